import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { oneTimeTokens, userProfiles, users } from '../../db/schema';
import { checkedMetadata } from './account-metadata';
import type { AuthContext, AuthDeps, RequestOrigin } from './context';
import { hashPassword, randomToken, sha256, verifyPassword } from './crypto';
import { authErrors } from './errors';
import type { UserJson, UserRow } from './json';
import { answerNoSoonerThan, type MailDispatch } from './mail-dispatch';
import { emails } from './mailer';
import type { Reauthentication } from './reauthentication';
import {
  emailChangeTypes,
  linkExpiresAt,
  linkUrl,
  minPasswordLength,
  needsAal2,
  normalizeEmail,
  uniformAnswerMs,
  type LinkType,
} from './rules';
import type { Sessions } from './sessions';
import type { UserStore } from './users';

/** Changes a signed-in user makes to their account: metadata, password, e-mail address. */
export class UserUpdates {
  constructor(
    private readonly deps: AuthDeps,
    private readonly store: UserStore,
    private readonly sessions: Sessions,
    private readonly reauthentication: Reauthentication,
    private readonly mail: MailDispatch,
  ) {}

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
      await this.reauthentication.require(auth, input.nonce);
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
}
