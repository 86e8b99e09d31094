import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { authSessions, oneTimeTokens } from '../../db/schema';
import type { AuthContext, AuthDeps } from './context';
import { authErrors } from './errors';
import { guessSubject, type GuessLedger } from './guesses';
import type { MailDispatch } from './mail-dispatch';
import { emails } from './mailer';
import {
  linkExpiresAt,
  maxNonceAttempts,
  needsAal2,
  newPhoneCode,
  nonceHash,
  reauthenticationCodeMinutes,
  recentlyAuthenticated,
} from './rules';
import type { UserStore } from './users';

/** The proof a password or address change asks of a session: a recent sign-in or an e-mailed code. */
export class Reauthentication {
  constructor(
    private readonly deps: AuthDeps,
    private readonly store: UserStore,
    private readonly guesses: GuessLedger,
    private readonly mail: MailDispatch,
  ) {}

  /** E-mails a six-digit code that lets this session change its password or address once. */
  async reauthenticate(auth: AuthContext): Promise<void> {
    const user = await this.store.load(auth.userId);
    if (needsAal2(await this.store.factors(auth.userId), auth.aal)) throw authErrors.insufficientAal();
    const code = newPhoneCode();
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      await tx
        .delete(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.tokenType, 'reauthentication')));
      await tx.insert(oneTimeTokens).values({
        userId: user.id,
        tokenType: 'reauthentication',
        tokenHash: nonceHash(user.id, code),
        expiresAt: linkExpiresAt('reauthentication', now),
      });
    });
    this.mail.send(emails.reauthentication(user.email, code, reauthenticationCodeMinutes));
  }

  /**
   * A password or address change needs more than a valid token: a session that proved who it is in
   * the last minutes, or the code just e-mailed by /reauthenticate. A stolen token or refresh token
   * alone cannot lock the owner out.
   */
  async require(auth: AuthContext, nonce: string | undefined): Promise<void> {
    const { db } = this.deps;
    const now = this.deps.now();
    const [session] = await db
      .select({ amr: authSessions.amr })
      .from(authSessions)
      .where(and(eq(authSessions.id, auth.sessionId), eq(authSessions.userId, auth.userId)))
      .limit(1);
    if (!session) throw authErrors.sessionNotFound();
    if (recentlyAuthenticated(session.amr, now)) return;
    if (!nonce?.trim()) throw authErrors.reauthenticationNeeded();
    const guess = await this.guesses.spend('nonce', guessSubject.nonce(auth.userId));
    const live = and(
      eq(oneTimeTokens.userId, auth.userId),
      eq(oneTimeTokens.tokenType, 'reauthentication'),
      gt(oneTimeTokens.expiresAt, now),
      lt(oneTimeTokens.attempts, maxNonceAttempts),
    );
    // Single use: the right code is deleted by the one request that presents it.
    const [used] = await db
      .delete(oneTimeTokens)
      .where(and(live, eq(oneTimeTokens.tokenHash, nonceHash(auth.userId, nonce.trim()))))
      .returning({ id: oneTimeTokens.id });
    if (used) {
      await guess.forgive();
      return;
    }
    await db
      .update(oneTimeTokens)
      .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
      .where(live);
    throw authErrors.reauthenticationNotValid();
  }
}
