import { and, eq } from 'drizzle-orm';
import { oneTimeTokens, users } from '../../db/schema';
import type { AuthDeps, RequestOrigin } from './context';
import { randomToken, sha256 } from './crypto';
import type { UserRow } from './json';
import { answerNoSoonerThan, type MailDispatch } from './mail-dispatch';
import { emails } from './mailer';
import { linkExpiresAt, linkUrl, uniformAnswerMs } from './rules';
import type { UserStore } from './users';

/** Password reset links: sent to known addresses, with the same answer for unknown ones. */
export class Recovery {
  constructor(
    private readonly deps: AuthDeps,
    private readonly store: UserStore,
    private readonly mail: MailDispatch,
  ) {}

  /** Sends a reset link when the address is known; answers the same, in the same time, either way. */
  async recover(email: string, redirectTo: string, origin: RequestOrigin): Promise<void> {
    await answerNoSoonerThan(uniformAnswerMs, async () => {
      const user = await this.store.findByEmail(email);
      if (user) await this.sendLink(user, 'recovery', redirectTo, origin);
    });
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
}
