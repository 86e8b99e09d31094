import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred';
import { Limiter } from './limiter';

describe('Limiter', () => {
  it('runs `size` jobs at a time and lets any number wait, in arrival order', async () => {
    const limiter = new Limiter(1);
    const first = deferred();
    const order: string[] = [];
    const jobs = [
      limiter.run(async () => {
        await first.promise;
        order.push('first');
      }),
      ...['second', 'third', 'fourth'].map((name) => limiter.run(async () => void order.push(name))),
    ];
    expect([limiter.active, limiter.waiting]).toEqual([1, 3]);
    first.resolve();
    await Promise.all(jobs);
    expect(order).toEqual(['first', 'second', 'third', 'fourth']);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });

  it('refuses a job beyond the bound on waiting, with the bound’s error', async () => {
    const limiter = new Limiter(1, { maxWaiting: 1, error: () => new Error('too many waiting') });
    const first = deferred();
    const running = limiter.run(() => first.promise);
    const waiting = limiter.run(async () => 'waited');
    await expect(limiter.run(async () => 'refused')).rejects.toThrow('too many waiting');
    first.resolve();
    await running;
    expect(await waiting).toBe('waited');
  });
});
