import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { VerifyToken } from '../auth';
import { itineraryRoutes } from './routes';
import { ItineraryService } from './service';
import { TripFacts } from './trip-facts';

export type { TripFact, TripFacts } from './trip-facts';

export interface ItinerariesDeps {
  database: Database;
  verify: VerifyToken;
}

/** Saved itineraries and their sync; returns what other modules may ask about them. */
export async function register(app: FastifyInstance, deps: ItinerariesDeps): Promise<{ trips: TripFacts }> {
  await app.register(
    itineraryRoutes({ service: new ItineraryService(deps.database.db), verify: deps.verify }),
  );
  return { trips: new TripFacts(deps.database.db) };
}
