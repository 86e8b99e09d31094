import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { apiAccessCheck } from './api-access';
import type { VerifyToken } from './caller';
import type { NewAccountWriter } from './context';
import { authErrors } from './errors';
import { SigningKeys } from './keys';
import { OutboxMailer, OutboxSmsSender, SmtpMailer, type Mailer, type SmsSender } from './mailer';
import { authRoutes, jwksHandler } from './routes';
import { AuthService } from './service';
import { keepStandingsInMemory } from './session-standing';

export { callerHook, type VerifyToken } from './caller';
export { callerJsonRoutes, callerRoutes, type CallerRoutesOptions } from './caller-routes';
export type { NewAccount, NewAccountWriter } from './context';
export type { AuthService } from './service';

/** Parts tests may swap; everything else comes from the configuration. */
export interface AccountsOverrides {
  mailer?: Mailer;
  sms?: SmsSender;
  now?: () => Date;
}

export interface AccountsDeps {
  config: AppConfig;
  database: Database;
  overrides: AccountsOverrides;
  /** What other modules write for a new account, in its sign-up transaction (its profile, its first achievement). */
  newAccount: readonly NewAccountWriter[];
}

/**
 * Accounts: rate limiting, signing keys, mail and SMS, the GoTrue API under /auth/v1 and the root
 * JWKS. Registered on the root instance, not encapsulated, so the rate limiter serves every route;
 * returns the service for `app.auth` and the token check the other APIs use.
 */
export async function register(
  app: FastifyInstance,
  deps: AccountsDeps,
): Promise<{ auth: AuthService; verify: VerifyToken }> {
  const { config, database, overrides } = deps;
  await registerRateLimiting(app, config);
  // Before any request reads a session: on PGlite, standings are kept in memory from here on.
  await keepStandingsInMemory(database);

  const outbox = join(config.dataDir, 'outbox');
  const mailer: Mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? new SmtpMailer(config.smtpUrl, config.mailFrom)
      : new OutboxMailer(outbox, config.mailFrom, app.log));
  const keys = await SigningKeys.open(database.db);
  const auth = new AuthService({
    db: database.db,
    keys,
    mailer,
    sms: overrides.sms ?? new OutboxSmsSender(outbox, app.log),
    jwtExpirySeconds: config.jwtExpirySeconds,
    mfaChallengeTtlSeconds: config.mfaChallengeTtlSeconds,
    newAccount: deps.newAccount,
    ...(overrides.now ? { now: overrides.now } : {}),
    log: app.log,
  });
  // E-mail still on its way is delivered before the mail transport closes.
  app.addHook('onClose', async () => {
    await auth.mail.settled();
    mailer.close?.();
  });
  if (!config.publicOrigin && config.env === 'production') {
    app.log.warn('PUBLIC_ORIGIN is not set: e-mail links use the Host header of each request');
  }

  await app.register(
    authRoutes({ service: auth, keys, publicOrigin: config.publicOrigin, rateLimits: config.rateLimits }),
    { prefix: '/auth/v1' },
  );
  // Also at the root, where JWT libraries look for it by default.
  app.get('/.well-known/jwks.json', { schema: { hide: true } }, jwksHandler(keys));
  // The APIs of signed-in users check the token's session on each request (ended sessions, MFA).
  const verify: VerifyToken = apiAccessCheck(database.db, keys);
  return { auth, verify };
}

/** Per-route limits only (global: false); counted per client address, in Redis when configured. */
async function registerRateLimiting(app: FastifyInstance, config: AppConfig): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        keyPrefix: config.redisPrefix,
        maxRetriesPerRequest: 2,
        lazyConnect: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    ...(redis ? { redis, nameSpace: 'rl:' } : {}),
    errorResponseBuilder: (_request, context) =>
      authErrors.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
