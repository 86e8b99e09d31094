import { describe, expect, it } from 'vitest';
import { RoundSync } from './round-sync';

/** A sync whose rounds only count themselves and say whether they ran after a stop. */
class CountingSync extends RoundSync {
  count = 0;
  stoppedSeen: boolean[] = [];

  protected round(): Promise<void> {
    this.count += 1;
    this.stoppedSeen.push(this.stopped);
    return Promise.resolve();
  }
}

describe('RoundSync', () => {
  it('runs a round at start and on each ask, and none after stop', async () => {
    const sync = new CountingSync();
    await sync.start();
    await sync.syncNow();
    await sync.flush();
    expect(sync.count).toBe(3);
    sync.stop();
    await sync.syncNow();
    await sync.flush();
    expect(sync.count).toBe(3);
    expect(sync.stoppedSeen).toEqual([false, false, false]);
  });
});
