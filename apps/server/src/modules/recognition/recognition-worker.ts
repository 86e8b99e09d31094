// Entry of the recognition worker thread: feature detection and matching take CPU for hundreds of
// milliseconds per photo, so they run here instead of on the server's event loop. Bundled as
// dist/recognition-worker.js.
import { answerRequests, messageOf } from '../../shared/worker-port';
import { loadOpenCv } from './opencv';
import type { ReferenceFile } from './references';
import type { GreyImage } from './grey-pixels';
import { VisualIndex, type VisualSearchResult } from './visual-index';

export type RecognitionWorkerRequest =
  { type: 'index'; references: ReferenceFile[] } | { type: 'query'; id: number; image: GreyImage };

export type RecognitionWorkerResponse =
  | { type: 'indexed'; size: number; openCvMs: number; indexMs: number }
  | { type: 'index-failed'; message: string }
  | { type: 'matches'; id: number; result: VisualSearchResult; queryMs: number }
  | { type: 'query-failed'; id: number; message: string };

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
      send({
        type: 'indexed',
        size: built.size,
        openCvMs: Math.round(loaded - started),
        indexMs: Math.round(performance.now() - loaded),
      });
      return built;
    })();
    index.catch((error: unknown) => send({ type: 'index-failed', message: messageOf(error) }));
    return;
  }
  const { id, image } = request;
  const started = performance.now();
  if (!index) return send({ type: 'query-failed', id, message: 'the index was never built' });
  index
    .then((built) => built.search(image))
    .then(
      (result) => send({ type: 'matches', id, result, queryMs: Math.round(performance.now() - started) }),
      (error: unknown) => send({ type: 'query-failed', id, message: messageOf(error) }),
    );
});
