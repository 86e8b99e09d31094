import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { Limiter } from '../../shared/limiter';
import type { RecognitionWorkerRequest, RecognitionWorkerResponse } from './recognition-worker';
import type { ReferenceFile } from './references';
import type { GreyImage } from './grey-pixels';
import type { VisualSearchResult } from './visual-index';

/**
 * What the service needs from a recogniser: the subjects a photo certainly shows, best first, and the
 * ones it may show. The photo comes as grey pixels scaled for the index (`greyPixels`), so the worker
 * does not decode it again.
 */
export interface Recogniser {
  recognise(image: GreyImage): Promise<VisualSearchResult>;
}

export interface IndexStats {
  references: number;
  openCvMs: number;
  indexMs: number;
}

interface Pending {
  resolve(result: VisualSearchResult): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * `recognition-worker.js` beside `dist/main.js` in the esbuild bundle (see build.mjs), or, from the
 * TypeScript sources (tsx, vitest), a bootstrap that loads `recognition-worker.ts` through tsx.
 */
function startWorker(): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  return new Worker(
    new URL(fromSources ? './recognition-worker-dev.mjs' : './recognition-worker.js', import.meta.url),
  );
}

/**
 * The embedded visual recogniser: one worker thread that holds OpenCV and the index of the reference
 * photos, built once (about a second and a half) on the first photo or when `warm()` is called after
 * the server listens. At most two photos are in the worker at a time; the others wait their turn, so
 * a burst of uploads neither blocks the event loop nor piles up 10 MB buffers. A crashed or stuck
 * worker is replaced on the next photo.
 */
export class VisualRecogniser implements Recogniser {
  #worker: Worker | undefined;
  #indexed: Promise<IndexStats> | undefined;
  #references: ReferenceFile[] = [];
  readonly #pending = new Map<number, Pending>();
  readonly #slots = new Limiter(2);
  #nextId = 1;
  #closed = false;

  constructor(
    private readonly options: {
      listReferences: () => Promise<ReferenceFile[]>;
      /** A photo taking longer than this means the worker is stuck: it is replaced. */
      queryTimeoutMs?: number;
      log?: FastifyBaseLogger;
    },
  ) {}

  /** Builds the index now rather than on the first photo. */
  warm(): Promise<IndexStats> {
    if (!this.#indexed) {
      const attempt = this.#index();
      this.#indexed = attempt;
      // A failed build is forgotten, so the next photo tries again.
      attempt.catch(() => {
        if (this.#indexed === attempt) this.#indexed = undefined;
      });
    }
    return this.#indexed;
  }

  async recognise(image: GreyImage): Promise<VisualSearchResult> {
    const stats = await this.warm();
    if (stats.references === 0) return { claims: [], possible: [] };
    return this.#slots.run(() => this.#query(image));
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#stop(new Error('the recogniser is shut down'));
  }

  async #index(): Promise<IndexStats> {
    if (this.#closed) throw new Error('the recogniser is shut down');
    this.#references = await this.options.listReferences();
    if (this.#references.length === 0) return { references: 0, openCvMs: 0, indexMs: 0 };
    const worker = this.#ensureWorker();
    const stats = await new Promise<IndexStats>((resolve, reject) => {
      const onMessage = (response: RecognitionWorkerResponse) => {
        if (response.type === 'indexed') {
          worker.off('message', onMessage);
          resolve({ references: response.size, openCvMs: response.openCvMs, indexMs: response.indexMs });
        } else if (response.type === 'index-failed') {
          worker.off('message', onMessage);
          reject(new Error(`the visual index could not be built: ${response.message}`));
        }
      };
      worker.on('message', onMessage);
      worker.once('exit', () => reject(new Error('the recognition worker stopped while indexing')));
      this.#post({ type: 'index', references: this.#references });
    });
    this.options.log?.info(stats, 'visual index of the reference photos built');
    return stats;
  }

  #query(image: GreyImage): Promise<VisualSearchResult> {
    const id = this.#nextId++;
    // Node cannot move memory sharp allocated (or a slice of a pooled buffer) to another thread, it
    // clones it instead: one copy into an ArrayBuffer of our own (a few hundred KB), which is moved.
    const data = new Uint8Array(image.data);
    return new Promise<VisualSearchResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error('the recogniser took too long'));
        void this.#stop(new Error('the recognition worker was restarted after a stuck photo'));
      }, this.options.queryTimeoutMs ?? 20_000);
      this.#pending.set(id, { resolve, reject, timer });
      this.#post({ type: 'query', id, image: { data, width: image.width, height: image.height } }, [
        data.buffer,
      ]);
    });
  }

  #post(request: RecognitionWorkerRequest, transfer: ArrayBuffer[] = []): void {
    this.#ensureWorker().postMessage(request, transfer);
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorker();
    worker.on('message', (response: RecognitionWorkerResponse) => {
      if (response.type !== 'matches' && response.type !== 'query-failed') return;
      const pending = this.#pending.get(response.id);
      if (!pending) return;
      this.#pending.delete(response.id);
      clearTimeout(pending.timer);
      if (response.type === 'matches') pending.resolve(response.result);
      else pending.reject(new Error(response.message));
    });
    const fail = (error: Error) => {
      if (this.#worker !== worker) return;
      this.options.log?.error({ err: error }, 'the recognition worker failed');
      void this.#stop(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the recognition worker stopped (exit code ${code})`)));
    this.#worker = worker;
    return worker;
  }

  /** Stops the worker and fails what it was doing; the next photo starts a new one and re-indexes. */
  async #stop(error: Error): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    this.#indexed = undefined;
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.#pending.delete(id);
    }
    await worker?.terminate();
  }
}
