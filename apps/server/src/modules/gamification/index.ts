import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { VerifyToken } from '../auth';
import type { TripFacts } from '../itineraries';
import { seedCatalogue } from './catalogue-seed';
import { gameRoundRoutes } from './round-routes';
import { GameRoundService } from './rounds';
import { gamificationFunctionRoutes, gamificationRpcRoutes } from './routes';
import { GamificationService } from './service';

export { seedCatalogue } from './catalogue-seed';
export { startAchievements } from './new-account';
export type { GamificationService } from './service';

export interface GamificationDeps {
  config: Pick<AppConfig, 'gamificationRateLimit'>;
  database: Database;
  verify: VerifyToken;
  trips: TripFacts;
  now?: () => Date;
}

/**
 * XP, achievements, challenges, the leaderboard and game rounds (the function and the remote
 * procedures). The achievement and badge catalogue of packages/content is written first, when it
 * changed. Returns the service other modules award XP through.
 */
export async function register(
  app: FastifyInstance,
  deps: GamificationDeps,
): Promise<{ service: GamificationService }> {
  const { database, verify, now } = deps;
  const rateLimit = deps.config.gamificationRateLimit;
  await seedCatalogue(database.db);
  const service = new GamificationService(database.db, deps.trips, now);
  await app.register(gamificationFunctionRoutes({ service, verify, rateLimit }));
  await app.register(
    gameRoundRoutes({ service: new GameRoundService(database.db, service, now), verify, rateLimit }),
  );
  await app.register(gamificationRpcRoutes({ service, verify }));
  return { service };
}
