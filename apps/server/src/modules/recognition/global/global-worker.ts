// Entry of the global ranker's worker thread: the network takes ~50 ms of CPU per photo and a minute
// to describe the references on a first start, so it runs beside the event loop and beside the ORB
// worker. Bundled as dist/recognition-global-worker.js (see build.mjs).
import { answerOnceSetUp, answerRequests, messageOf, type WorkerResponse } from '../../../shared/worker-port';
import type { ReferenceFile } from '../references';
import { rank, type Ranking } from './ranker-model';
import { setUpGlobalRanker, type GlobalSetup, type GlobalSetupStats } from './setup';
import type { RgbImage } from './views';

export type GlobalWorkerRequest =
  | { type: 'load'; references: ReferenceFile[]; cacheDir?: string }
  | { type: 'rank'; id: number; image: RgbImage };

export type GlobalWorkerResponse = WorkerResponse<GlobalSetupStats, Ranking>;

let setup: Promise<GlobalSetup> | undefined;

answerRequests<GlobalWorkerRequest, GlobalWorkerResponse>('global-worker', (request, send) => {
  if (request.type === 'load') {
    setup = setUpGlobalRanker(request.references, request.cacheDir);
    setup.then(
      ({ stats }) => send({ type: 'ready', stats }),
      (error: unknown) => send({ type: 'setup-failed', message: messageOf(error) }),
    );
    return;
  }
  answerOnceSetUp(send, request.id, setup, 'the ranker was never loaded', async ({ embedder, model }) =>
    rank(model, await embedder.ofVisitorPhoto(request.image)),
  );
});
