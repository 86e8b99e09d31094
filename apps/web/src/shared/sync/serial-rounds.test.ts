import { describe, expect, it } from 'vitest';
import { SerialRounds } from './serial-rounds';

/** A round that waits until the test lets it end, counting starts and the most running at once. */
function controlledRounds() {
  const ends: (() => void)[] = [];
  let started = 0;
  let runningNow = 0;
  let mostAtOnce = 0;
  const rounds = new SerialRounds(async () => {
    started += 1;
    runningNow += 1;
    mostAtOnce = Math.max(mostAtOnce, runningNow);
    await new Promise<void>((resolve) => ends.push(resolve));
    runningNow -= 1;
  });
  const endRound = async () => {
    ends.shift()?.();
    // Lets the round's promise settle and the following round start.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  return { rounds, endRound, started: () => started, mostAtOnce: () => mostAtOnce };
}

describe('SerialRounds', () => {
  it('never runs two rounds at once, and runs one more after a round when asked during it', async () => {
    const { rounds, endRound, started, mostAtOnce } = controlledRounds();
    const first = rounds.run();
    void rounds.run();
    void rounds.run();
    void rounds.run();
    expect(started()).toBe(1);
    await endRound();
    await first;
    // Three asks during the first round make one more round, not three.
    expect(started()).toBe(2);
    await endRound();
    expect(started()).toBe(2);
    expect(mostAtOnce()).toBe(1);
  });

  it('answers an ask during a round with that round', async () => {
    const { rounds, endRound } = controlledRounds();
    const first = rounds.run();
    expect(rounds.run()).toBe(first);
    await endRound();
    await endRound();
  });

  it('starts nothing after stop, not even the round asked for during the last one', async () => {
    const { rounds, endRound, started } = controlledRounds();
    void rounds.run();
    void rounds.run();
    rounds.stop();
    expect(rounds.isStopped).toBe(true);
    await endRound();
    expect(started()).toBe(1);
    await rounds.run();
    expect(started()).toBe(1);
  });

  it('drains: answers only once the round asked for during the running one has ended too', async () => {
    const { rounds, endRound, started } = controlledRounds();
    void rounds.run();
    let drained = false;
    const draining = rounds.drain().then(() => (drained = true));
    await endRound();
    // The first round has ended, and the one the drain asked for has started: not drained yet.
    expect(started()).toBe(2);
    expect(drained).toBe(false);
    await endRound();
    await draining;
    expect(started()).toBe(2);
  });

  it('drains at once with one round when none was running', async () => {
    const { rounds, endRound, started } = controlledRounds();
    const draining = rounds.drain();
    expect(started()).toBe(1);
    await endRound();
    await draining;
    expect(started()).toBe(1);
  });
});
