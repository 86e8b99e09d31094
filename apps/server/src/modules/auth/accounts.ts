import { and, eq } from 'drizzle-orm';
import { oneTimeTokens, userAchievements, userProfiles, users } from '../../db/schema';
import { firstStepsId } from '../gamification/rules';
import { newProfileValues } from '../profiles/service';
import type { AuthContext, AuthDeps, RequestOrigin } from './context';
import { hashPassword, randomToken, sha256, timingDummyHash, verifyPassword } from './crypto';
import { authErrors } from './errors';
import type { SessionJson, UserJson, UserRow } from './json';
import { emails } from './mailer';
import {
  linkExpiresAt,
  linkSignInMethod,
  linkTokenType,
  linkUrl,
  minPasswordLength,
  normalizeEmail,
  verifiedLinkType,
  type LinkType,
} from './rules';
import type { Sessions } from './sessions';
import type { UserStore } from './users';

/** Sign-up, password sign-in, e-mail links (confirm, recover, change address) and user updates. */
export class Accounts {
  constructor(
    private readonly deps: AuthDeps,
    private readonly store: UserStore,
    private readonly sessions: Sessions,
  ) {}

  async signUp(input: {
    email: string;
    password: string;
    fullName: string | undefined;
    redirectTo: string;
    origin: RequestOrigin;
  }): Promise<UserJson> {
    if (input.password.length < minPasswordLength) throw authErrors.weakPassword();
    const email = input.email.trim();
    const existing = await this.store.findByEmail(email);
    if (existing?.emailConfirmedAt) throw authErrors.userAlreadyExists();
    if (existing) {
      // An unconfirmed account signing up again gets a fresh link, like a resend.
      await this.sendLink(existing, 'signup', input.redirectTo, input.origin);
      return this.store.json(existing.id);
    }
    const encryptedPassword = await hashPassword(input.password);
    const fullName = input.fullName?.trim() ?? '';
    const user = await this.deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email, encryptedPassword, userMetadata: fullName ? { full_name: fullName } : {} })
        .onConflictDoNothing()
        .returning();
      if (!created) return undefined;
      await tx.insert(userProfiles).values(newProfileValues(created.id, fullName, email));
      // Every account starts with First Steps, dated at sign-up; its 100 points are the initial XP.
      await tx.insert(userAchievements).values({ userId: created.id, achievementId: firstStepsId });
      return created;
    });
    // Lost a race with the same address signing up at the same moment.
    if (!user) throw authErrors.userAlreadyExists();
    await this.sendLink(user, 'signup', input.redirectTo, input.origin);
    return this.store.json(user.id);
  }

  async signInWithPassword(email: string, password: string, origin: RequestOrigin): Promise<SessionJson> {
    const user = await this.store.findByEmail(email);
    // Unknown e-mail and wrong password cost one argon2 verification each and answer the same.
    const ok = await verifyPassword(user?.encryptedPassword ?? (await timingDummyHash()), password);
    if (!user || !ok) throw authErrors.invalidCredentials();
    if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
    return this.sessions.start(user.id, 'password', origin);
  }

  async updateUser(
    auth: AuthContext,
    input: {
      email?: string | undefined;
      password?: string | undefined;
      data?: Record<string, unknown> | undefined;
    },
    redirectTo: string,
    origin: RequestOrigin,
  ): Promise<UserJson> {
    const { db } = this.deps;
    const user = await this.store.load(auth.userId);
    const changes: Partial<typeof users.$inferInsert> = {};
    if (input.password !== undefined) {
      if (input.password.length < minPasswordLength) throw authErrors.weakPassword();
      if (await verifyPassword(user.encryptedPassword, input.password)) throw authErrors.samePassword();
      changes.encryptedPassword = await hashPassword(input.password);
    }
    if (input.data !== undefined) changes.userMetadata = { ...user.userMetadata, ...input.data };
    if (Object.keys(changes).length) {
      await db
        .update(users)
        .set({ ...changes, updatedAt: this.deps.now() })
        .where(eq(users.id, auth.userId));
    }
    if (typeof input.data?.full_name === 'string') {
      await db
        .update(userProfiles)
        .set({ fullName: input.data.full_name.trim().slice(0, 120), updatedAt: this.deps.now() })
        .where(eq(userProfiles.userId, auth.userId));
    }
    if (input.password !== undefined) {
      // A new password ends every other sign-in (a thief's session included).
      await this.sessions.logout(auth, 'others');
    }
    if (input.email !== undefined && normalizeEmail(input.email) !== normalizeEmail(user.email)) {
      const taken = await this.store.findByEmail(input.email);
      if (taken) throw authErrors.emailExists();
      await this.sendLink(user, 'email_change', redirectTo, origin, input.email.trim());
    }
    return this.store.json(auth.userId);
  }

  /** Sends a reset link when the address is known; answers the same either way. */
  async recover(email: string, redirectTo: string, origin: RequestOrigin): Promise<void> {
    const user = await this.store.findByEmail(email);
    if (user) await this.sendLink(user, 'recovery', redirectTo, origin);
  }

  async resend(type: 'signup' | 'email_change', email: string, redirectTo: string, origin: RequestOrigin) {
    const user = await this.store.findByEmail(email);
    // Confirmed or unknown addresses get the same empty answer, so the endpoint does not reveal accounts.
    if (!user || (type === 'signup' && user.emailConfirmedAt)) return;
    if (type === 'signup') await this.sendLink(user, 'signup', redirectTo, origin);
  }

  /** Consumes an e-mail link token (single use) and signs the user in. */
  async verifyLink(
    type: string,
    token: string,
    origin: RequestOrigin,
  ): Promise<{ session: SessionJson; type: string }> {
    const { db } = this.deps;
    const tokenType = linkTokenType(type);
    if (!tokenType) throw authErrors.validation('Unsupported verification type');
    const [row] = await db
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, sha256(token)), eq(oneTimeTokens.tokenType, tokenType)))
      .returning();
    if (!row || row.expiresAt.getTime() <= this.deps.now().getTime()) throw authErrors.otpExpired();
    const now = this.deps.now();
    const user = await this.store.load(row.userId);
    if (tokenType === 'email_change' && row.newEmail) {
      const taken = await this.store.findByEmail(row.newEmail);
      if (taken && taken.id !== user.id) throw authErrors.emailExists();
      await db.update(users).set({ email: row.newEmail, updatedAt: now }).where(eq(users.id, user.id));
      await db
        .update(userProfiles)
        .set({ email: row.newEmail, updatedAt: now })
        .where(eq(userProfiles.userId, user.id));
    }
    // Opening any e-mail link proves the address.
    if (!user.emailConfirmedAt) {
      await db.update(users).set({ emailConfirmedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    }
    return {
      session: await this.sessions.start(user.id, linkSignInMethod(tokenType), origin),
      type: verifiedLinkType(type),
    };
  }

  private async sendLink(
    user: UserRow,
    type: LinkType,
    redirectTo: string,
    origin: RequestOrigin,
    newEmail?: string,
  ): Promise<void> {
    const { db, mailer } = this.deps;
    const token = randomToken();
    const now = this.deps.now();
    // Only the newest link of a kind works.
    await db
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.tokenType, type)));
    await db.insert(oneTimeTokens).values({
      userId: user.id,
      tokenType: type,
      tokenHash: sha256(token),
      newEmail: newEmail ?? null,
      expiresAt: linkExpiresAt(type, now),
    });
    const link = linkUrl(origin.origin, token, type, redirectTo);
    if (type === 'signup') {
      await db.update(users).set({ confirmationSentAt: now }).where(eq(users.id, user.id));
      await mailer.send(emails.confirmSignup(user.email, link));
    } else if (type === 'recovery') {
      await db.update(users).set({ recoverySentAt: now }).where(eq(users.id, user.id));
      await mailer.send(emails.recovery(user.email, link));
    } else {
      await mailer.send(emails.emailChange(newEmail ?? user.email, link));
    }
  }
}
