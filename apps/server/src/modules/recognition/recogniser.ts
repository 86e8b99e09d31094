import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { Limiter } from '../../shared/limiter';
import type { IndexStats, RecognitionWorkerRequest } from './recognition-worker';

export type { IndexStats } from './recognition-worker';
import type { ReferenceFile } from './references';
import type { GreyImage } from './grey-pixels';
import type { VisualSearchResult } from './visual-index';
import { WorkerClient } from './worker-client';

/**
 * What the service needs from a recogniser: the subjects a photo certainly shows, best first, and the
 * ones it may show. The photo comes as grey pixels scaled for the index (`greyPixels`), so the worker
 * does not decode it again.
 */
export interface Recogniser {
  recognise(image: GreyImage): Promise<VisualSearchResult>;
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
  #indexed: Promise<IndexStats> | undefined;
  #references: ReferenceFile[] = [];
  readonly #slots = new Limiter(2);
  readonly #worker: WorkerClient<RecognitionWorkerRequest, IndexStats, VisualSearchResult>;
  #closed = false;

  constructor(
    private readonly options: {
      listReferences: () => Promise<ReferenceFile[]>;
      /** A photo taking longer than this means the worker is stuck: it is replaced. */
      queryTimeoutMs?: number;
      log?: FastifyBaseLogger;
    },
  ) {
    this.#worker = new WorkerClient({
      start: startWorker,
      names: { worker: 'the recognition worker', service: 'the recogniser' },
      timeoutMs: options.queryTimeoutMs ?? 20_000,
      // The next photo starts a new worker and re-indexes.
      onStop: () => {
        this.#indexed = undefined;
      },
      log: options.log,
    });
  }

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
    await this.#worker.stop(new Error('the recogniser is shut down'));
  }

  async #index(): Promise<IndexStats> {
    if (this.#closed) throw new Error('the recogniser is shut down');
    this.#references = await this.options.listReferences();
    if (this.#references.length === 0) return { references: 0, openCvMs: 0, indexMs: 0 };
    const stats = await this.#worker.setUp(
      { type: 'index', references: this.#references },
      'the visual index could not be built',
      'indexing',
    );
    this.options.log?.info(stats, 'visual index of the reference photos built');
    return stats;
  }

  #query(image: GreyImage): Promise<VisualSearchResult> {
    // Node cannot move memory sharp allocated (or a slice of a pooled buffer) to another thread, it
    // clones it instead: one copy into an ArrayBuffer of our own (a few hundred KB), which is moved.
    const data = new Uint8Array(image.data);
    return this.#worker.request(
      (id) => ({ type: 'query', id, image: { data, width: image.width, height: image.height } }),
      [data.buffer],
    );
  }
}
