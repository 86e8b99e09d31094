import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { accessVerdict, isUuid, sessionIdClaim } from './access-rules';
import { verifyAccessToken } from './bearer';
import type { VerifyToken } from './caller';
import type { SigningKeys } from './keys';
import { sessionStanding } from './session-standing';

export const accessErrors = {
  noSession: () =>
    new HttpError(401, 'UNAUTHORIZED', 'The access token names no session. Please sign in again.'),
  sessionRevoked: () =>
    new HttpError(
      401,
      'SESSION_REVOKED',
      'This session has ended (signed out, password changed, refresh token reused or account deleted). ' +
        'Please sign in again.',
    ),
  mfaRequired: () =>
    new HttpError(
      403,
      'MFA_REQUIRED',
      'This account is protected by an authenticator app: enter its code to finish signing in (the session ' +
        'is at aal1, aal2 is needed).',
    ),
};

/**
 * The token check of every API outside /auth/v1: signature and expiry, then the session's standing (one
 * query by the session's primary key, with an indexed look at the user's factors), so a session that
 * has ended stops working on every route and every server instance at once. Only PGlite keeps
 * standings in memory, forgotten by the database's own notice of each change (`session-standing.ts`).
 */
export function apiAccessCheck(db: Db, keys: SigningKeys): VerifyToken {
  return async (token) => {
    const payload = await verifyAccessToken(keys, token);
    const sessionId = sessionIdClaim(payload.session_id);
    if (!sessionId || !isUuid(payload.sub)) throw accessErrors.noSession();
    const verdict = accessVerdict(payload.aal, await sessionStanding(db, sessionId, payload.sub));
    if (verdict === 'session_ended') throw accessErrors.sessionRevoked();
    if (verdict === 'second_factor_required') throw accessErrors.mfaRequired();
    return payload.sub;
  };
}
