import type { Session } from '@supabase/auth-js';

/** Reads a JWT's payload without checking it (the server checks; the UI only needs the `aal` claim). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * True when the session is at aal1 while the account has a verified factor (nextLevel aal2): the
 * sign-in is not finished until the code is verified. Same rule as auth-js's
 * `mfa.getAuthenticatorAssuranceLevel()`, computed without a round trip.
 */
export function needsSecondFactor(
  session: Pick<Session, 'access_token'> & { user: Pick<Session['user'], 'factors'> },
): boolean {
  const aal = decodeJwtPayload(session.access_token)?.aal;
  const hasVerifiedFactor = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  return hasVerifiedFactor && aal !== 'aal2';
}
