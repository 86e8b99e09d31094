import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { oneTimeTokens, userProfiles, users } from '../../db/schema';
import type { AuthDeps, RequestOrigin } from './context';
import { sha256 } from './crypto';
import { authErrors } from './errors';
import type { SessionJson } from './json';
import type { MailDispatch } from './mail-dispatch';
import { emails } from './mailer';
import {
  emailChangeTypes,
  linkSignInMethod,
  linkTokenTypes,
  normalizeEmail,
  verifiedLinkType,
  type LinkType,
} from './rules';
import type { Sessions } from './sessions';

/** What opening an e-mail link gives: a session, or word that the other e-mail change link is still due. */
export type VerifiedLink =
  { kind: 'session'; session: SessionJson; type: string } | { kind: 'half_confirmed' };

/** Opening the links e-mailed for sign-up, recovery and e-mail changes. */
export class LinkVerification {
  constructor(
    private readonly deps: AuthDeps,
    private readonly sessions: Sessions,
    private readonly mail: MailDispatch,
  ) {}

  /**
   * Consumes an e-mail link token (single use). Sign-up, recovery and the second e-mail change link
   * sign the user in; the first of the two e-mail change links only records that it was opened.
   */
  async verifyLink(type: string, token: string, origin: RequestOrigin): Promise<VerifiedLink> {
    const { db } = this.deps;
    const kinds = linkTokenTypes(type);
    if (!kinds) throw authErrors.validation('Unsupported verification type');
    const now = this.deps.now();
    const [found] = await db
      .select({ id: oneTimeTokens.id, userId: oneTimeTokens.userId, expiresAt: oneTimeTokens.expiresAt })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, sha256(token)), inArray(oneTimeTokens.tokenType, [...kinds])))
      .limit(1);
    if (!found) throw authErrors.otpExpired();
    if (found.expiresAt.getTime() <= now.getTime()) {
      // A link opened too late is spent all the same.
      await db.delete(oneTimeTokens).where(eq(oneTimeTokens.id, found.id));
      throw authErrors.otpExpired();
    }
    // One link of a user at a time: the user's row is locked, so two links opened at once (both halves
    // of an e-mail change, two sign-ups) are decided one after the other.
    const outcome = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for('update');
      const [row] = await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.id, found.id)).returning();
      if (!row || row.expiresAt.getTime() <= now.getTime()) throw authErrors.otpExpired();
      const user = (await tx.select().from(users).where(eq(users.id, row.userId)).limit(1))[0];
      if (!user) throw authErrors.otpExpired();
      if (row.tokenType === 'signup') {
        if (user.emailConfirmedAt) throw authErrors.otpExpired();
        const fullName = row.fullName ?? '';
        await tx
          .update(users)
          .set({
            emailConfirmedAt: now,
            updatedAt: now,
            ...(row.passwordHash ? { encryptedPassword: row.passwordHash } : {}),
            userMetadata: { ...user.userMetadata, full_name: fullName },
          })
          .where(eq(users.id, user.id));
        await tx
          .update(userProfiles)
          .set({ fullName, updatedAt: now })
          .where(eq(userProfiles.userId, user.id));
        // The other sign-ups waiting for this address die with the confirmation.
        await tx
          .delete(oneTimeTokens)
          .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.tokenType, 'signup')));
        return { user, tokenType: row.tokenType as LinkType, oldEmail: undefined };
      }
      if (row.tokenType === 'recovery') {
        // Opening a reset link proves the address.
        if (!user.emailConfirmedAt) {
          await tx.update(users).set({ emailConfirmedAt: now, updatedAt: now }).where(eq(users.id, user.id));
        }
        return { user, tokenType: row.tokenType as LinkType, oldEmail: undefined };
      }
      if (row.tokenType !== 'email_change_new' && row.tokenType !== 'email_change_current') {
        throw authErrors.otpExpired();
      }
      if (!row.newEmail) throw authErrors.otpExpired();
      const [other] = await tx
        .select({ id: oneTimeTokens.id })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.userId, user.id),
            inArray(oneTimeTokens.tokenType, [...emailChangeTypes]),
            eq(oneTimeTokens.newEmail, row.newEmail),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .limit(1);
      if (other) return 'half_confirmed' as const;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${normalizeEmail(row.newEmail)}`)
        .limit(1);
      if (taken && taken.id !== user.id) throw authErrors.emailExists();
      await tx.update(users).set({ email: row.newEmail, updatedAt: now }).where(eq(users.id, user.id));
      await tx
        .update(userProfiles)
        .set({ email: row.newEmail, updatedAt: now })
        .where(eq(userProfiles.userId, user.id));
      return { user, tokenType: row.tokenType as LinkType, oldEmail: user.email, newEmail: row.newEmail };
    });
    if (outcome === 'half_confirmed') return { kind: 'half_confirmed' };
    if (outcome.oldEmail && 'newEmail' in outcome && outcome.newEmail) {
      // The old address hears of the change, in case it was not its owner's doing.
      this.mail.send(emails.emailChanged(outcome.oldEmail, outcome.newEmail));
    }
    return {
      kind: 'session',
      session: await this.sessions.start(outcome.user.id, linkSignInMethod(outcome.tokenType), origin),
      type: verifiedLinkType(type),
    };
  }
}
