import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authGuesses } from '../../db/schema';
import { sha256 } from './crypto';
import { authErrors } from './errors';
import { normalizeEmail } from './rules';

/** What an account can be guessed at, and how many tries each allows per window. */
export const guessCaps = {
  /** A password, counted per e-mail address, known or not, so the cap says nothing about accounts. */
  password: { max: 10, windowMs: 15 * 60_000 },
  /** A TOTP or SMS code, counted per user across every factor, challenge and client address. */
  mfa: { max: 10, windowMs: 15 * 60_000 },
  /** The e-mailed reauthentication code, per user. */
  nonce: { max: 5, windowMs: 15 * 60_000 },
} as const;
export type GuessKind = keyof typeof guessCaps;

export const guessSubject = {
  password: (email: string) => `password:${sha256(normalizeEmail(email))}`,
  mfa: (userId: string) => `mfa:${userId}`,
  nonce: (userId: string) => `nonce:${userId}`,
};

/**
 * Per-account caps on guesses, on top of the per-address rate limits: an attacker spreading guesses
 * over many client addresses still gets only `max` per window for one account. A guess is recorded
 * before it is checked and taken back when it was right, so concurrent guesses cannot slip past the
 * count between a read and a write; the rows live in the database, shared by every server instance.
 */
export class GuessLedger {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Records a guess; throws 429 when the account already had its share in the window. */
  async spend(kind: GuessKind, subject: string): Promise<{ forgive: () => Promise<void> }> {
    const { max, windowMs } = guessCaps[kind];
    const since = new Date(this.now().getTime() - windowMs);
    await this.db
      .delete(authGuesses)
      .where(and(eq(authGuesses.subject, subject), lte(authGuesses.createdAt, since)));
    const [row] = await this.db
      .insert(authGuesses)
      .values({ subject, createdAt: this.now() })
      .returning({ id: authGuesses.id });
    const [counted] = await this.db
      .select({ n: count() })
      .from(authGuesses)
      .where(and(eq(authGuesses.subject, subject), gt(authGuesses.createdAt, since)));
    if ((counted?.n ?? 0) > max) {
      // A refused guess is not counted, so the account opens again a window after its last real guess.
      if (row) await this.db.delete(authGuesses).where(eq(authGuesses.id, row.id));
      throw authErrors.tooManyGuesses(Math.ceil(windowMs / 60_000));
    }
    return {
      forgive: async () => {
        if (row) await this.db.delete(authGuesses).where(eq(authGuesses.id, row.id));
      },
    };
  }
}
