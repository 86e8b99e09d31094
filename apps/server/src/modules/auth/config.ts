import { z } from 'zod';
import { emptyAsUndefined, optionalUrl, parsedBy } from '../../env-values';

/** The auth actions with a request limit of their own, per client address. */
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

/** The accounts' variables: e-mail, tokens and the auth request limits. */
export const authEnv = z.object({
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().min(3).default('ArtVoyage <no-reply@artvoyage.local>'),
  ),
  PUBLIC_ORIGIN: optionalUrl(/^https?$/),
  JWT_EXPIRY_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  MFA_CHALLENGE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  AUTH_RATE_LIMITS: z.preprocess(
    emptyAsUndefined,
    z.string().default('').transform(parsedBy(parseRateLimits)),
  ),
});

export function authSettings(env: z.output<typeof authEnv>) {
  return {
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    /** Public base URL (scheme://host[:port]) for links in e-mails; derived from the request when unset. */
    publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : undefined,
    jwtExpirySeconds: env.JWT_EXPIRY_SECONDS,
    mfaChallengeTtlSeconds: env.MFA_CHALLENGE_TTL_SECONDS,
    rateLimits: env.AUTH_RATE_LIMITS,
  };
}
