import { randomInt } from 'node:crypto';
import type { AmrEntry } from '../../db/schema';
import { sha256 } from './crypto';

// Account rules as plain functions, so they are tested without a database or HTTP.

export const minPasswordLength = 6;
/** A rotated refresh token may be presented again this long, e.g. by two tabs refreshing at once. */
export const refreshReuseIntervalMs = 10_000;
export const maxChallengeAttempts = 5;
/** Abandoned enrolments would otherwise pile up: keep at most this many unverified factors. */
export const maxUnverifiedFactors = 10;

const tokenLifetimeMs = { signup: 24 * 3600_000, email_change: 24 * 3600_000, recovery: 3600_000 } as const;
export type LinkType = keyof typeof tokenLifetimeMs;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Seconds since the epoch, as JWT claims and GoTrue's `expires_at` count them. */
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const linkExpiresAt = (type: LinkType, now: Date) => new Date(now.getTime() + tokenLifetimeMs[type]);

/** The e-mail link a one-time token travels in. */
export function linkUrl(origin: string, token: string, type: LinkType, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${origin}/auth/v1/verify?${query.toString()}`;
}

/** The stored token kind a GoTrue verification type consumes; auth-js names sign-up links several ways. */
export function linkTokenType(type: string): LinkType | undefined {
  if (type === 'signup' || type === 'email' || type === 'magiclink' || type === 'invite') return 'signup';
  if (type === 'recovery' || type === 'email_change') return type;
  return undefined;
}

/** The `amr` method a session started from an e-mail link records. */
export const linkSignInMethod = (tokenType: LinkType) =>
  tokenType === 'recovery' ? 'recovery' : tokenType === 'email_change' ? 'email_change' : 'otp';

/** The type echoed back after verification: GoTrue reports `email` links as `signup`. */
export const verifiedLinkType = (type: string) => (type === 'email' ? 'signup' : type);

/** Whether a rotated refresh token presented again still counts as a concurrent refresh. */
export const withinReuseInterval = (revokedAt: Date, now: Date) =>
  now.getTime() - revokedAt.getTime() <= refreshReuseIntervalMs;

/** Once a factor is verified, changing factors needs a session that has passed MFA. */
export const needsAal2 = (factors: Array<{ status: string }>, aal: string) =>
  factors.some((f) => f.status === 'verified') && aal !== 'aal2';

/** An E.164 number without the spaces, brackets and dashes people type, or undefined. */
export function normalizePhone(input: string | undefined): string | undefined {
  const phone = input?.replace(/[\s()-]/g, '') ?? '';
  return /^\+?[1-9]\d{6,14}$/.test(phone) ? phone : undefined;
}

/** A 6-digit SMS code. */
export const newPhoneCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** SMS codes are stored hashed and bound to their factor. */
export const phoneCodeHash = (factorId: string, code: string) => sha256(`${factorId}:${code}`);

export const smsBody = (code: string, ttlSeconds: number) =>
  `Your ArtVoyage code is ${code}. It expires in ${Math.round(ttlSeconds / 60)} minutes.`;

export const factorAmrMethod = (factorType: string) => (factorType === 'totp' ? 'totp' : 'phone/otp');

/** The session's `amr` after passing a factor: the new entry first, replacing an older one of the kind. */
export const amrAfterFactor = (current: AmrEntry[], method: string, now: Date): AmrEntry[] => [
  { method, timestamp: epochSeconds(now) },
  ...current.filter((entry) => entry.method !== method),
];
