import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from './settle-within';

describe('settleWithin', () => {
  afterEach(() => vi.useRealTimers());

  it('ends as soon as the work ends, before the time limit', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const work = new Promise<void>((resolve) => (finish = resolve));
    let settled = false;
    const waiting = settleWithin(work, 3000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(false);
    finish();
    await waiting;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up at the time limit on work that never ends', async () => {
    vi.useFakeTimers();
    let settled = false;
    const waiting = settleWithin(new Promise(() => {}), 3000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
  });

  it('does not reject when the work fails', async () => {
    await expect(settleWithin(Promise.reject(new Error('offline')), 3000)).resolves.toBeUndefined();
  });
});
