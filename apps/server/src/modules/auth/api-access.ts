import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authSessions, mfaFactors } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { accessVerdict, isUuid, sessionIdClaim, type SessionStanding } from './access-rules';
import { verifyAccessToken } from './bearer';
import type { VerifyToken } from './caller';
import type { SigningKeys } from './keys';

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
 * The token check of every API outside /auth/v1: signature and expiry, then one query by the session's
 * primary key (with an indexed look at the user's factors), so a session that has ended stops working
 * on every route and every server instance at once. No session is cached in the process for that reason
 * (only a token's signature check is remembered, in `SigningKeys`).
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

/**
 * The session's standing, as a statement prepared once per database handle: it runs on every signed-in
 * request, and preparing it spares parsing and planning each time (about half its cost on PGlite).
 */
function sessionStandingQuery(db: Db) {
  const sessionId = sql.placeholder('sessionId');
  const userId = sql.placeholder('userId');
  return db
    .select({
      aal: authSessions.aal,
      // The user id as a parameter: Drizzle writes columns unqualified inside sql``, where
      // "user_id" = "user_id" would compare the factor table with itself and see anyone's factor.
      hasVerifiedFactor: sql<boolean>`exists (select 1 from ${mfaFactors} where ${mfaFactors.userId} = ${userId} and ${mfaFactors.status} = 'verified')`,
    })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .limit(1)
    .prepare('api_session_standing');
}

const preparedStanding = new WeakMap<Db, ReturnType<typeof sessionStandingQuery>>();

async function sessionStanding(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<SessionStanding | undefined> {
  let query = preparedStanding.get(db);
  if (!query) {
    query = sessionStandingQuery(db);
    preparedStanding.set(db, query);
  }
  const [row] = await query.execute({ sessionId, userId });
  return row;
}
