// Entry of the recognition worker thread: feature detection and matching take CPU for hundreds of
// milliseconds per photo, so they run here instead of on the server's event loop. Bundled as
// dist/recognition-worker.js.
import { answerOnceSetUp, answerRequests, messageOf, type WorkerResponse } from '../../shared/worker-port';
import { loadOpenCv } from './opencv';
import type { ReferenceFile } from './references';
import type { GreyImage } from './grey-pixels';
import { VisualIndex, type VisualSearchResult } from './visual-index';

export type RecognitionWorkerRequest =
  { type: 'index'; references: ReferenceFile[] } | { type: 'query'; id: number; image: GreyImage };

/** The size of the index built, and how long loading OpenCV and building the index took. */
export interface IndexStats {
  references: number;
  openCvMs: number;
  indexMs: number;
}

export type RecognitionWorkerResponse = WorkerResponse<IndexStats, VisualSearchResult>;

let index: Promise<VisualIndex> | undefined;

answerRequests<RecognitionWorkerRequest, RecognitionWorkerResponse>('recognition-worker', (request, send) => {
  if (request.type === 'index') {
    const started = performance.now();
    index = (async () => {
      const cv = await loadOpenCv();
      const loaded = performance.now();
      const built = await VisualIndex.build(
        cv,
        request.references.map(({ subject, kind, path }) => ({ subject, kind, image: path })),
      );
      const stats = {
        references: built.size,
        openCvMs: Math.round(loaded - started),
        indexMs: Math.round(performance.now() - loaded),
      };
      send({ type: 'ready', stats });
      return built;
    })();
    index.catch((error: unknown) => send({ type: 'setup-failed', message: messageOf(error) }));
    return;
  }
  answerOnceSetUp(send, request.id, index, 'the index was never built', (built) =>
    built.search(request.image),
  );
});
