import { z } from 'zod';
import { boundedInteger, emptyAsUndefined, parsedBy, requestsPerWindow } from '../../env-values';
import { parseProviders } from '../../shared/ai-providers/config';

/** The chat's providers, how long one call may take, and the chat's request limit. */
export const aiChatEnv = z.object({
  AI_PROVIDERS: z.preprocess(emptyAsUndefined, z.string().optional().transform(parsedBy(parseProviders))),
  AI_TIMEOUT_MS: boundedInteger(500, 120_000, 30_000),
  AI_CHAT_RATE_LIMIT: requestsPerWindow('20/60'),
});

export function aiChatSettings(env: z.output<typeof aiChatEnv>) {
  return {
    /** AI chat providers in rotation order (AI_PROVIDERS); empty means the embedded museum expert. */
    aiProviders: env.AI_PROVIDERS,
    /** One provider call, chat or vision, counts as failed after it. */
    aiTimeoutMs: env.AI_TIMEOUT_MS,
    /** Chat messages per client address and window. */
    aiChatRateLimit: env.AI_CHAT_RATE_LIMIT,
  };
}
