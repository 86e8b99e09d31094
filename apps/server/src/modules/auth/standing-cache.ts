import type { SessionStanding } from './access-rules';

/** How many sessions' standing a process keeps (well under a megabyte); the oldest is forgotten first. */
export const standingsKept = 5000;

interface Entry {
  userId: string;
  standing: SessionStanding;
}

/**
 * The standing of recently seen sessions, as the database holds it. It is exactly as fresh as the
 * database only while every committed change to a session or a factor reaches `forgetUser` (or
 * `forgetAll`) before the promise of the statement that made it resolves; on PGlite the database's own
 * notifications do that (see session-standing.ts). Only rows are kept, never a verdict: the rules
 * (aal, and any that depend on time) run again on each request.
 */
export class StandingCache {
  private readonly entries = new Map<string, Entry>();
  /** Changes heard so far: a read that began before a change must not keep what it read. */
  private changes = 0;

  constructor(private readonly capacity = standingsKept) {}

  get size(): number {
    return this.entries.size;
  }

  holds(sessionId: string): boolean {
    return this.entries.has(sessionId.toLowerCase());
  }

  /**
   * The session's standing: from memory when this session was seen for this user, else from `load`,
   * kept when the database found the session and heard of no change while it looked.
   */
  async read(
    sessionId: string,
    userId: string,
    load: () => Promise<SessionStanding | undefined>,
  ): Promise<SessionStanding | undefined> {
    // Ids compared as the database prints them, so the notifications' user ids match the entries.
    const key = sessionId.toLowerCase();
    const user = userId.toLowerCase();
    const known = this.entries.get(key);
    // The token's user must be the session's: a real session id with someone else's user id reads
    // the database, which finds nothing.
    if (known && known.userId === user) return known.standing;
    const changesBefore = this.changes;
    const standing = await load();
    // Not found is never kept: a session id can only come back through an insert, which is heard anyway,
    // but nothing is gained by remembering tokens that fail.
    if (standing && this.changes === changesBefore) this.keep(key, user, standing);
    return standing;
  }

  /** A session or factor of this user changed: their sessions are read from the database again. */
  forgetUser(userId: string): void {
    this.changes++;
    const user = userId.toLowerCase();
    for (const [key, entry] of this.entries) {
      if (entry.userId === user) this.entries.delete(key);
    }
  }

  /** Anything may have changed (a table was emptied, or a notification made no sense). */
  forgetAll(): void {
    this.changes++;
    this.entries.clear();
  }

  private keep(key: string, userId: string, standing: SessionStanding): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // A copy of the two values, frozen: the row object may carry more, and callers share the entry.
    const kept = Object.freeze({ aal: standing.aal, hasVerifiedFactor: standing.hasVerifiedFactor });
    this.entries.set(key, { userId, standing: kept });
  }
}
