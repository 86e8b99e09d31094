import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { GazetteerLoader } from './gazetteer';
import { PhotonGeocoder } from './geocoder';
import { mapConfigOf } from './map-config';
import { mapRoutes } from './map-routes';
import { RoutePlanner } from './route-planner';
import { OsrmClient } from './routing';
import { placeRoutes } from './routes';
import { seedLocalPlaces } from './seed';
import { PlaceService } from './service';

export { GazetteerLoader } from './gazetteer';
export { seedLocalPlaces } from './seed';

export interface PlacesDeps {
  config: AppConfig;
  database: Database;
}

const gazetteerStartDelayMs = 1000;

/**
 * Destinations, landmarks, place search, and the map's settings and routes (through ROUTING_URL).
 * The bundled content is upserted before the server listens (it is small); the world gazetteer
 * loads after it listens, so the first start is not slowed; with WARM_ON_START=false (tests) it is not
 * loaded unless someone calls `gazetteer.ensure()`.
 */
export async function register(
  app: FastifyInstance,
  deps: PlacesDeps,
): Promise<{ gazetteer: GazetteerLoader; service: PlaceService }> {
  const { config, database } = deps;
  await seedLocalPlaces(database.db);
  const geocoder = config.geocoderUrl ? new PhotonGeocoder(config.geocoderUrl) : undefined;
  const service = new PlaceService(database.db, geocoder, app.log);
  // Search is served from memory once every place is in the database; until then, by the database.
  const gazetteer = new GazetteerLoader(database.db, app.log, async () => {
    await service.buildSearchIndex();
  });
  await app.register(placeRoutes({ service, searchRateLimit: config.placeSearchRateLimit }));
  const { routing } = config;
  const engine = routing ? new OsrmClient(routing.url, routing.timeoutMs) : undefined;
  const planner = new RoutePlanner(engine, routing?.profile ?? 'driving', app.log);
  await app.register(mapRoutes({ mapConfig: mapConfigOf(config), planner }));
  if (config.warmOnStart) {
    // A moment after listening, so the first requests (health checks, the first page) are not
    // queued behind the load on PGlite, which runs on this thread.
    app.addHook('onListen', async () => {
      const timer = setTimeout(() => {
        gazetteer.ensure().catch((error: unknown) => app.log.error({ err: error }, 'gazetteer load failed'));
      }, gazetteerStartDelayMs);
      timer.unref();
    });
  }
  // Before the database closes (hooks run in order of registration, and the database's came first).
  app.addHook('preClose', async () => gazetteer.stop());
  return { gazetteer, service };
}
