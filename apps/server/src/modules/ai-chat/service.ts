import {
  chatFallbackReply,
  chatHistoryLength,
  type aiChatRequestSchema,
  type AiChatResponse,
  type ChatLink,
} from '@artvoyage/contract';
import type { z } from 'zod';
import { linksOf, type MuseumExpert } from './museum-expert';
import type { ProviderRotation } from './rotation';
import { systemPrompt } from './system-prompt';

/** A request as the route's schema leaves it: message trimmed, history and language defaulted. */
export type ParsedAiChatRequest = z.output<typeof aiChatRequestSchema>;

/**
 * One chat turn: with providers configured, the rotation answers (grounded in the passages the
 * knowledge base finds) or, when all fail, the spec's fallback; with none, the museum expert.
 */
export class AiChatService {
  constructor(
    private readonly deps: { rotation: ProviderRotation; expert: MuseumExpert; now: () => number },
  ) {}

  /** Takes the body the route has already validated, so it is not parsed a second time. */
  async reply(request: ParsedAiChatRequest): Promise<AiChatResponse> {
    const history = request.history.slice(-chatHistoryLength);
    const now = this.deps.now();
    const sessionId = request.sessionId?.startsWith('session_') ? request.sessionId : `session_${now}`;

    if (!this.deps.rotation.configured) {
      const answer = this.deps.expert.answer(request.message, history);
      const note = answer.grounded ? undefined : englishOnlyNote[request.language];
      const response = note ? `${answer.text}\n\n${note}` : answer.text;
      return { response, sessionId, source: 'museum-expert', links: answer.links };
    }

    const retrieved = this.deps.expert.retrieve(request.message, history, 5);
    const answer = await this.deps.rotation.complete({
      system: systemPrompt(request.language, retrieved),
      messages: [...history, { role: 'user', content: request.message }],
    });
    if (!answer) {
      return { response: chatFallbackReply, sessionId: `fallback_${now}`, source: 'fallback', links: [] };
    }
    return {
      response: answer.text,
      sessionId,
      source: 'provider',
      provider: answer.provider,
      links: mentionedLinks(answer.text, linksOf(retrieved.map((item) => item.passage))),
    };
  }
}

/** The offline expert reads English only; a visitor writing in another language is told so in it. */
const englishOnlyNote: Partial<Record<ParsedAiChatRequest['language'], string>> = {
  fr: 'L’expert du musée hors ligne ne comprend que les questions en anglais : essayez par exemple « Where is the Winged Victory? ».',
  ru: 'Офлайн-эксперт музея понимает только вопросы на английском языке: попробуйте, например, «Where is the Winged Victory?».',
};

/** A provider's answer links only the pages whose subject it actually names. */
function mentionedLinks(text: string, links: readonly ChatLink[]): ChatLink[] {
  const folded = text.toLowerCase();
  return links.filter((link) => folded.includes(link.label.toLowerCase()));
}
