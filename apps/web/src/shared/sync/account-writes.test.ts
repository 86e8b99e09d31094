import { afterEach, describe, expect, it, vi } from 'vitest';
import { drainAccountWrites, registerAccountWrites } from './account-writes';

describe('account writes drained before signing out', () => {
  const unregister: Array<() => void> = [];
  afterEach(() => {
    unregister.splice(0).forEach((remove) => remove());
    vi.useRealTimers();
  });

  it('waits for every registered sync, side by side', async () => {
    const finished: string[] = [];
    const slow = (name: string, ms: number) => () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          finished.push(name);
          resolve();
        }, ms),
      );
    unregister.push(registerAccountWrites(slow('itineraries', 30)));
    unregister.push(registerAccountWrites(slow('tours', 10)));
    await drainAccountWrites(1000);
    expect(finished).toEqual(['tours', 'itineraries']);
  });

  it('does not wait for a sync that has stopped', async () => {
    let called = false;
    const remove = registerAccountWrites(async () => {
      called = true;
    });
    remove();
    await drainAccountWrites(1000);
    expect(called).toBe(false);
  });

  it('gives up at the time limit and never rejects', async () => {
    vi.useFakeTimers();
    unregister.push(registerAccountWrites(() => new Promise(() => {})));
    unregister.push(registerAccountWrites(() => Promise.reject(new Error('offline'))));
    let settled = false;
    const waiting = drainAccountWrites(3000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
  });
});
