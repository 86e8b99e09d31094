import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import { oneTimeTokens, users } from '../../db/schema';
import { validName } from './account-metadata';
import type { AuthDeps, RequestOrigin } from './context';
import { hashPassword, randomToken, sha256 } from './crypto';
import { authErrors } from './errors';
import { userJson, type UserJson, type UserRow } from './json';
import { answerNoSoonerThan, type MailDispatch } from './mail-dispatch';
import { emails } from './mailer';
import { linkExpiresAt, linkUrl, maxPendingSignups, minPasswordLength, uniformAnswerMs } from './rules';
import type { UserStore } from './users';

/** Sign-up and its confirmation links: new accounts, links sent again, and the decoy answer. */
export class SignUps {
  constructor(
    private readonly deps: AuthDeps,
    private readonly store: UserStore,
    private readonly mail: MailDispatch,
  ) {}

  /**
   * Sign-up answers alike whether the address is new, waiting for confirmation or taken: a user
   * object, a link or notice e-mailed, in the same time. Each sign-up request gets its own link that
   * activates its own password, so someone who signed up first with another person's address cannot
   * have that person's later confirmation switch on their password.
   */
  async signUp(input: {
    email: string;
    password: string;
    fullName: string | undefined;
    redirectTo: string;
    origin: RequestOrigin;
  }): Promise<UserJson> {
    if (input.password.length < minPasswordLength) throw authErrors.weakPassword();
    const fullName = input.fullName === undefined ? '' : validName(input.fullName);
    return answerNoSoonerThan(uniformAnswerMs, async () => {
      const email = input.email.trim();
      const passwordHash = await hashPassword(input.password);
      const existing = await this.store.findByEmail(email);
      if (existing?.emailConfirmedAt) {
        this.mail.send(emails.accountExists(existing.email, input.origin.origin));
        return this.decoyUser(email, fullName);
      }
      const created = existing ? undefined : await this.createUser(email, passwordHash, fullName);
      const user = created ?? existing ?? (await this.store.findByEmail(email));
      if (!user) throw authErrors.userNotFound();
      await this.addSignupLink(user, { passwordHash, fullName }, input.redirectTo, input.origin);
      // Only the request that created the account learns its id.
      return created ? this.store.json(user.id) : this.decoyUser(email, fullName);
    });
  }

  async resend(type: 'signup' | 'email_change', email: string, redirectTo: string, origin: RequestOrigin) {
    await answerNoSoonerThan(uniformAnswerMs, async () => {
      const user = await this.store.findByEmail(email);
      // Confirmed or unknown addresses get the same empty answer, so the endpoint does not reveal accounts.
      if (!user || type !== 'signup' || user.emailConfirmedAt) return;
      // A fresh link for the newest sign-up still waiting, bound to that sign-up's password; with none
      // left, nothing is sent: a link must never switch on a password nobody asked it to.
      const [pending] = await this.deps.db
        .select()
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.userId, user.id),
            eq(oneTimeTokens.tokenType, 'signup'),
            gt(oneTimeTokens.expiresAt, this.deps.now()),
          ),
        )
        .orderBy(desc(oneTimeTokens.createdAt))
        .limit(1);
      if (pending?.passwordHash) {
        await this.addSignupLink(
          user,
          { passwordHash: pending.passwordHash, fullName: pending.fullName ?? '' },
          redirectTo,
          origin,
        );
      }
    });
  }

  /** A new, unconfirmed account; undefined when the address was taken a moment ago. */
  private async createUser(email: string, passwordHash: string, fullName: string) {
    return this.deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          encryptedPassword: passwordHash,
          userMetadata: fullName ? { full_name: fullName } : {},
        })
        .onConflictDoNothing()
        .returning();
      if (!created) return undefined;
      for (const write of this.deps.newAccount) await write(tx, { id: created.id, fullName, email });
      return created;
    });
  }

  /** Stores a sign-up link bound to its request's password and name, and e-mails it. */
  private async addSignupLink(
    user: UserRow,
    request: { passwordHash: string; fullName: string },
    redirectTo: string,
    origin: RequestOrigin,
  ): Promise<void> {
    const { db } = this.deps;
    const token = randomToken();
    const now = this.deps.now();
    await db.transaction(async (tx) => {
      await tx.insert(oneTimeTokens).values({
        userId: user.id,
        tokenType: 'signup',
        tokenHash: sha256(token),
        passwordHash: request.passwordHash,
        fullName: request.fullName,
        expiresAt: linkExpiresAt('signup', now),
        createdAt: now,
      });
      // Earlier links keep working (a later sign-up must not void the owner's), up to a bound.
      const kept = tx
        .select({ id: oneTimeTokens.id })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.tokenType, 'signup')))
        .orderBy(desc(oneTimeTokens.createdAt))
        .limit(maxPendingSignups);
      await tx
        .delete(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.userId, user.id),
            eq(oneTimeTokens.tokenType, 'signup'),
            notInArray(oneTimeTokens.id, kept),
          ),
        );
      await tx.update(users).set({ confirmationSentAt: now }).where(eq(users.id, user.id));
    });
    this.mail.send(emails.confirmSignup(user.email, linkUrl(origin.origin, token, 'signup', redirectTo)));
  }

  /**
   * What sign-up answers for an address that already has an account: the shape a new account gets,
   * with an id that belongs to nobody, so the answer does not tell the two apart.
   */
  private decoyUser(email: string, fullName: string): UserJson {
    const now = this.deps.now();
    return userJson(
      {
        id: randomUUID(),
        email,
        encryptedPassword: '',
        emailConfirmedAt: null,
        confirmationSentAt: now,
        recoverySentAt: null,
        lastSignInAt: null,
        userMetadata: fullName ? { full_name: fullName } : {},
        createdAt: now,
        updatedAt: now,
      },
      [],
    );
  }
}
