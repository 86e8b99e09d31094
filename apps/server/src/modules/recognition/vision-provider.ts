import { z } from 'zod';
import { artworks, landmarks } from '@artvoyage/content';
import { artworkNames } from '@artvoyage/content/knowledge';
import type { DetectedLandmark, RecognisedSubject } from '@artvoyage/contract';
import {
  postProviderRequest,
  providerRequest,
  readProviderReply,
  type ProviderRequest,
} from '../../shared/ai-providers/clients';
import type { ProviderConfig } from '../../shared/ai-providers/config';
import { describeSubject } from './enrich';

/*
 * A vision provider (AI_VISION_PROVIDER), asked only when the visual search finds nothing: an
 * OpenAI-compatible chat-completions endpoint with an image_url part, or Gemini generateContent with
 * inline data. Its answer is untrusted text: it must parse into our shape, or it counts as nothing.
 */

export const visionInstructions =
  'You identify artworks and landmarks in travellers’ photos for an art-travel app. Answer with JSON ' +
  'only, no prose: {"landmarks":[{"name":"...","location":"City, Country","confidence":0.0,' +
  '"description":"...","cultural_context":"...","recommendations":["..."]}]}. At most 3 entries, the ' +
  'most likely first; confidence between 0 and 1. When you cannot identify a specific artwork or ' +
  'landmark with reasonable confidence, answer {"landmarks":[]}. Never guess.';

const visionGeneration = { maxTokens: 1200, temperature: 0.2 } as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max * 4)
    .transform((value) => value.slice(0, max));

const visionAnswerSchema = z.object({
  landmarks: z
    .array(
      z.object({
        name: text(120).pipe(z.string().min(1)),
        location: text(160).default(''),
        confidence: z.coerce.number().min(0).max(1),
        description: text(1000).default(''),
        cultural_context: text(1500).default(''),
        recommendations: z.array(text(300)).max(10).default([]),
      }),
    )
    .max(10),
});

export interface VisionImage {
  mimeType: string;
  base64: string;
}

export function buildVisionRequest(provider: ProviderConfig, image: VisionImage): ProviderRequest {
  const question = 'What artwork or landmark does this photo show?';
  return providerRequest(provider, {
    openai: (model) => ({
      model,
      messages: [
        { role: 'system', content: visionInstructions },
        {
          role: 'user',
          content: [
            { type: 'text', text: question },
            { type: 'image_url', image_url: { url: `data:${image.mimeType};base64,${image.base64}` } },
          ],
        },
      ],
      max_tokens: visionGeneration.maxTokens,
      temperature: visionGeneration.temperature,
    }),
    gemini: () => ({
      systemInstruction: { parts: [{ text: visionInstructions }] },
      contents: [
        {
          role: 'user',
          parts: [{ text: question }, { inline_data: { mime_type: image.mimeType, data: image.base64 } }],
        },
      ],
      generationConfig: {
        maxOutputTokens: visionGeneration.maxTokens,
        temperature: visionGeneration.temperature,
        responseMimeType: 'application/json',
      },
    }),
  });
}

const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/^(the|la|le|les) /, '')
    .trim();

const subjectByName = new Map<string, RecognisedSubject>([
  ...artworks.flatMap((artwork) =>
    artworkNames(artwork).map((name): [string, RecognisedSubject] => [
      comparable(name),
      { kind: 'artwork', id: artwork.id },
    ]),
  ),
  ...landmarks.flatMap((landmark) =>
    [landmark.name, ...landmark.alternateNames].map((name): [string, RecognisedSubject] => [
      comparable(name),
      { kind: 'landmark', id: landmark.id },
    ]),
  ),
]);

/** One of our artworks or landmarks, when the provider's name is one of its names. */
export function matchOurSubject(name: string): RecognisedSubject | undefined {
  return subjectByName.get(comparable(name));
}

/**
 * The provider's reply text as results, best first; [] when it identified nothing. A subject we know
 * gets our own facts, room and hours (the provider's confidence is kept). Throws on a reply that is not
 * the JSON asked for.
 */
export function parseVisionReply(reply: string): DetectedLandmark[] {
  // Models like to wrap JSON in a code fence or a sentence: take the outermost object.
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('The vision provider answered without JSON');
  const answer = visionAnswerSchema.parse(JSON.parse(reply.slice(start, end + 1)));
  return answer.landmarks
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, 3)
    .map((entry) => {
      const subject = matchOurSubject(entry.name);
      const ours = subject && describeSubject(subject, entry.confidence);
      return ours ?? { ...entry };
    });
}

export async function askVisionProvider(
  provider: ProviderConfig,
  image: VisionImage,
  timeoutMs: number,
): Promise<DetectedLandmark[]> {
  const json = await postProviderRequest(buildVisionRequest(provider, image), timeoutMs);
  return parseVisionReply(readProviderReply(provider, json));
}
