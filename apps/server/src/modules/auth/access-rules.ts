/**
 * Whether an access token may still be used on the APIs outside /auth/v1, from what its signed claims
 * say and what the database says now. Pure, so the rule is tested apart from HTTP.
 */

/** The session a token names, as the database has it now; undefined once the session has ended. */
export interface SessionStanding {
  /** The session's assurance level: aal2 once a second factor was verified in it. */
  aal: string;
  /** Whether the session's user has a verified second factor (TOTP or phone). */
  hasVerifiedFactor: boolean;
}

export type AccessVerdict = 'allowed' | 'session_ended' | 'second_factor_required';

export function accessVerdict(tokenAal: unknown, standing: SessionStanding | undefined): AccessVerdict {
  // Sign-out, a password change elsewhere and refresh-token reuse delete the session row.
  if (!standing) return 'session_ended';
  if (!standing.hasVerifiedFactor) return 'allowed';
  // Both must say aal2: the token was signed after a code was verified in this session, and the
  // session still counts as verified (removing a factor drops every session back to aal1).
  return tokenAal === 'aal2' && standing.aal === 'aal2' ? 'allowed' : 'second_factor_required';
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token's `session_id` claim when it is one the database could hold (a uuid); else undefined. */
export function sessionIdClaim(claim: unknown): string | undefined {
  return typeof claim === 'string' && uuidPattern.test(claim) ? claim : undefined;
}

export const isUuid = (value: string) => uuidPattern.test(value);
