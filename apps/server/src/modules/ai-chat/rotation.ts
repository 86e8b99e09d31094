import type { FastifyBaseLogger } from 'fastify';
import type { ChatPrompt } from '../../shared/ai-providers/clients';
import type { ProviderConfig } from '../../shared/ai-providers/config';
import { MemoryProviderPauses, type ProviderPauses, type ProviderRateLimiter } from './rate-limits';

/** The wait after a failed attempt (1 s), and how long a failed provider is left alone (an hour). */
export const retryDelayMs = 1000;
export const failurePauseMs = 60 * 60 * 1000;
export const attemptsPerProvider = 3;

export interface RotationDeps {
  providers: readonly ProviderConfig[];
  call: (provider: ProviderConfig, prompt: ChatPrompt) => Promise<string>;
  limiter: ProviderRateLimiter;
  /** Failed providers' pauses; in memory unless shared through Redis. */
  pauses?: ProviderPauses;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface RotationAnswer {
  text: string;
  provider: string;
}

/**
 * Tries the providers in turn (each request starts with the one after the last used), skipping any
 * that failed in the last hour or whose rate limits are full; logs a failed attempt and waits 1 s
 * before the next. Gives up after 3 x providers attempts or when no provider can be asked: null.
 */
export class ProviderRotation {
  private cursor = 0;
  private readonly pauses: ProviderPauses;

  constructor(private readonly deps: RotationDeps) {
    this.pauses = deps.pauses ?? new MemoryProviderPauses();
  }

  get configured(): boolean {
    return this.deps.providers.length > 0;
  }

  /** Providers failed within the last hour, with when they may be asked again (for tests and health). */
  async failedProviders(): Promise<Map<string, number>> {
    const now = this.deps.now();
    const entries = await Promise.all(
      this.deps.providers.map(
        async (provider) => [provider.name, await this.pauses.until(provider.name)] as const,
      ),
    );
    return new Map(entries.filter(([, until]) => until > now));
  }

  async complete(prompt: ChatPrompt): Promise<RotationAnswer | null> {
    const { providers } = this.deps;
    for (let attempt = 0; attempt < attemptsPerProvider * providers.length; attempt += 1) {
      const provider = await this.nextAvailable();
      if (!provider) return null;
      try {
        const text = await this.deps.call(provider, prompt);
        return { text, provider: provider.name };
      } catch (error) {
        this.deps.log.warn(
          { provider: provider.name, attempt: attempt + 1, err: (error as Error).message },
          'AI provider attempt failed',
        );
        const now = this.deps.now();
        await this.pauses.pause(provider.name, now + failurePauseMs, now);
        await this.deps.sleep(retryDelayMs);
      }
    }
    return null;
  }

  /** The next provider in rotation that has not failed lately and has room in its rate limits. */
  private async nextAvailable(): Promise<ProviderConfig | null> {
    const { providers } = this.deps;
    for (let step = 0; step < providers.length; step += 1) {
      const index = (this.cursor + step) % providers.length;
      const provider = providers[index] as ProviderConfig;
      const now = this.deps.now();
      if ((await this.pauses.until(provider.name)) > now) continue;
      if (!(await this.deps.limiter.tryAcquire(provider, now))) continue;
      this.cursor = (index + 1) % providers.length;
      return provider;
    }
    return null;
  }
}
