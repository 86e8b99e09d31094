import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { repeatWhileServing } from './repeat-while-serving';

// Real timers, short ones: server test files share their modules, so they never fake the clock.
describe('repeatWhileServing', () => {
  it('runs the job only once the server is ready, then at each interval, until it closes', async () => {
    const app = Fastify();
    const job = vi.fn();
    repeatWhileServing(app, job, { firstAfterMs: 20, everyMs: 20 });
    await sleep(60);
    expect(job).not.toHaveBeenCalled();

    await app.ready();
    expect(job).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(job.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });

    await app.close();
    const runs = job.mock.calls.length;
    await sleep(100);
    expect(job).toHaveBeenCalledTimes(runs);
  });

  it('never runs the job of a server closed before its first run', async () => {
    const app = Fastify();
    const job = vi.fn();
    repeatWhileServing(app, job, { firstAfterMs: 50, everyMs: 50 });
    await app.ready();
    await app.close();
    await sleep(150);
    expect(job).not.toHaveBeenCalled();
  });
});
