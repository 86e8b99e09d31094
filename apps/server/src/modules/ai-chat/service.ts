import {
  chatFallbackReply,
  chatHistoryLength,
  type aiChatRequestSchema,
  type AiChatResponse,
  type ChatLink,
} from '@artvoyage/contract';
import type { z } from 'zod';
import type { MuseumExperts } from './experts';
import { linksOf } from './expert/answer-composition';
import type { ProviderRotation } from './rotation';
import { systemPrompt } from './system-prompt';

/** A request as the route's schema leaves it: message trimmed, history and language defaulted. */
export type ParsedAiChatRequest = z.output<typeof aiChatRequestSchema>;

/**
 * One chat turn, in the language of the question (the interface language decides when the question
 * does not say): with providers configured, the rotation answers (grounded in the passages the
 * knowledge base of that language finds) or, when all fail, the fixed apology; with none, the
 * museum expert of that language.
 */
export class AiChatService {
  constructor(
    private readonly deps: { rotation: ProviderRotation; experts: MuseumExperts; now: () => number },
  ) {}

  /** Takes the body the route has already validated, so it is not parsed a second time. */
  async reply(request: ParsedAiChatRequest): Promise<AiChatResponse> {
    const history = request.history.slice(-chatHistoryLength);
    const now = this.deps.now();
    const sessionId = request.sessionId?.startsWith('session_') ? request.sessionId : `session_${now}`;

    const language = this.deps.experts.languageOf(request.message, request.language);
    const expert = this.deps.experts.expert(language);

    if (!this.deps.rotation.configured) {
      const answer = expert.answer(request.message, history);
      return { response: answer.text, sessionId, source: 'museum-expert', links: answer.links };
    }

    const retrieved = expert.retrieve(request.message, history, 5);
    const answer = await this.deps.rotation.complete({
      system: systemPrompt(language, retrieved),
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

/** Lower case, ё as е, without quotation marks: how a label is looked for in an answer. */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»„“”"]/g, '');

/** A provider's answer links only the pages whose subject it actually names. */
function mentionedLinks(text: string, links: readonly ChatLink[]): ChatLink[] {
  const answer = comparable(text);
  return links.filter((link) => answer.includes(comparable(link.label)));
}
