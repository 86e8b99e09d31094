import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerClient } from './worker-client';

type Request =
  | { type: 'setup'; fail?: boolean }
  | { type: 'echo'; id: number; text: string; how?: 'fail' | 'stall' | 'crash' };

// A worker that sets up, echoes, fails, hangs or exits, as each request asks.
const workerSource = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (request) => {
  if (request.type === 'setup') {
    parentPort.postMessage(request.fail ? { type: 'setup-failed', message: 'no setup' } : { type: 'ready', stats: 3 });
  } else if (request.how === 'crash') {
    process.exit(7);
  } else if (request.how === 'fail') {
    parentPort.postMessage({ type: 'reply-failed', id: request.id, message: 'bad input' });
  } else if (request.how === 'stall') {
    for (;;);
  } else {
    parentPort.postMessage({ type: 'reply', id: request.id, result: request.text, queryMs: 0 });
  }
});
`;

const clients: WorkerClient<Request, number, string>[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.stop(new Error('test over'))));
});

function client(timeoutMs = 10_000) {
  const started = vi.fn(() => new Worker(workerSource, { eval: true }));
  const stopped = vi.fn();
  const error = vi.fn();
  const made = new WorkerClient<Request, number, string>({
    start: started,
    names: { worker: 'the echo worker', service: 'the echo' },
    timeoutMs,
    onStop: stopped,
    log: { error } as unknown as FastifyBaseLogger,
  });
  clients.push(made);
  const setUp = (fail = false) =>
    made.setUp({ type: 'setup', fail }, 'the echo could not be set up', 'setting up');
  const echo = (text: string, how?: 'fail' | 'stall' | 'crash') =>
    made.request((id) => ({ type: 'echo', id, text, how }), []);
  return { made, started, stopped, error, setUp, echo };
}

describe('WorkerClient', () => {
  it('sets the worker up, then answers each request with its own reply', async () => {
    const { setUp, echo, started } = client();
    expect(await setUp()).toBe(3);
    expect(await Promise.all([echo('a'), echo('b'), echo('c')])).toEqual(['a', 'b', 'c']);
    await expect(echo('d', 'fail')).rejects.toThrow('bad input');
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('fails a setup the worker refuses', async () => {
    await expect(client().setUp(true)).rejects.toThrow('the echo could not be set up: no setup');
  });

  it('replaces a worker stuck on a request, failing what it held', async () => {
    const { echo, started, stopped } = client(1_000);
    const stuck = echo('slow', 'stall');
    const waiting = echo('behind');
    await expect(stuck).rejects.toThrow('the echo took too long');
    await expect(waiting).rejects.toThrow('the echo worker was restarted after a stuck photo');
    expect(stopped).toHaveBeenCalled();
    expect(await echo('again')).toBe('again');
    expect(started).toHaveBeenCalledTimes(2);
  });

  it('fails the requests of a worker that exits, and says so in the log', async () => {
    const { echo, error, stopped } = client();
    await expect(echo('boom', 'crash')).rejects.toThrow('the echo worker stopped (exit code 7)');
    expect(error).toHaveBeenCalledWith(expect.anything(), 'the echo worker failed');
    expect(stopped).toHaveBeenCalled();
  });

  it('fails a setup whose worker exits before it ends', async () => {
    const { setUp, echo } = client();
    const crashed = echo('boom', 'crash').catch(() => undefined);
    await expect(setUp()).rejects.toThrow('the echo worker stopped while setting up');
    await crashed;
  });
});
