import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/errors';
import { registerOpenApi } from './http/openapi';
import { fastifyTrustProxy } from './http/trust-proxy';
import { registerSecurityHeaders } from './http/security';
import { serverTimeoutOptions } from './http/timeouts';
import * as aiChat from './modules/ai-chat';
import * as audio from './modules/audio';
import * as auth from './modules/auth';
import * as gamification from './modules/gamification';
import * as health from './modules/health';
import * as itineraries from './modules/itineraries';
import * as media from './modules/media';
import * as places from './modules/places';
import * as profiles from './modules/profiles';
import * as recognition from './modules/recognition';
import * as social from './modules/social';
import * as spa from './modules/spa';
import * as tourVisits from './modules/tour-visits';
import * as uploads from './modules/uploads';
import { lockDataDir } from './storage/data-dir-lock';
import { appVersion } from './version';

// What buildApp decorates the server with; declared on Fastify's own type so no caller needs a cast.
declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    auth: auth.AuthService;
    /** Loads the world cities for place search (after listen with WARM_ON_START, else on demand). */
    gazetteer: places.GazetteerLoader;
    /** Prepares both recognition stages now (after listen with WARM_ON_START, else on demand). */
    warmRecognition: () => Promise<void>;
  }
}

export type App = FastifyInstance;

/** Parts tests may swap; everything else comes from the configuration. */
export type AppOverrides = auth.AccountsOverrides & {
  /** The wait between AI provider attempts (tests make it instant and count it). */
  aiSleep?: (ms: number) => Promise<void>;
  /** Stands in for the visual recogniser (tests of the service's failure paths). */
  recogniser?: recognition.Recogniser;
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

  // The modules, each through its entry point; a module gets what it uses of another from here.
  const now = overrides.now;
  const accounts = await auth.register(app, {
    config,
    database,
    overrides,
    newAccount: [profiles.startProfile, gamification.startAchievements],
  });
  app.decorate('auth', accounts.auth);
  const { verify } = accounts;
  await profiles.register(app, { database, verify });
  const { trips } = await itineraries.register(app, { database, verify });
  const xp = await gamification.register(app, { config, database, verify, trips, now });
  const { ledger } = await uploads.register(app, { config, database, verify });
  await social.register(app, { database, verify, gamification: xp.service, ledger, now });
  await tourVisits.register(app, { config, database, verify });
  await aiChat.register(app, {
    config,
    overrides: {
      ...(now ? { now: () => now().getTime() } : {}),
      ...(overrides.aiSleep ? { sleep: overrides.aiSleep } : {}),
    },
  });
  const recognitionModule = await recognition.register(app, {
    config,
    database,
    verify,
    ...(overrides.recogniser ? { recogniser: overrides.recogniser } : {}),
  });
  app.decorate('warmRecognition', recognitionModule.warm);
  const placesModule = await places.register(app, { config, database });
  app.decorate('gazetteer', placesModule.gazetteer);
  await health.register(app, {
    database,
    version: appVersion,
    placeSearch: () => placesModule.service.searchSource,
  });
  await media.register(app, { config });
  await audio.register(app, { config });
  // Last: every path no API route took is a page of the web app.
  await spa.register(app, { config });

  return app;
}
