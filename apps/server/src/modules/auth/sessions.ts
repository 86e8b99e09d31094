import { and, eq, isNull, ne } from 'drizzle-orm';
import { authSessions, refreshTokens, users, type AmrEntry } from '../../db/schema';
import { isUuid } from './access-rules';
import type { AuthContext, AuthDeps, RequestOrigin } from './context';
import { deriveToken, randomToken, sha256 } from './crypto';
import { authErrors } from './errors';
import { accessTokenClaims, type SessionJson, type SessionRow } from './json';
import { epochSeconds, withinReuseInterval } from './rules';
import type { UserStore } from './users';
import { verifyAccessToken } from './bearer';
import { sessionStanding } from './session-standing';

/** Sessions and their tokens: access tokens issued, refresh tokens rotated, reuse detected. */
export class Sessions {
  constructor(
    private readonly deps: AuthDeps,
    private readonly store: UserStore,
  ) {}

  /** A new session for a user who has just proven who they are by `method`. */
  async start(userId: string, method: string, origin: RequestOrigin): Promise<SessionJson> {
    const { db } = this.deps;
    const now = this.deps.now();
    const amr: AmrEntry[] = [{ method, timestamp: epochSeconds(now) }];
    const [session] = await db.insert(authSessions).values({ userId, amr }).returning();
    if (!session) throw new Error('session insert returned nothing');
    await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
    const refreshToken = await this.newRefreshToken(session.id, userId);
    return this.issue(session, refreshToken, origin);
  }

  /** Stores the hash of a fresh refresh token for the session and returns the token. */
  async newRefreshToken(sessionId: string, userId: string): Promise<string> {
    const refreshToken = randomToken();
    await this.deps.db.insert(refreshTokens).values({ tokenHash: sha256(refreshToken), sessionId, userId });
    return refreshToken;
  }

  /** Signs an access token for the session and answers with GoTrue's session object. */
  async issue(session: SessionRow, refreshToken: string, origin: RequestOrigin): Promise<SessionJson> {
    const user = await this.store.json(session.userId);
    const claims = accessTokenClaims({
      user,
      session,
      origin: origin.origin,
      iat: epochSeconds(this.deps.now()),
      expirySeconds: this.deps.jwtExpirySeconds,
    });
    return {
      access_token: await this.deps.keys.sign(claims),
      token_type: 'bearer',
      expires_in: this.deps.jwtExpirySeconds,
      expires_at: claims.exp,
      refresh_token: refreshToken,
      user,
    };
  }

  /** Verifies an access token and that its session still exists. */
  async authenticate(token: string): Promise<AuthContext> {
    const payload = await verifyAccessToken(this.deps.keys, token);
    const sessionId = typeof payload.session_id === 'string' ? payload.session_id : undefined;
    if (!sessionId) throw authErrors.badJwt();
    // The same prepared look-up as the other APIs' token check; a claim no session could match finds none.
    const session =
      isUuid(sessionId) && isUuid(payload.sub)
        ? await sessionStanding(this.deps.db, sessionId, payload.sub)
        : undefined;
    if (!session) throw authErrors.sessionNotFound();
    return { userId: payload.sub, sessionId, aal: typeof payload.aal === 'string' ? payload.aal : 'aal1' };
  }

  /**
   * Rotates a refresh token. Each child token is derived from its parent with a server secret, so a
   * parent presented again within the reuse interval (a concurrent refresh) gets the same child back
   * without any token being stored in clear. Any other reuse revokes the whole session.
   */
  async refresh(token: string, origin: RequestOrigin): Promise<SessionJson> {
    const { db } = this.deps;
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .limit(1);
    if (!row) throw authErrors.refreshTokenNotFound();
    const child = deriveToken(this.deps.keys.refreshSecret, token);
    const now = this.deps.now();
    if (!row.revokedAt) {
      // Revoking the parent and storing the child commit together, so a concurrent refresh that
      // finds the parent revoked always finds its child too.
      const rotated = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id });
        if (!claimed) return false;
        await tx
          .insert(refreshTokens)
          .values({ tokenHash: sha256(child), sessionId: row.sessionId, userId: row.userId });
        return true;
      });
      if (rotated) return this.reissue(row.sessionId, child, origin);
    }
    const [latest] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(child)))
      .limit(1);
    if (latest && !latest.revokedAt && withinReuseInterval(row.revokedAt ?? now, now)) {
      return this.reissue(row.sessionId, child, origin);
    }
    // Reuse outside the interval: someone else may hold the token, so end the session for everyone.
    await db.delete(authSessions).where(eq(authSessions.id, row.sessionId));
    throw authErrors.refreshTokenReused();
  }

  private async reissue(sessionId: string, refreshToken: string, origin: RequestOrigin) {
    const [session] = await this.deps.db
      .update(authSessions)
      .set({ updatedAt: this.deps.now() })
      .where(eq(authSessions.id, sessionId))
      .returning();
    if (!session) throw authErrors.refreshTokenNotFound();
    return this.issue(session, refreshToken, origin);
  }

  async logout(auth: AuthContext, scope: 'global' | 'local' | 'others'): Promise<void> {
    const mine = eq(authSessions.userId, auth.userId);
    const where =
      scope === 'global'
        ? mine
        : scope === 'local'
          ? and(mine, eq(authSessions.id, auth.sessionId))
          : and(mine, ne(authSessions.id, auth.sessionId));
    await this.deps.db.delete(authSessions).where(where);
  }
}
