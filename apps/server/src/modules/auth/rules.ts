import { randomInt } from 'node:crypto';
import { hasVisibleText, maxDisplayNameLength } from '@artvoyage/contract';
import type { AmrEntry } from '../../db/schema';
import { sha256 } from './crypto';

// Account rules as plain functions, so they are tested without a database or HTTP.

export const minPasswordLength = 6;
/** A rotated refresh token may be presented again this long, e.g. by two tabs refreshing at once. */
export const refreshReuseIntervalMs = 10_000;
export const maxChallengeAttempts = 5;
/** Abandoned enrolments would otherwise pile up: keep at most this many unverified factors. */
export const maxUnverifiedFactors = 10;

const tokenLifetimeMs = {
  signup: 24 * 3600_000,
  recovery: 3600_000,
  /** The link to the new address of an e-mail change. */
  email_change_new: 24 * 3600_000,
  /** The link to the current address of an e-mail change: both must be opened. */
  email_change_current: 24 * 3600_000,
  /** The code e-mailed by GET /reauthenticate, typed into the password or address change. */
  reauthentication: 10 * 60_000,
} as const;
export type LinkType = keyof typeof tokenLifetimeMs;
/** How long the e-mailed reauthentication code lives, as its e-mail says. */
export const reauthenticationCodeMinutes = tokenLifetimeMs.reauthentication / 60_000;
export const emailChangeTypes = ['email_change_new', 'email_change_current'] as const;

/** Sign-up requests waiting for their links at once, per address; the oldest goes first past this. */
export const maxPendingSignups = 10;
/** A session this recently authenticated may change its password or address without a code. */
export const recentAuthenticationMs = 15 * 60_000;
/** Wrong reauthentication codes one code may take before it dies. */
export const maxNonceAttempts = 5;
/** user_metadata travels in every access token: keep it small. */
export const maxMetadataBytes = 2048;
/**
 * Sign-up, recovery and e-mail change answer no sooner than this, so that how long they take does not
 * tell a known address from an unknown one (the work differs; the answer and its timing do not).
 */
export const uniformAnswerMs = 250;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Seconds since the epoch, as JWT claims and GoTrue's `expires_at` count them. */
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const linkExpiresAt = (type: LinkType, now: Date) => new Date(now.getTime() + tokenLifetimeMs[type]);

/** The e-mail link a one-time token travels in. */
export function linkUrl(origin: string, token: string, type: LinkType, redirectTo: string): string {
  const query = new URLSearchParams({ token, type: linkQueryType(type), redirect_to: redirectTo });
  return `${origin}/auth/v1/verify?${query.toString()}`;
}

/** The stored token kinds a GoTrue verification type consumes; auth-js names sign-up links several ways. */
export function linkTokenTypes(type: string): readonly LinkType[] | undefined {
  if (type === 'signup' || type === 'email' || type === 'magiclink' || type === 'invite') return ['signup'];
  if (type === 'recovery') return ['recovery'];
  if (type === 'email_change') return emailChangeTypes;
  return undefined;
}

/** The `amr` method a session started from an e-mail link records. */
export const linkSignInMethod = (tokenType: LinkType) =>
  tokenType === 'recovery' ? 'recovery' : tokenType === 'signup' ? 'otp' : 'email_change';

/** The link type written into an e-mailed link: both e-mail change links say `email_change`. */
export const linkQueryType = (tokenType: LinkType) =>
  tokenType === 'email_change_new' || tokenType === 'email_change_current' ? 'email_change' : tokenType;

/** Whether the session's newest proof of identity (password, link, code) is recent enough. */
export function recentlyAuthenticated(amr: AmrEntry[], now: Date): boolean {
  const newest = Math.max(0, ...amr.map((entry) => entry.timestamp));
  return now.getTime() - newest * 1000 <= recentAuthenticationMs;
}

/** The reauthentication code is stored bound to its user, so equal codes of two users never collide. */
export const nonceHash = (userId: string, code: string) => sha256(`reauthentication:${userId}:${code}`);

/** A display name, or an error message: not blank once invisible characters are gone, not too long. */
export function checkName(name: string): { ok: true; name: string } | { ok: false; message: string } {
  const trimmed = name.trim();
  if (!hasVisibleText(trimmed)) return { ok: false, message: 'The name cannot be blank.' };
  if (trimmed.length > maxDisplayNameLength) {
    return { ok: false, message: `The name may have at most ${maxDisplayNameLength} characters.` };
  }
  return { ok: true, name: trimmed };
}

/** Avatar addresses must be web addresses: no javascript:, data: or file: URLs reach an <img>. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

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
