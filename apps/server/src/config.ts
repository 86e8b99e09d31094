import { resolve } from 'node:path';
import { z } from 'zod';
import { emptyAsUndefined, optionalString, optionalUrl } from './env-values';
import { httpEnv, httpSettings } from './http/config';
import { aiChatEnv, aiChatSettings } from './modules/ai-chat/config';
import { authEnv, authSettings } from './modules/auth/config';
import { gamificationEnv, gamificationSettings } from './modules/gamification/config';
import { mediaEnv, mediaSettings } from './modules/media/config';
import { placesEnv, placesSettings } from './modules/places/config';
import { recognitionEnv, recognitionSettings } from './modules/recognition/config';
import { tourVisitsEnv, tourVisitsSettings } from './modules/tour-visits/config';
import { uploadsEnv, uploadsSettings } from './modules/uploads/config';
import { defaultWebDistDir } from './paths';

/*
 * Each variable is declared once, in the slice of the part of the server that reads it (the modules'
 * `config.ts`, which import nothing back from here); this file composes the slices, and `AppConfig`
 * is whatever the composed schema yields. docs/configuration.md and .env.example list every variable
 * (config.test.ts checks both against the schema).
 */

/** Variables the whole server shares: where it listens, where its data lives, and its services. */
const coreEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  MEDIA_DIR: optionalString,
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  WEB_DIST_DIR: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: optionalUrl(/^rediss?$/),
  REDIS_PREFIX: z.preprocess(emptyAsUndefined, z.string().min(1).default('artvoyage:')),
  WARM_ON_START: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
});

/** Every variable the server reads from the environment. */
export const envSchema = z.object({
  ...coreEnv.shape,
  ...httpEnv.shape,
  ...authEnv.shape,
  ...gamificationEnv.shape,
  ...tourVisitsEnv.shape,
  ...uploadsEnv.shape,
  ...mediaEnv.shape,
  ...placesEnv.shape,
  ...aiChatEnv.shape,
  ...recognitionEnv.shape,
});

/** The environment turned into the server's settings, with the checks that span several variables. */
export const configSchema = envSchema.transform((env, ctx) => {
  // Without PUBLIC_ORIGIN, e-mail links take their host from the request's Host header, which anyone can
  // set: a reset link for someone else's address would point at the sender's server and hand it the token.
  // The outbox (no SMTP_URL) reaches nobody, so only real delivery in production needs the origin.
  if (env.SMTP_URL && !env.PUBLIC_ORIGIN && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_ORIGIN'],
      message:
        'required with SMTP_URL in production (e-mail links must not take their host from the request)',
    });
  }
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    mediaDir: resolve(env.MEDIA_DIR ?? resolve(dataDir, 'media')),
    databaseUrl: env.DATABASE_URL,
    webDistDir: resolve(env.WEB_DIST_DIR ?? defaultWebDistDir),
    logLevel: env.LOG_LEVEL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    /**
     * Whether the slow preparations start in the background once the server listens (audio guides,
     * world cities, the recogniser's indexes). Tests start many servers and prepare only what they use.
     */
    warmOnStart: env.WARM_ON_START ? env.WARM_ON_START === 'true' : env.NODE_ENV !== 'test',
    ...httpSettings(env),
    ...authSettings(env),
    ...gamificationSettings(env),
    ...tourVisitsSettings(env),
    ...uploadsSettings(env, ctx),
    ...mediaSettings(env),
    ...placesSettings(env, ctx),
    ...aiChatSettings(env),
    ...recognitionSettings(env, dataDir),
  };
});

export type AppConfig = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    // An issue about several variables has no path: its message names them.
    const lines = parsed.error.issues.map((i) =>
      i.path.length > 0 ? `  ${i.path.join('.')}: ${i.message}` : `  ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
