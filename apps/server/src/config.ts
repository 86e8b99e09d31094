import { resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { parseProviders, parseVisionProvider, type ProviderConfig } from './modules/ai-chat/provider-config';
import { osrmProfiles, type OsrmProfile } from './modules/places/routing';
import { parseTileTemplate } from './modules/places/tile-template';
import { defaultWebDistDir } from './paths';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

/** `MAX/SECONDS` (e.g. 20/60): requests per client address and window. */
const requestsPerWindow = (fallback: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d+\/\d+$/, 'expected MAX/SECONDS, e.g. 20/60')
      .default(fallback)
      .transform((value) => {
        const [max = 1, seconds = 60] = value.split('/').map(Number);
        return { max: Math.max(1, max), timeWindow: Math.max(1, seconds) * 1000 };
      }),
  );

/** Every setting the server reads from the environment; `.env.example` documents each one. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  MEDIA_DIR: optionalString,
  RECOGNITION_CACHE_DIR: optionalString,
  RECOGNITION_GLOBAL: z.enum(['on', 'off']).default('on'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  WEB_DIST_DIR: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().min(3).default('ArtVoyage <no-reply@artvoyage.local>'),
  ),
  PUBLIC_ORIGIN: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  JWT_EXPIRY_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  MFA_CHALLENGE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_PREFIX: z.preprocess(emptyAsUndefined, z.string().min(1).default('artvoyage:')),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  GEOCODER_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  MAP_TILE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .transform((value, ctx) => {
        try {
          return parseTileTemplate(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: `tile URL template ${(error as Error).message}` });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  MAP_TILE_ATTRIBUTION: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(500).optional()),
  MAP_TILE_MAX_ZOOM: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(22).default(19)),
  ROUTING_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  ROUTING_PROFILE: z.preprocess(emptyAsUndefined, z.enum(osrmProfiles).default('driving')),
  ROUTING_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(100).max(60_000).default(5000),
  ),
  AI_PROVIDERS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseProviders(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
  ),
  AI_CHAT_RATE_LIMIT: requestsPerWindow('20/60'),
  RECOGNITION_RATE_LIMIT: requestsPerWindow('30/60'),
  MEDIA_RATE_LIMIT: requestsPerWindow('600/60'),
  PLACE_SEARCH_RATE_LIMIT: requestsPerWindow('120/60'),
  REQUEST_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(100).max(600_000).default(120_000),
  ),
  CONNECTION_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  ),
  KEEP_ALIVE_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(100).max(600_000).default(10_000),
  ),
  GAMIFICATION_RATE_LIMIT: requestsPerWindow('60/60'),
  AI_VISION_PROVIDER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseVisionProvider(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
  ),
  AI_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(500).max(120_000).default(30_000),
  ),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
  AUTH_RATE_LIMITS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('')
      .transform((value, ctx) => {
        try {
          return parseRateLimits(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  /** The recogniser's learned stage: reference descriptors and the trained ranker (a minute to make). */
  recognitionCacheDir: string;
  /** Whether the learned global stage runs beside the local features (off: local features alone). */
  recognitionGlobal: boolean;
  databaseUrl: string | undefined;
  webDistDir: string;
  logLevel: Env['LOG_LEVEL'];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public base URL (scheme://host[:port]) for links in e-mails; derived from the request when unset. */
  publicOrigin: string | undefined;
  jwtExpirySeconds: number;
  mfaChallengeTtlSeconds: number;
  redisUrl: string | undefined;
  redisPrefix: string;
  /**
   * Fastify's trustProxy: false keeps request.ip on the socket address, so X-Forwarded-For is ignored;
   * a hop count or the proxies' addresses take the address the nearest trusted proxy saw.
   */
  trustProxy: TrustProxy;
  rateLimits: RateLimits;
  /** A Photon-compatible geocoder whose results follow the local ones in place search. */
  geocoderUrl: string | undefined;
  /** Raster tiles from a provider (MAP_TILE_URL); unset means the web map's bundled base map. */
  mapTiles: MapTilesConfig | undefined;
  /** An OSRM-compatible routing engine (ROUTING_URL) behind GET /api/v1/routes. */
  routing: RoutingConfig | undefined;
  /** AI chat providers in rotation order (AI_PROVIDERS); empty means the embedded museum expert. */
  aiProviders: ProviderConfig[];
  aiTimeoutMs: number;
  /** Chat messages per client address and window. */
  aiChatRateLimit: { max: number; timeWindow: number };
  /** A vision provider asked when the visual search recognises nothing (AI_VISION_PROVIDER). */
  aiVisionProvider: ProviderConfig | undefined;
  /** Photos to recognise per client address and window. */
  recognitionRateLimit: { max: number; timeWindow: number };
  /** Image variants (rendered or cached) per client address and window. */
  mediaRateLimit: { max: number; timeWindow: number };
  /** Place searches (autocomplete) per client address and window. */
  placeSearchRateLimit: { max: number; timeWindow: number };
  /** How long clients may take to send requests, stay silent, and keep idle connections open. */
  timeouts: ServerTimeouts;
  /** Gamification calls (events, game rounds) per signed-in user. */
  gamificationRateLimit: { max: number; timeWindow: number };
  /** Where uploaded photos go: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
  s3: S3Config | undefined;
}

export interface ServerTimeouts {
  /** The whole request, head and body, must arrive within it (slowloris, trickled bodies): 408. */
  requestMs: number;
  /** A connection silent this long, in either direction, is closed. */
  connectionMs: number;
  /** An idle keep-alive connection is closed after it; behind a proxy, set it above the proxy's. */
  keepAliveMs: number;
}

