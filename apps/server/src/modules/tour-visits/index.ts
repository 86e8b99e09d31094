import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { VerifyToken } from '../auth';
import { tourVisitRoutes } from './routes';
import { TourVisitService } from './service';

export interface TourVisitsDeps {
  config: Pick<AppConfig, 'tourVisitsRateLimit'>;
  database: Database;
  verify: VerifyToken;
}

/** A signed-in user's guided-tour progress, kept in the account so it follows them across devices. */
export async function register(app: FastifyInstance, deps: TourVisitsDeps): Promise<void> {
  await app.register(
    tourVisitRoutes({
      service: new TourVisitService(deps.database.db),
      verify: deps.verify,
      rateLimit: deps.config.tourVisitsRateLimit,
    }),
  );
}
