import { describe, expect, it } from 'vitest';
import { deferred } from '../../testing/deferred';
import { RenderQueue, RenderQueueFullError } from './render-queue';

describe('RenderQueue', () => {
  it('runs at most `slots` tasks at once, the others in the order they came', async () => {
    const queue = new RenderQueue(2, 10);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const tasks = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await gate.promise;
        running -= 1;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([queue.active, queue.waiting]).toEqual([2, 3]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses a task when the waiting line is full, and frees the slot of a task that failed', async () => {
    const queue = new RenderQueue(1, 1);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(RenderQueueFullError);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'after')).toBe('after');
    expect(queue.active).toBe(0);
  });
});
