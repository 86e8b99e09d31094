import type { FastifyInstance } from 'fastify';
import type { Health } from '@artvoyage/contract';
import type { Database } from '../../db/database';
import { healthRoutes } from './routes';

export interface HealthDeps {
  database: Database;
  version: string;
  /** Where place search is answered from right now. */
  placeSearch: () => Health['placeSearch'];
}

/** `GET /api/v1/health`: 200 once the database answers. */
export async function register(app: FastifyInstance, deps: HealthDeps): Promise<void> {
  await app.register(healthRoutes(deps));
}
