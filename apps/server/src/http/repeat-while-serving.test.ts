import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { repeatWhileServing } from './repeat-while-serving';

// Real timers, short ones: server test files share their modules, so they never fake the clock.
describe('repeatWhileServing', () => {
  const timing = { firstAfterMs: 20, everyMs: 20, failure: 'the job failed' };

  it('runs the job only once the server is ready, then at each interval, until it closes', async () => {
    const app = Fastify();
    const job = vi.fn(async () => undefined);
    repeatWhileServing(app, job, timing);
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

  it('logs a failed run as a warning and runs again at the next interval', async () => {
    const app = Fastify();
    const warn = vi.spyOn(app.log, 'warn');
    const broken = new Error('database away');
    const job = vi.fn(() => Promise.reject(broken));
    repeatWhileServing(app, job, timing);
    await app.ready();
    await vi.waitFor(() => expect(job.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await app.close();
    expect(warn).toHaveBeenCalledWith({ err: broken }, 'the job failed');
  });

  it('never runs the job of a server closed before its first run', async () => {
    const app = Fastify();
    const job = vi.fn(async () => undefined);
    repeatWhileServing(app, job, { ...timing, firstAfterMs: 50, everyMs: 50 });
    await app.ready();
    await app.close();
    await sleep(150);
    expect(job).not.toHaveBeenCalled();
  });
});
