import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authSessions, mfaFactors } from '../../db/schema';
import type { SessionStanding } from './access-rules';

/**
 * The session's standing, as a statement prepared once per database handle: it runs on every signed-in
 * request (the APIs' token check and /auth/v1 alike), and preparing it spares parsing and planning each
 * time (about half its cost on PGlite).
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

export async function sessionStanding(
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
