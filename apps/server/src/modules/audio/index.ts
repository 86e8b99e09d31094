import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { audioRoutes } from './routes';

export interface AudioDeps {
  config: Pick<AppConfig, 'dataDir' | 'warmOnStart'>;
}

/** The audio guides, synthesised offline and cached under DATA_DIR. */
export async function register(app: FastifyInstance, deps: AudioDeps): Promise<void> {
  await app.register(audioRoutes({ dataDir: deps.config.dataDir, warmCache: deps.config.warmOnStart }));
}
