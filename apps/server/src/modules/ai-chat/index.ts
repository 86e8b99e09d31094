import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import { MuseumExperts } from './experts';
import { callProvider } from '../../shared/ai-providers/clients';
import {
  MemoryProviderPauses,
  MemoryWindowCounter,
  ProviderRateLimiter,
  RedisProviderPauses,
  RedisWindowCounter,
  type ProviderPauses,
} from './rate-limits';
import { ProviderRotation } from './rotation';
import { aiChatRoutes } from './routes';
import { AiChatService } from './service';

export interface AiChatOverrides {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The art-expert chat: the museum expert of each language (indexed on its first question, or just after
 * start when the server warms up), the provider rotation with its rate limits (shared through Redis
 * when REDIS_URL is set), and the routes.
 */
export async function register(
  app: FastifyInstance,
  options: { config: AppConfig; overrides?: AiChatOverrides },
): Promise<AiChatService> {
  const { config, overrides = {} } = options;
  const now = overrides.now ?? Date.now;
  let counter = new MemoryWindowCounter() as MemoryWindowCounter | RedisWindowCounter;
  let pauses: ProviderPauses = new MemoryProviderPauses();
  if (config.redisUrl && config.aiProviders.length > 0) {
    const redis = new Redis(config.redisUrl, { keyPrefix: config.redisPrefix, maxRetriesPerRequest: 2 });
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
    counter = new RedisWindowCounter(redis);
    pauses = new RedisProviderPauses(redis);
  }
  const rotation = new ProviderRotation({
    providers: config.aiProviders,
    call: (provider, prompt) => callProvider(provider, prompt, config.aiTimeoutMs),
    limiter: new ProviderRateLimiter(counter),
    pauses,
    now,
    sleep: overrides.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    log: app.log,
  });
  const experts = new MuseumExperts();
  if (config.warmOnStart) {
    // In the background once listening: the first question then finds its language's index ready.
    app.addHook('onListen', async () => {
      setImmediate(() => experts.warm()).unref();
    });
  }
  const service = new AiChatService({ rotation, experts, now });
  await app.register(aiChatRoutes({ service, rateLimit: config.aiChatRateLimit }));
  return service;
}
