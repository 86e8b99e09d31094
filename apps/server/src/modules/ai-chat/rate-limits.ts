import type { Redis } from 'ioredis';
import type { ProviderConfig } from '../../shared/ai-providers/config';

/** Counts events in fixed windows (aligned on the epoch); Redis makes the counts shared by all servers. */
export interface WindowCounter {
  /** Adds `by` (1 or -1) to the window's count and answers the new count. */
  add(key: string, windowMs: number, now: number, by: 1 | -1): Promise<number>;
}

export class MemoryWindowCounter implements WindowCounter {
  private readonly counts = new Map<string, { window: number; count: number }>();

  async add(key: string, windowMs: number, now: number, by: 1 | -1): Promise<number> {
    const window = Math.floor(now / windowMs);
    const entry = this.counts.get(key);
    const count = (entry?.window === window ? entry.count : 0) + by;
    this.counts.set(key, { window, count });
    return count;
  }
}

export class RedisWindowCounter implements WindowCounter {
  constructor(private readonly redis: Redis) {}

  async add(key: string, windowMs: number, now: number, by: 1 | -1): Promise<number> {
    const windowKey = `ai-limit:${key}:${Math.floor(now / windowMs)}`;
    const [[, count] = []] =
      (await this.redis
        .multi()
        .incrby(windowKey, by)
        .pexpire(windowKey, windowMs * 2)
        .exec()) ?? [];
    return Number(count);
  }
}

const windows = [
  { limit: 'perSecond', ms: 1000 },
  { limit: 'perMinute', ms: 60_000 },
  { limit: 'perDay', ms: 86_400_000 },
] as const;

/** Enforces each provider's requests per second, minute and day before it is called. */
export class ProviderRateLimiter {
  constructor(private readonly counter: WindowCounter = new MemoryWindowCounter()) {}

  /** Takes one request from every window of the provider, or none when any window is full. */
  async tryAcquire(provider: ProviderConfig, now: number): Promise<boolean> {
    const taken: (typeof windows)[number][] = [];
    for (const window of windows) {
      const limit = provider.limits[window.limit];
      if (limit === undefined) continue;
      const count = await this.counter.add(`${provider.name}:${window.limit}`, window.ms, now, 1);
      taken.push(window);
      if (count > limit) {
        // Give back what this refused request took, so it does not eat into the quota.
        await Promise.all(taken.map((w) => this.counter.add(`${provider.name}:${w.limit}`, w.ms, now, -1)));
        return false;
      }
    }
    return true;
  }
}

/**
 * When each provider that failed may be asked again. In memory for one instance, or in Redis so that
 * every instance leaves a failed provider alone for an hour, not just the one that saw it fail.
 */
export interface ProviderPauses {
  /** Epoch ms before which the provider is skipped; 0 when it is not paused. */
  until(name: string): Promise<number>;
  pause(name: string, until: number, now: number): Promise<void>;
}

export class MemoryProviderPauses implements ProviderPauses {
  private readonly pauses = new Map<string, number>();

  async until(name: string): Promise<number> {
    return this.pauses.get(name) ?? 0;
  }

  async pause(name: string, until: number): Promise<void> {
    this.pauses.set(name, until);
  }
}

export class RedisProviderPauses implements ProviderPauses {
  constructor(private readonly redis: Redis) {}

  async until(name: string): Promise<number> {
    return Number((await this.redis.get(`ai-paused:${name}`)) ?? 0);
  }

  async pause(name: string, until: number, now: number): Promise<void> {
    // The value is compared with the (possibly fake) clock; the expiry only keeps Redis tidy.
    await this.redis.set(`ai-paused:${name}`, String(until), 'PX', Math.max(1, until - now));
  }
}
