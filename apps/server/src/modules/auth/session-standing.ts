import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { authSessions, mfaFactors } from '../../db/schema';
import { isUuid, type SessionStanding } from './access-rules';
import { StandingCache } from './standing-cache';

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

async function queryStanding(db: Db, sessionId: string, userId: string) {
  let query = preparedStanding.get(db);
  if (!query) {
    query = sessionStandingQuery(db);
    preparedStanding.set(db, query);
  }
  const [row] = await query.execute({ sessionId, userId });
  return row;
}

/** The channel on which the database names the user of each changed session or factor (migration 0012). */
export const standingChannel = 'auth_standing';

/** The databases whose standings are kept in memory: those `keepStandingsInMemory` was given. */
const caches = new WeakMap<Db, StandingCache>();

/**
 * Chooses, once at start and before any request, where sessions' standing is read. On PGlite this
 * process is the only one that can write (one server per data directory), and the database itself
 * names the user of every committed change to `auth_sessions` or `mfa_factors` (triggers, whatever
 * code or SQL made the change), heard before the writing statement's promise resolves: standings are
 * kept in memory and forgotten on each change, as fresh as the database. On PostgreSQL other instances
 * write too, so every request asks the database.
 */
export async function keepStandingsInMemory(database: Database): Promise<void> {
  if (database.kind !== 'pglite' || !database.listen || caches.has(database.db)) return;
  const cache = new StandingCache();
  await database.listen(standingChannel, (payload) =>
    isUuid(payload) ? cache.forgetUser(payload) : cache.forgetAll(),
  );
  caches.set(database.db, cache);
}

/** Whether this session's standing is in memory; undefined where none are kept (tests use it). */
export const standingInMemory = (db: Db, sessionId: string): boolean | undefined =>
  caches.get(db)?.holds(sessionId);

export async function sessionStanding(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<SessionStanding | undefined> {
  const cache = caches.get(db);
  return cache
    ? cache.read(sessionId, userId, () => queryStanding(db, sessionId, userId))
    : queryStanding(db, sessionId, userId);
}
