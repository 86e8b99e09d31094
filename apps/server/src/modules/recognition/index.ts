import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { VerifyToken } from '../auth';
import { GlobalRanker } from './global/global-ranker';
import { VisualRecogniser, type Recogniser } from './recogniser';
import { listReferenceFiles } from './references';
import { RecognitionRecords } from './recorded';
import { recognitionRoutes } from './routes';
import { RecognitionService } from './service';
import { askVisionProvider } from './vision-provider';

export type { Recogniser } from './recogniser';

export interface RecognitionDeps {
  config: AppConfig;
  database: Database;
  verify: VerifyToken;
  /** Stands in for the visual recogniser (tests of the service's failure paths). */
  recogniser?: Recogniser;
}

/**
 * Photo recognition: the local features in their worker thread (indexed once the server listens, or
 * on the first photo with WARM_ON_START=false), the learned global stage in another (RECOGNITION_GLOBAL), the optional
 * vision provider, and the routes.
 */
export async function register(
  app: FastifyInstance,
  deps: RecognitionDeps,
): Promise<{ warm: () => Promise<void> }> {
  const { config } = deps;
  let recogniser = deps.recogniser;
  let visualIndex: VisualRecogniser | undefined;
  if (!recogniser) {
    const visual = new VisualRecogniser({
      listReferences: () => listReferenceFiles(config.mediaDir),
      log: app.log,
    });
    // Warmed in the background: the server answers while the index is built.
    runWithServer(app, visual, config.warmOnStart, 'visual index failed');
    recogniser = visual;
    visualIndex = visual;
  }
  let global: GlobalRanker | undefined;
  if (config.recognitionGlobal) {
    const ranker = new GlobalRanker({
      listReferences: () => listReferenceFiles(config.mediaDir),
      cacheDir: config.recognitionCacheDir,
      log: app.log,
    });
    // In the background too; until it is ready, photos are answered by the local features alone.
    runWithServer(app, ranker, config.warmOnStart, 'global ranker failed');
    global = ranker;
  }
  const vision = config.aiVisionProvider;
  const service = new RecognitionService({
    recogniser,
    ...(global ? { global } : {}),
    ...(vision ? { askVision: (image) => askVisionProvider(vision, image, config.aiTimeoutMs) } : {}),
    log: app.log,
  });
  await app.register(
    recognitionRoutes({
      service,
      records: new RecognitionRecords(deps.database.db),
      verify: deps.verify,
      rateLimit: config.recognitionRateLimit,
    }),
  );
  return {
    warm: async () => {
      await Promise.all([visualIndex?.warm(), global?.warm()]);
    },
  };
}

/**
 * Stops a stage's worker with the server and, when `warmOnStart`, warms it once the server listens,
 * without waiting for it (a failure is logged as `failure`; the first photo tries again).
 */
function runWithServer(
  app: FastifyInstance,
  stage: { warm(): Promise<unknown>; close(): Promise<void> },
  warmOnStart: boolean,
  failure: string,
): void {
  app.addHook('onClose', async () => stage.close());
  if (!warmOnStart) return;
  app.addHook('onListen', async () => {
    stage.warm().catch((error: unknown) => app.log.error({ err: error }, failure));
  });
}
