import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { WorkerResponse } from '../../shared/worker-port';

interface Pending<TResult> {
  resolve(result: TResult): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export interface WorkerClientOptions {
  /** Starts a new worker thread (the first request, or the first after a stop). */
  start: () => Worker;
  /** For errors and logs: the worker ("the recognition worker") and what it serves ("the recogniser"). */
  names: { worker: string; service: string };
  /** A photo taking longer than this means the worker is stuck: it is replaced. */
  timeoutMs: number;
  /** Called as the worker stops, so its owner forgets what the worker held. */
  onStop: () => void;
  log?: FastifyBaseLogger;
}

/**
 * One worker thread and the requests in it: each request has an id its reply names and a time limit.
 * A worker that crashes, exits or gets stuck is stopped with every request in it failed; the next
 * request starts a new one, which its owner sets up again.
 */
export class WorkerClient<TRequest, TStats, TResult> {
  #worker: Worker | undefined;
  readonly #pending = new Map<number, Pending<TResult>>();
  #nextId = 1;

  constructor(private readonly options: WorkerClientOptions) {}

  /**
   * Sends a request that sets the worker up and answers what the setup reports. Fails with `failure`
   * and the worker's reason if the setup fails, or if the worker stops first, `during` saying while what.
   */
  setUp(request: TRequest, failure: string, during: string): Promise<TStats> {
    const worker = this.#ensureWorker();
    return new Promise<TStats>((resolve, reject) => {
      const onMessage = (response: WorkerResponse<TStats, TResult>) => {
        if (response.type !== 'ready' && response.type !== 'setup-failed') return;
        worker.off('message', onMessage);
        if (response.type === 'ready') resolve(response.stats);
        else reject(new Error(`${failure}: ${response.message}`));
      };
      worker.on('message', onMessage);
      worker.once('exit', () => reject(new Error(`${this.options.names.worker} stopped while ${during}`)));
      this.#post(request);
    });
  }

  /** Sends the request made for a new id, moving `transfer` to the worker, and answers its reply. */
  request(make: (id: number) => TRequest, transfer: ArrayBuffer[]): Promise<TResult> {
    const id = this.#nextId++;
    const { names } = this.options;
    return new Promise<TResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error(`${names.service} took too long`));
        void this.stop(new Error(`${names.worker} was restarted after a stuck photo`));
      }, this.options.timeoutMs);
      this.#pending.set(id, { resolve, reject, timer });
      this.#post(make(id), transfer);
    });
  }

  /** Stops the worker and fails what it was doing; the next request starts a new one. */
  async stop(error: Error): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    this.options.onStop();
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.#pending.delete(id);
    }
    await worker?.terminate();
  }

  #post(request: TRequest, transfer: ArrayBuffer[] = []): void {
    this.#ensureWorker().postMessage(request, transfer);
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    const worker = this.options.start();
    worker.on('message', (response: WorkerResponse<TStats, TResult>) => {
      if (response.type !== 'reply' && response.type !== 'reply-failed') return;
      const pending = this.#pending.get(response.id);
      if (!pending) return;
      this.#pending.delete(response.id);
      clearTimeout(pending.timer);
      if (response.type === 'reply') pending.resolve(response.result);
      else pending.reject(new Error(response.message));
    });
    const fail = (error: Error) => {
      if (this.#worker !== worker) return;
      this.options.log?.error({ err: error }, `${this.options.names.worker} failed`);
      void this.stop(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`${this.options.names.worker} stopped (exit code ${code})`)));
    this.#worker = worker;
    return worker;
  }
}
