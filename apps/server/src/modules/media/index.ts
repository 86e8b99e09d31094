import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { mediaRoutes } from './routes';

export interface MediaDeps {
  config: Pick<AppConfig, 'mediaDir' | 'dataDir' | 'mediaRateLimit'>;
}

/** Responsive variants of the artwork and landmark images (and the games' crops). */
export async function register(app: FastifyInstance, deps: MediaDeps): Promise<void> {
  const { config } = deps;
  await app.register(
    mediaRoutes({ mediaDir: config.mediaDir, dataDir: config.dataDir, rateLimit: config.mediaRateLimit }),
  );
}
