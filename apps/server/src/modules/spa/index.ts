import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { registerSpa } from './routes';

export interface SpaDeps {
  config: Pick<AppConfig, 'webDistDir'>;
}

/** The built web app, its hashed assets and the history fallback; last, after every API route. */
export async function register(app: FastifyInstance, deps: SpaDeps): Promise<void> {
  await registerSpa(app, deps.config.webDistDir);
}
