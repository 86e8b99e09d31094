import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { authSessions, oneTimeTokens, userProfiles, users } from '../../db/schema';
import type { AuthContext, AuthDeps, RequestOrigin } from './context';
import { hashPassword, randomToken, sha256, timingDummyHash, verifyPassword } from './crypto';
import { authErrors } from './errors';
import { guessSubject, type GuessLedger } from './guesses';
import { userJson, type SessionJson, type UserJson, type UserRow } from './json';
import { answerNoSoonerThan, type MailDispatch } from './mail-dispatch';
import { emails } from './mailer';
import {
  checkName,
  emailChangeTypes,
  isWebUrl,
  linkExpiresAt,
  linkSignInMethod,
  linkTokenTypes,
  linkUrl,
  maxMetadataBytes,
  maxNonceAttempts,
  maxPendingSignups,
  minPasswordLength,
  needsAal2,
  newPhoneCode,
  nonceHash,
  normalizeEmail,
  reauthenticationCodeMinutes,
  recentlyAuthenticated,
  uniformAnswerMs,
  verifiedLinkType,
  type LinkType,
} from './rules';
import type { Sessions } from './sessions';
import type { UserStore } from './users';

/** What opening an e-mail link gives: a session, or word that the other e-mail change link is still due. */
export type VerifiedLink =
  { kind: 'session'; session: SessionJson; type: string } | { kind: 'half_confirmed' };

