import type { FastifyReply } from 'fastify';
import { z } from 'zod';

interface Entry {
  expires: number;
  json: Promise<string>;
}

/**
 * Public answers that many visitors ask for at once (the feed's first page, the destinations, the
 * leaderboard), kept serialized for a short time. The database stays the source of truth:
 * - an entry lives `ttlMs` at most, which bounds how stale another server instance's write can look;
 * - a write through this instance calls `invalidate()`, so its author sees it at once;
 * - concurrent misses share one load, and a failed load is not kept;
 * - a load that started before an invalidation is not kept after it.
 * The JSON is what the route's serializer would have sent: the value is encoded with the response
 * schema (which drops unknown keys) and stringified.
 */
export class JsonCache<Key extends string = string> {
  readonly #entries = new Map<Key, Entry>();
  #generation = 0;

  constructor(
    private readonly options: {
      ttlMs: number;
      /** Distinct keys kept at most; the oldest goes first. */
      maxEntries?: number;
      now?: () => number;
    },
  ) {}

  get(key: Key, schema: z.ZodType, load: () => Promise<unknown>): Promise<string> {
    const now = (this.options.now ?? performance.now.bind(performance))();
    const cached = this.#entries.get(key);
    if (cached && cached.expires > now) return cached.json;
    this.#entries.delete(key);
    const generation = this.#generation;
    const json = load().then((value) => JSON.stringify(z.encode(schema, value)));
    const entry = { expires: now + this.options.ttlMs, json };
    this.#entries.set(key, entry);
    const maxEntries = this.options.maxEntries ?? 64;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= maxEntries) break;
      this.#entries.delete(oldest);
    }
    json.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    // The answer still goes to its callers; it is only not kept if a write happened meanwhile.
    void json.then(() => {
      if (generation !== this.#generation && this.#entries.get(key) === entry) this.#entries.delete(key);
    }, noop);
    return json;
  }

  /** Forgets every entry: called after a write that changes what the entries hold. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

const noop = () => undefined;

/** Sends JSON that is already serialized (from a `JsonCache`); the route's serializer is skipped. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
