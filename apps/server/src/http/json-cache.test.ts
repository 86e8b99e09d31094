import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonCache } from './json-cache';

const schema = z.object({ n: z.number() });

function counter() {
  let calls = 0;
  return {
    load: async () => ({ n: ++calls, secret: 'dropped by the schema' }),
    calls: () => calls,
  };
}

describe('JsonCache', () => {
  it('serializes with the response schema and keeps the answer for its time to live', async () => {
    let now = 0;
    const cache = new JsonCache({ ttlMs: 1000, now: () => now });
    const source = counter();
    expect(await cache.get('a', schema, source.load)).toBe('{"n":1}');
    now = 999;
    expect(await cache.get('a', schema, source.load)).toBe('{"n":1}');
    now = 1000;
    expect(await cache.get('a', schema, source.load)).toBe('{"n":2}');
    expect(source.calls()).toBe(2);
  });

  it('shares one load among concurrent misses, per key', async () => {
    const cache = new JsonCache({ ttlMs: 1000 });
    const source = counter();
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => cache.get('a', schema, source.load)),
      cache.get('b', schema, source.load),
    ]);
    expect(new Set(answers.slice(0, 20))).toEqual(new Set(['{"n":1}']));
    expect(answers[20]).toBe('{"n":2}');
    expect(source.calls()).toBe(2);
  });

  it('loads again after an invalidation, and does not keep a load that a write overtook', async () => {
    const cache = new JsonCache({ ttlMs: 60_000 });
    const source = counter();
    await cache.get('a', schema, source.load);
    cache.invalidate();
    expect(await cache.get('a', schema, source.load)).toBe('{"n":2}');

    let release: () => void = () => undefined;
    const slow = cache.get('a2', schema, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { n: 100 };
    });
    cache.invalidate(); // a write lands while the read is under way
    release();
    expect(await slow).toBe('{"n":100}');
    expect(await cache.get('a2', schema, source.load)).toBe('{"n":3}');
  });

  it('does not keep a failed load or an answer the schema refuses', async () => {
    const cache = new JsonCache({ ttlMs: 60_000 });
    await expect(cache.get('a', schema, () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    await expect(cache.get('a', schema, async () => ({ n: 'not a number' }))).rejects.toThrow();
    expect(await cache.get('a', schema, async () => ({ n: 7 }))).toBe('{"n":7}');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = new JsonCache({ ttlMs: 60_000, maxEntries: 2 });
    const source = counter();
    for (const key of ['a', 'b', 'c']) await cache.get(key, schema, source.load);
    expect(await cache.get('c', schema, source.load)).toBe('{"n":3}');
    expect(await cache.get('a', schema, source.load)).toBe('{"n":4}');
  });
});