export interface MapTilesConfig {
  /** Leaflet-style template, e.g. `https://{s}.tile.example.org/{z}/{x}/{y}.png`. */
  url: string;
  attribution: string;
  maxZoom: number;
  /** The CSP img-src sources the tiles load from. */
  imageSources: string[];
}

export interface RoutingConfig {
  url: string;
  /** OSRM profile for trips of 2 km or more; shorter ones use `foot`. */
  profile: OsrmProfile;
  timeoutMs: number;
}

export interface S3Config {
  bucket: string;
  /** Unset for AWS itself; the URL of MinIO, R2, Ceph... otherwise. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; without them the AWS SDK's default credential chain is used. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** Requests per window and per client address for each rate-limited auth action. */
export const rateLimitNames = [
  'signin',
  'signup',
  'refresh',
  'recover',
  'resend',
  'verify',
  'mfa_challenge',
  'mfa_verify',
  'email_change',
  'reauthenticate',
] as const;
export type RateLimitName = (typeof rateLimitNames)[number];
export type RateLimits = Record<RateLimitName, { max: number; windowSeconds: number }>;

export const defaultRateLimits: RateLimits = {
  signin: { max: 30, windowSeconds: 300 },
  signup: { max: 10, windowSeconds: 3600 },
  refresh: { max: 150, windowSeconds: 300 },
  recover: { max: 5, windowSeconds: 3600 },
  resend: { max: 5, windowSeconds: 3600 },
  verify: { max: 30, windowSeconds: 300 },
  mfa_challenge: { max: 30, windowSeconds: 300 },
  mfa_verify: { max: 30, windowSeconds: 300 },
  email_change: { max: 5, windowSeconds: 3600 },
  reauthenticate: { max: 5, windowSeconds: 3600 },
};

/** Parses `AUTH_RATE_LIMITS`, e.g. `signin=5/60,signup=100/3600` (max per seconds); the rest keep defaults. */
export function parseRateLimits(value: string): RateLimits {
  const limits: RateLimits = structuredClone(defaultRateLimits);
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z_]+)=(\d+)\/(\d+)$/.exec(part);
    const name = match?.[1] as RateLimitName | undefined;
    if (!match || !name || !rateLimitNames.includes(name)) {
      throw new Error(`"${part}" is not NAME=MAX/SECONDS with NAME one of ${rateLimitNames.join(', ')}`);
    }
    const max = Number(match[2]);
    const windowSeconds = Number(match[3]);
    if (max < 1 || windowSeconds < 1) throw new Error(`"${part}" needs a max and a window of at least 1`);
    limits[name] = { max, windowSeconds };
  }
  return limits;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  // Without PUBLIC_ORIGIN, e-mail links take their host from the request's Host header, which anyone can
  // set: a reset link for someone else's address would point at the sender's server and hand it the token.
  // The outbox (no SMTP_URL) reaches nobody, so only real delivery in production needs the origin.
  if (env.SMTP_URL && !env.PUBLIC_ORIGIN && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_ORIGIN: required with SMTP_URL in production (e-mail links must not take their host from the request)',
    );
  }
  if (env.MAP_TILE_URL && !env.MAP_TILE_ATTRIBUTION) {
    throw new ConfigError(
      'Invalid configuration:\n  MAP_TILE_ATTRIBUTION: required with MAP_TILE_URL (the credit the tile provider asks for)',
    );
  }
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    mediaDir: resolve(env.MEDIA_DIR ?? resolve(dataDir, 'media')),
    recognitionCacheDir: resolve(env.RECOGNITION_CACHE_DIR ?? resolve(dataDir, 'cache', 'recognition')),
    recognitionGlobal: env.RECOGNITION_GLOBAL === 'on',
    databaseUrl: env.DATABASE_URL,
    webDistDir: resolve(env.WEB_DIST_DIR ?? defaultWebDistDir),
    logLevel: env.LOG_LEVEL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : undefined,
    jwtExpirySeconds: env.JWT_EXPIRY_SECONDS,
    mfaChallengeTtlSeconds: env.MFA_CHALLENGE_TTL_SECONDS,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    trustProxy: env.TRUST_PROXY,
    geocoderUrl: env.GEOCODER_URL,
    mapTiles:
      env.MAP_TILE_URL && env.MAP_TILE_ATTRIBUTION
        ? {
            url: env.MAP_TILE_URL.url,
            attribution: env.MAP_TILE_ATTRIBUTION,
            maxZoom: env.MAP_TILE_MAX_ZOOM,
            imageSources: env.MAP_TILE_URL.imageSources,
          }
        : undefined,
    routing: env.ROUTING_URL
      ? { url: env.ROUTING_URL, profile: env.ROUTING_PROFILE, timeoutMs: env.ROUTING_TIMEOUT_MS }
      : undefined,
    rateLimits: env.AUTH_RATE_LIMITS,
    aiProviders: env.AI_PROVIDERS,
    aiTimeoutMs: env.AI_TIMEOUT_MS,
    aiChatRateLimit: env.AI_CHAT_RATE_LIMIT,
    aiVisionProvider: env.AI_VISION_PROVIDER,
    recognitionRateLimit: env.RECOGNITION_RATE_LIMIT,
    mediaRateLimit: env.MEDIA_RATE_LIMIT,
    placeSearchRateLimit: env.PLACE_SEARCH_RATE_LIMIT,
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_MS,
      connectionMs: env.CONNECTION_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    gamificationRateLimit: env.GAMIFICATION_RATE_LIMIT,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
  };
}
