import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/errors';
import { registerOpenApi } from './http/openapi';
import { fastifyTrustProxy } from './http/trust-proxy';
import { registerSecurityHeaders } from './http/security';
import { serverTimeoutOptions } from './http/timeouts';
import { registerAiChat } from './modules/ai-chat/plugin';
import { audioRoutes } from './modules/audio/routes';
import { registerAccounts, type AccountsOverrides } from './modules/auth/plugin';
import { seedCatalogue } from './modules/gamification/catalogue-seed';
import { GamificationService } from './modules/gamification/service';
import { gameRoundRoutes } from './modules/gamification/round-routes';
import { GameRoundService } from './modules/gamification/rounds';
import { gamificationFunctionRoutes, gamificationRpcRoutes } from './modules/gamification/routes';
import { ItineraryService } from './modules/itineraries/service';
import { itineraryRoutes } from './modules/itineraries/routes';
import { SocialService } from './modules/social/service';
import { socialRoutes } from './modules/social/routes';
import { dateSamplePosts } from './modules/social/sample-posts';
import { UploadLedger } from './modules/uploads/ledger';
import { uploadRoutes } from './modules/uploads/routes';
import { createObjectStore } from './modules/uploads/store';
import type { AuthService } from './modules/auth/service';
import { healthRoutes } from './modules/health/routes';
import { mediaRoutes } from './modules/media/routes';
import type { GazetteerLoader } from './modules/places/gazetteer';
import { registerPlaces } from './modules/places/plugin';
import { registerRecognition } from './modules/recognition/plugin';
import type { Recogniser } from './modules/recognition/recogniser';
import { registerSpa } from './modules/spa/routes';
import { lockDataDir } from './storage/data-dir-lock';
import { appVersion } from './version';

// What buildApp decorates the server with; declared on Fastify's own type so no caller needs a cast.
declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    auth: AuthService;
    /** Loads the world cities for place search (after listen with WARM_ON_START, else on demand). */
    gazetteer: GazetteerLoader;
    /** Prepares both recognition stages now (after listen with WARM_ON_START, else on demand). */
    warmRecognition: () => Promise<void>;
  }
}

export type App = FastifyInstance;

/** Parts tests may swap; everything else comes from the configuration. */
export type AppOverrides = AccountsOverrides & {
  /** The wait between AI provider attempts (tests make it instant and count it). */
  aiSleep?: (ms: number) => Promise<void>;
  /** Stands in for the visual recogniser (tests of the service's failure paths). */
  recogniser?: Recogniser;
  /** Sees every route as it is registered, hidden ones included (the all-routes fuzz enumerates them). */
  onRoute?: (route: RouteOptions) => void;
};

/** Bodies of routes that set no limit of their own; the larger ones (uploads, sync) set theirs. */
export const defaultBodyLimit = 1024 * 1024;

/** Builds the whole server without listening, so tests can start it on a random port. */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<App> {
  // Before anything opens the database or writes in DATA_DIR: a second server on the same directory
  // would open PGlite alongside this one, and a crash of either could then lose acknowledged writes.
  const lock = lockDataDir(config.dataDir);
  try {
    return await assembleApp(config, overrides, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function assembleApp(
  config: AppConfig,
  overrides: AppOverrides,
  releaseDataDir: () => void,
): Promise<App> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // Only a configured proxy may set the client address; otherwise X-Forwarded-For is ignored.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: defaultBodyLimit,
    ...serverTimeoutOptions(config.timeouts),
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // First, so it sees the routes of every plugin registered below.
  if (overrides.onRoute) app.addHook('onRoute', overrides.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  // onClose hooks run last-added first: these two run after every other, the lock after the database.
  app.addHook('onClose', async () => releaseDataDir());
  app.addHook('onClose', async () => database.close());

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await registerOpenApi(app, appVersion);

  const { auth, verify } = await registerAccounts(app, { config, database, overrides });
  app.decorate('auth', auth);
  await app.register(itineraryRoutes({ service: new ItineraryService(database.db), verify }));
  // Gamification (function and remote procedures) and the travel feed, which awards XP through it.
  // The achievement, badge and sample-post catalogue of packages/content, written when it changed.
  await seedCatalogue(database.db);
  const gamification = new GamificationService(database.db, overrides.now);
  const gamificationRateLimit = config.gamificationRateLimit;
  await app.register(
    gamificationFunctionRoutes({ service: gamification, verify, rateLimit: gamificationRateLimit }),
  );
  await app.register(
    gameRoundRoutes({
      service: new GameRoundService(database.db, gamification, overrides.now),
      verify,
      rateLimit: gamificationRateLimit,
    }),
  );
  await app.register(gamificationRpcRoutes({ service: gamification, verify }));
  const store = await createObjectStore(config);
  const ledger = new UploadLedger(database.db, store, app.log);
  // A new feed's sample posts read as written in the days before this first start.
  await dateSamplePosts(database.db, overrides.now?.() ?? new Date());
  await app.register(socialRoutes({ service: new SocialService(database.db, gamification, ledger), verify }));
  await app.register(uploadRoutes({ store, ledger, verify }));

  const clock = overrides.now;
  await registerAiChat(app, {
    config,
    overrides: {
      ...(clock ? { now: () => clock().getTime() } : {}),
      ...(overrides.aiSleep ? { sleep: overrides.aiSleep } : {}),
    },
  });
  const { warm: warmRecognition } = await registerRecognition(app, {
    config,
    db: database.db,
    verify,
    ...(overrides.recogniser ? { recogniser: overrides.recogniser } : {}),
  });
  app.decorate('warmRecognition', warmRecognition);
  const { gazetteer, service: places } = await registerPlaces(app, { config, database });
  app.decorate('gazetteer', gazetteer);
  await app.register(healthRoutes({ database, version: appVersion, placeSearch: () => places.searchSource }));
  await app.register(
    mediaRoutes({ mediaDir: config.mediaDir, dataDir: config.dataDir, rateLimit: config.mediaRateLimit }),
  );
  await app.register(audioRoutes({ dataDir: config.dataDir, warmCache: config.warmOnStart }));
  await registerSpa(app, config.webDistDir);

  return app;
}
