import { Worker } from 'node:worker_threads';
import type { VoiceSettings } from './narration';
import type { SpeechRequest, SpeechResponse } from './speech-worker';
import type { Synthesis } from './synthesise';

export type Priority = 'now' | 'background';

interface Job {
  key: string;
  text: string;
  settings: VoiceSettings;
  resolve(result: Synthesis): void;
  reject(error: Error): void;
}

/**
 * Starts the worker thread: `audio-worker.js` beside `dist/main.js` in the esbuild bundle (see
 * build.mjs), or, from the TypeScript sources (tsx, vitest), a bootstrap that loads
 * `speech-worker.ts` through tsx.
 */
function startWorker(): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  return new Worker(new URL(fromSources ? './speech-worker-dev.mjs' : './audio-worker.js', import.meta.url));
}

/**
 * One speech worker thread, doing one job at a time. Requests from listeners jump ahead of the
 * background warm-up; the thread is started on demand and stopped after a while without work.
 */
export class SpeechPool {
  readonly #queue: Job[] = [];
  #current: Job | undefined;
  #worker: Worker | undefined;
  #nextId = 1;
  #idleTimer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(private readonly options: { idleMs?: number } = {}) {}

  synthesise(key: string, text: string, settings: VoiceSettings, priority: Priority): Promise<Synthesis> {
    if (this.#closed) return Promise.reject(new Error('the speech worker is shut down'));
    return new Promise<Synthesis>((resolve, reject) => {
      const job: Job = { key, text, settings, resolve, reject };
      if (priority === 'now') this.#queue.unshift(job);
      else this.#queue.push(job);
      this.#pump();
    });
  }

  /** Moves a waiting job to the front, when a listener asks for what the warm-up queued. */
  promote(key: string): void {
    const index = this.#queue.findIndex((job) => job.key === key);
    if (index > 0) this.#queue.unshift(...this.#queue.splice(index, 1));
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#idleTimer);
    const error = new Error('the speech worker is shut down');
    for (const job of this.#queue.splice(0)) job.reject(error);
    this.#current?.reject(error);
    this.#current = undefined;
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #pump(): void {
    if (this.#current || this.#closed) return;
    const job = this.#queue.shift();
    if (!job) {
      this.#idleTimer = setTimeout(() => void this.#stopWorker(), this.options.idleMs ?? 30_000);
      this.#idleTimer.unref();
      return;
    }
    clearTimeout(this.#idleTimer);
    this.#current = job;
    const request: SpeechRequest = { id: this.#nextId++, text: job.text, settings: job.settings };
    this.#ensureWorker().postMessage(request);
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorker();
    worker.on('message', (response: SpeechResponse) => {
      const job = this.#current;
      this.#current = undefined;
      if (job) {
        if (response.ok) {
          const { mp3, seconds, synthesisMs, encodingMs } = response;
          job.resolve({ mp3, seconds, synthesisMs, encodingMs });
        } else {
          job.reject(new Error(response.message));
        }
      }
      this.#pump();
    });
    const fail = (error: Error) => {
      if (this.#worker !== worker) return;
      this.#worker = undefined;
      const job = this.#current;
      this.#current = undefined;
      job?.reject(error);
      this.#pump();
    };
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => fail(new Error(`the speech worker stopped (exit code ${code})`)));
    this.#worker = worker;
    return worker;
  }

  async #stopWorker(): Promise<void> {
    if (this.#current || this.#queue.length > 0) return;
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }
}