/** Sign-up, password sign-in, e-mail links (confirm, recover, change address) and user updates. */
export class Accounts {
  constructor(
    private readonly deps: AuthDeps,
    private readonly store: UserStore,
    private readonly sessions: Sessions,
    private readonly guesses: GuessLedger,
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

  async signInWithPassword(email: string, password: string, origin: RequestOrigin): Promise<SessionJson> {
    const guess = await this.guesses.spend('password', guessSubject.password(email));
    const user = await this.store.findByEmail(email);
    // Unknown e-mail and wrong password cost one argon2 verification each and answer the same.
    const ok = await verifyPassword(user?.encryptedPassword ?? (await timingDummyHash()), password);
    if (!user || !ok) throw authErrors.invalidCredentials();
    await guess.forgive();
    if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
    return this.sessions.start(user.id, 'password', origin);
  }

  async updateUser(
    auth: AuthContext,
    input: {
      email?: string | undefined;
      password?: string | undefined;
      nonce?: string | undefined;
      data?: Record<string, unknown> | undefined;
    },
    redirectTo: string,
    origin: RequestOrigin,
  ): Promise<UserJson> {
    const { db } = this.deps;
    const user = await this.store.load(auth.userId);
    if (needsAal2(await this.store.factors(auth.userId), auth.aal)) throw authErrors.insufficientAal();
    const newEmail =
      input.email !== undefined && normalizeEmail(input.email) !== normalizeEmail(user.email)
        ? input.email.trim()
        : undefined;
    const changes: Partial<typeof users.$inferInsert> = {};
    const metadata = input.data === undefined ? undefined : checkedMetadata(user.userMetadata, input.data);
    if (metadata) changes.userMetadata = metadata;
    if (input.password !== undefined) {
      if (input.password.length < minPasswordLength) throw authErrors.weakPassword();
    }
    if (input.password !== undefined || newEmail !== undefined) {
      await this.requireReauthentication(auth, input.nonce);
    }
    if (input.password !== undefined) {
      if (await verifyPassword(user.encryptedPassword, input.password)) throw authErrors.samePassword();
      changes.encryptedPassword = await hashPassword(input.password);
    }
    if (Object.keys(changes).length) {
      await db
        .update(users)
        .set({ ...changes, updatedAt: this.deps.now() })
        .where(eq(users.id, auth.userId));
    }
    if (typeof metadata?.full_name === 'string' && input.data?.full_name !== undefined) {
      await db
        .update(userProfiles)
        .set({ fullName: metadata.full_name, updatedAt: this.deps.now() })
        .where(eq(userProfiles.userId, auth.userId));
    }
    if (input.password !== undefined) {
      // A new password ends every other sign-in (a thief's session included) and every link or code
      // still out: a reset link sent before must not set another password after this one.
      await this.sessions.logout(auth, 'others');
      await db
        .delete(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, auth.userId), notInArray(oneTimeTokens.tokenType, ['signup'])));
    }
    if (newEmail !== undefined) {
      await answerNoSoonerThan(uniformAnswerMs, () =>
        this.requestEmailChange(user, newEmail, redirectTo, origin),
      );
    }
    return this.store.json(auth.userId);
  }

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

  /** Sends a reset link when the address is known; answers the same, in the same time, either way. */
  async recover(email: string, redirectTo: string, origin: RequestOrigin): Promise<void> {
    await answerNoSoonerThan(uniformAnswerMs, async () => {
      const user = await this.store.findByEmail(email);
      if (user) await this.sendLink(user, 'recovery', redirectTo, origin);
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

  /**
   * A password or address change needs more than a valid token: a session that proved who it is in
   * the last minutes, or the code just e-mailed by /reauthenticate. A stolen token or refresh token
   * alone cannot lock the owner out.
   */
  private async requireReauthentication(auth: AuthContext, nonce: string | undefined): Promise<void> {
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

  /**
   * Both addresses must confirm: a link to the new one proves it is reachable, a link to the current
   * one proves its owner agrees. An address that belongs to someone else gets a notice instead of
   * a link, and the caller sees no difference; the change could never complete anyway.
   */
  private async requestEmailChange(
    user: UserRow,
    newEmail: string,
    redirectTo: string,
    origin: RequestOrigin,
  ): Promise<void> {
    const { db } = this.deps;
    const taken = await this.store.findByEmail(newEmail);
    const now = this.deps.now();
    const tokens = { email_change_current: randomToken(), email_change_new: randomToken() };
    await db.transaction(async (tx) => {
      await tx
        .delete(oneTimeTokens)
        .where(
          and(eq(oneTimeTokens.userId, user.id), inArray(oneTimeTokens.tokenType, [...emailChangeTypes])),
        );
      await tx.insert(oneTimeTokens).values(
        emailChangeTypes.map((type) => ({
          userId: user.id,
          tokenType: type,
          tokenHash: sha256(tokens[type]),
          newEmail,
          expiresAt: linkExpiresAt(type, now),
        })),
      );
    });
    const link = (type: LinkType, token: string) => linkUrl(origin.origin, token, type, redirectTo);
    this.mail.send(
      emails.emailChangeCurrent(
        user.email,
        newEmail,
        link('email_change_current', tokens.email_change_current),
      ),
    );
    this.mail.send(
      taken && taken.id !== user.id
        ? emails.addressInUse(taken.email)
        : emails.emailChangeNew(newEmail, link('email_change_new', tokens.email_change_new)),
    );
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

  private async sendLink(user: UserRow, type: 'recovery', redirectTo: string, origin: RequestOrigin) {
    const { db } = this.deps;
    const token = randomToken();
    const now = this.deps.now();
    // Only the newest reset link works.
    await db.transaction(async (tx) => {
      await tx
        .delete(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.tokenType, type)));
      await tx.insert(oneTimeTokens).values({
        userId: user.id,
        tokenType: type,
        tokenHash: sha256(token),
        expiresAt: linkExpiresAt(type, now),
      });
      await tx.update(users).set({ recoverySentAt: now }).where(eq(users.id, user.id));
    });
    this.mail.send(emails.recovery(user.email, linkUrl(origin.origin, token, type, redirectTo)));
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

/** A name as given, or a 400 saying why it cannot be one. */
function validName(name: string): string {
  const checked = checkName(name);
  if (!checked.ok) throw authErrors.validation(checked.message);
  return checked.name;
}

/** The metadata after an update: names and avatars checked, and small enough to ride in every token. */
function checkedMetadata(current: Record<string, unknown>, update: Record<string, unknown>) {
  const next: Record<string, unknown> = { ...current, ...update };
  if ('full_name' in update) {
    if (typeof update.full_name !== 'string') throw authErrors.validation('full_name must be a string.');
    next.full_name = validName(update.full_name);
  }
  if ('avatar_url' in update && update.avatar_url !== null && update.avatar_url !== '') {
    if (typeof update.avatar_url !== 'string' || !isWebUrl(update.avatar_url)) {
      throw authErrors.validation('avatar_url must be an http or https address.');
    }
  }
  if (Buffer.byteLength(JSON.stringify(next)) > maxMetadataBytes) {
    throw authErrors.metadataTooLarge(maxMetadataBytes);
  }
  return next;
}
