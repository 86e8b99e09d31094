import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { Limiter } from '../../../shared/limiter';
import type { ReferenceFile } from '../references';
import type { GlobalWorkerRequest } from './global-worker';
import type { Ranking } from './ranker-model';
import type { GlobalSetupStats } from './setup';
import type { RgbImage } from './views';
import { WorkerClient } from '../worker-client';

export type { Ranking, RankedSubject } from './ranker-model';
export { rgbOfPhoto, type RgbImage } from './views';

/**
 * `recognition-global-worker.js` beside `dist/main.js` in the esbuild bundle (see build.mjs), or, from
 * the TypeScript sources (tsx, vitest), a bootstrap that loads `global-worker.ts` through tsx.
 */
function startWorker(): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  return new Worker(
    new URL(fromSources ? './global-worker-dev.mjs' : './recognition-global-worker.js', import.meta.url),
  );
}

/**
 * The learned global stage of recognition: ranks every subject for a photo, with a probability-like
 * score, and says how likely the photo shows none of them. One worker thread holds the network (about
 * 60 MB) and the trained ranker; it loads on `warm()` or the first photo: a fraction of a second with
 * the cache in `cacheDir` (DATA_DIR), about a minute on a first start, while it describes the
 * references. Photos go to the worker one at a time (the network is single-threaded anyway); a
 * crashed or stuck worker is replaced on the next photo.
 */
export class GlobalRanker {
  #loaded: Promise<GlobalSetupStats | undefined> | undefined;
  readonly #slots = new Limiter(1);
  readonly #worker: WorkerClient<GlobalWorkerRequest, GlobalSetupStats, Ranking>;
  #closed = false;
  #ready = false;

  constructor(
    private readonly options: {
      listReferences: () => Promise<ReferenceFile[]>;
      /** Where reference descriptors and the trained ranker are cached; none: computed every start. */
      cacheDir?: string;
      /** A photo taking longer than this means the worker is stuck: it is replaced. */
      queryTimeoutMs?: number;
      log?: FastifyBaseLogger;
    },
  ) {
    this.#worker = new WorkerClient({
      start: startWorker,
      names: { worker: 'the global ranker worker', service: 'the global ranker' },
      timeoutMs: options.queryTimeoutMs ?? 20_000,
      // The next photo starts a new worker and loads again.
      onStop: () => {
        this.#loaded = undefined;
        this.#ready = false;
      },
      log: options.log,
    });
  }

  /**
   * Whether a photo is ranked at once: loaded, with references. Until then the service does not wait
   * for it (a first start takes about a minute), and the local stage answers alone.
   */
  get ready(): boolean {
    return this.#ready;
  }

  /** Loads the network and the ranker now rather than on the first photo. Undefined: no references. */
  warm(): Promise<GlobalSetupStats | undefined> {
    if (!this.#loaded) {
      const attempt = this.#load();
      this.#loaded = attempt;
      attempt.then(
        (stats) => {
          if (this.#loaded === attempt) this.#ready = stats !== undefined;
        },
        () => {},
      );
      // A failed load is forgotten, so the next photo tries again.
      attempt.catch(() => {
        if (this.#loaded === attempt) this.#loaded = undefined;
      });
    }
    return this.#loaded;
  }

  /** Every subject, most likely first, and the probability that the photo shows none of them. */
  async rank(image: RgbImage): Promise<Ranking> {
    const stats = await this.warm();
    if (!stats) return { ranked: [], background: 1 };
    return this.#slots.run(() => this.#query(image));
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#worker.stop(new Error('the global ranker is shut down'));
  }

  async #load(): Promise<GlobalSetupStats | undefined> {
    if (this.#closed) throw new Error('the global ranker is shut down');
    const references = await this.options.listReferences();
    if (references.length === 0) return undefined;
    const stats = await this.#worker.setUp(
      { type: 'load', references, cacheDir: this.options.cacheDir },
      'the global ranker could not be loaded',
      'loading',
    );
    this.options.log?.info(stats, 'global ranker of the reference photos loaded');
    return stats;
  }

  #query(image: RgbImage): Promise<Ranking> {
    // A copy into an ArrayBuffer of our own, moved to the worker (sharp's buffers cannot be moved).
    const data = new Uint8Array(image.data);
    return this.#worker.request(
      (id) => ({ type: 'rank', id, image: { data, width: image.width, height: image.height } }),
      [data.buffer],
    );
  }
}
