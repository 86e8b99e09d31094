import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { VerifyToken } from '../auth/caller';
import { VisualRecogniser, type Recogniser } from './recogniser';
import { listReferenceFiles } from './references';
import { RecognitionRecords } from './recorded';
import { recognitionRoutes } from './routes';
import { RecognitionService } from './service';
import { askVisionProvider } from './vision-provider';

/**
 * Photo recognition: the visual recogniser in its worker thread (indexed once the server listens,
 * or on the first photo in tests), the optional vision provider, and the route.
 */
export async function registerRecognition(
  app: FastifyInstance,
  options: { config: AppConfig; db: Db; verify: VerifyToken; recogniser?: Recogniser },
): Promise<void> {
  const { config } = options;
  let recogniser = options.recogniser;
  if (!recogniser) {
    const visual = new VisualRecogniser({
      listReferences: () => listReferenceFiles(config.mediaDir),
      log: app.log,
    });
    app.addHook('onClose', async () => visual.close());
    if (config.env !== 'test') {
      app.addHook('onListen', async () => {
        // In the background: the server answers while the index is built.
        visual.warm().catch((error: unknown) => app.log.error({ err: error }, 'visual index failed'));
      });
    }
    recogniser = visual;
  }
  const vision = config.aiVisionProvider;
  const service = new RecognitionService({
    recogniser,
    ...(vision ? { askVision: (image) => askVisionProvider(vision, image, config.aiTimeoutMs) } : {}),
    log: app.log,
  });
  await app.register(
    recognitionRoutes({
      service,
      records: new RecognitionRecords(options.db),
      verify: options.verify,
      rateLimit: config.recognitionRateLimit,
    }),
  );
}
