// Entry of the global ranker's worker thread: the network takes ~50 ms of CPU per photo and a minute
// to describe the references on a first start, so it runs beside the event loop and beside the ORB
// worker. Bundled as dist/recognition-global-worker.js (see build.mjs).
import { answerRequests, messageOf } from '../../../shared/worker-port';
import type { ReferenceFile } from '../references';
import { rank, type Ranking } from './ranker-model';
import { setUpGlobalRanker, type GlobalSetup, type GlobalSetupStats } from './setup';
import type { RgbImage } from './views';

export type GlobalWorkerRequest =
  | { type: 'load'; references: ReferenceFile[]; cacheDir?: string }
  | { type: 'rank'; id: number; image: RgbImage };

export type GlobalWorkerResponse =
  | { type: 'loaded'; stats: GlobalSetupStats }
  | { type: 'load-failed'; message: string }
  | { type: 'ranked'; id: number; ranking: Ranking; queryMs: number }
  | { type: 'rank-failed'; id: number; message: string };

let setup: Promise<GlobalSetup> | undefined;

answerRequests<GlobalWorkerRequest, GlobalWorkerResponse>('global-worker', (request, send) => {
  if (request.type === 'load') {
    setup = setUpGlobalRanker(request.references, request.cacheDir);
    setup.then(
      ({ stats }) => send({ type: 'loaded', stats }),
      (error: unknown) => send({ type: 'load-failed', message: messageOf(error) }),
    );
    return;
  }
  const { id, image } = request;
  const started = performance.now();
  if (!setup) return send({ type: 'rank-failed', id, message: 'the ranker was never loaded' });
  setup
    .then(async ({ embedder, model }) => rank(model, await embedder.ofVisitorPhoto(image)))
    .then(
      (ranking) => send({ type: 'ranked', id, ranking, queryMs: Math.round(performance.now() - started) }),
      (error: unknown) => send({ type: 'rank-failed', id, message: messageOf(error) }),
    );
});
