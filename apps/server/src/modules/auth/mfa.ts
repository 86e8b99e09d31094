import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { authSessions, mfaChallenges, mfaFactors } from '../../db/schema';
import type { AuthContext, AuthDeps, RequestOrigin } from './context';
import { authErrors } from './errors';
import { guessSubject, type GuessLedger } from './guesses';
import type { FactorRow, SessionJson } from './json';
import {
  amrAfterFactor,
  epochSeconds,
  factorAmrMethod,
  maxChallengeAttempts,
  maxUnverifiedFactors,
  needsAal2,
  newPhoneCode,
  normalizePhone,
  phoneCodeHash,
  smsBody,
} from './rules';
import type { Sessions } from './sessions';
import { matchTotp, newTotpSecret, qrCodeSvg, totpUri } from './totp';
import type { UserStore } from './users';

/** Second factors (TOTP apps and SMS codes): enrolment, challenges, verification, removal. */
export class Mfa {
  constructor(
    private readonly deps: AuthDeps,
    private readonly store: UserStore,
    private readonly sessions: Sessions,
    private readonly guesses: GuessLedger,
  ) {}

  async enroll(
    auth: AuthContext,
    input: {
      factorType: 'totp' | 'phone';
      friendlyName?: string | undefined;
      issuer?: string | undefined;
      phone?: string | undefined;
    },
    origin: RequestOrigin,
  ) {
    const user = await this.store.load(auth.userId);
    const factors = await this.store.factors(auth.userId);
    if (needsAal2(factors, auth.aal)) throw authErrors.insufficientAal();
    const friendlyName = input.friendlyName?.trim() || undefined;
    if (friendlyName && factors.some((f) => f.friendlyName === friendlyName)) {
      throw authErrors.factorNameConflict(friendlyName);
    }
    const unverified = factors.filter((f) => f.status === 'unverified');
    if (unverified.length >= maxUnverifiedFactors) throw authErrors.tooManyUnverifiedFactors();
    if (input.factorType === 'phone') {
      const phone = normalizePhone(input.phone);
      if (!phone) throw authErrors.validation('Invalid phone number format (E.164 required)');
      const factor = await this.insertFactor({
        userId: auth.userId,
        factorType: 'phone',
        friendlyName: friendlyName ?? null,
        phone,
      });
      return { id: factor.id, type: 'phone' as const, friendly_name: factor.friendlyName ?? '', phone };
    }
    const secret = newTotpSecret();
    const issuer = input.issuer?.trim() || new URL(origin.origin).host;
    const uri = totpUri({ secret, issuer, label: user.email });
    const factor = await this.insertFactor({
      userId: auth.userId,
      factorType: 'totp',
      friendlyName: friendlyName ?? null,
      secret,
    });
    return {
      id: factor.id,
      type: 'totp' as const,
      friendly_name: factor.friendlyName ?? '',
      totp: { qr_code: await qrCodeSvg(uri), secret, uri },
    };
  }

  async challenge(auth: AuthContext, factorId: string) {
    const { db, mfaChallengeTtlSeconds } = this.deps;
    const factor = await this.ownFactor(auth, factorId);
    const now = this.deps.now();
    const expiresAt = new Date(now.getTime() + mfaChallengeTtlSeconds * 1000);
    let otpCodeHash: string | null = null;
    let code: string | undefined;
    if (factor.factorType === 'phone') {
      code = newPhoneCode();
      otpCodeHash = phoneCodeHash(factor.id, code);
    }
    const [challenge] = await db
      .insert(mfaChallenges)
      .values({ factorId: factor.id, userId: auth.userId, otpCodeHash, expiresAt })
      .returning();
    if (!challenge) throw new Error('challenge insert returned nothing');
    await db.update(mfaFactors).set({ lastChallengedAt: now }).where(eq(mfaFactors.id, factor.id));
    if (code && factor.phone) {
      await this.deps.sms.send({ to: factor.phone, code, body: smsBody(code, mfaChallengeTtlSeconds) });
    }
    return { id: challenge.id, type: factor.factorType, expires_at: epochSeconds(expiresAt) };
  }

  async verifyFactor(
    auth: AuthContext,
    factorId: string,
    challengeId: string,
    code: string,
    origin: RequestOrigin,
  ): Promise<SessionJson> {
    const { db } = this.deps;
    const factor = await this.ownFactor(auth, factorId);
    const now = this.deps.now();
    // Per user, over every factor, challenge and client address: new challenges do not buy new guesses.
    const guess = await this.guesses.spend('mfa', guessSubject.mfa(auth.userId));
    // One conditional UPDATE spends an attempt; concurrent guesses cannot pass the cap between a read and a write.
    const [challenge] = await db
      .update(mfaChallenges)
      .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
      .where(
        and(
          eq(mfaChallenges.id, challengeId),
          eq(mfaChallenges.factorId, factor.id),
          eq(mfaChallenges.userId, auth.userId),
          isNull(mfaChallenges.verifiedAt),
          gt(mfaChallenges.expiresAt, now),
          lt(mfaChallenges.attempts, maxChallengeAttempts),
        ),
      )
      .returning();
    if (!challenge) throw await this.whyChallengeRefused(auth, factor.id, challengeId, now);

    if (factor.factorType === 'totp') {
      const step = factor.secret
        ? await matchTotp(factor.secret, code.trim(), now.getTime() / 1000)
        : undefined;
      if (step === undefined) throw authErrors.verificationFailed();
      // Replay guard: the step must be newer than the last accepted one, set atomically.
      const [advanced] = await db
        .update(mfaFactors)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(mfaFactors.id, factor.id),
            or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step)),
          ),
        )
        .returning({ id: mfaFactors.id });
      if (!advanced) throw authErrors.verificationFailed();
    } else if (challenge.otpCodeHash !== phoneCodeHash(factor.id, code.trim())) {
      throw authErrors.verificationFailed();
    }
    const [used] = await db
      .update(mfaChallenges)
      .set({ verifiedAt: now })
      .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.verifiedAt)))
      .returning({ id: mfaChallenges.id });
    if (!used) throw authErrors.challengeNotFound();
    await guess.forgive();
    await db
      .update(mfaFactors)
      .set({ status: 'verified', updatedAt: now })
      .where(eq(mfaFactors.id, factor.id));

    const [current] = await db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.id, auth.sessionId), eq(authSessions.userId, auth.userId)))
      .limit(1);
    if (!current) throw authErrors.sessionNotFound();
    const amr = amrAfterFactor(current.amr, factorAmrMethod(factor.factorType), now);
    const [session] = await db
      .update(authSessions)
      .set({ aal: 'aal2', amr, updatedAt: now })
      .where(eq(authSessions.id, current.id))
      .returning();
    if (!session) throw authErrors.sessionNotFound();
    // A fresh refresh token for the upgraded session; older ones of the session also yield aal2 now.
    const refreshToken = await this.sessions.newRefreshToken(session.id, auth.userId);
    return this.sessions.issue(session, refreshToken, origin);
  }

  async unenroll(auth: AuthContext, factorId: string): Promise<{ id: string }> {
    const { db } = this.deps;
    const factor = await this.ownFactor(auth, factorId);
    const factors = await this.store.factors(auth.userId);
    if (needsAal2(factors, auth.aal)) throw authErrors.insufficientAal();
    await db.delete(mfaFactors).where(and(eq(mfaFactors.id, factor.id), eq(mfaFactors.userId, auth.userId)));
    if (factor.status === 'verified') {
      // Like GoTrue: sessions that relied on the removed factor drop back to aal1.
      const remaining = factors.filter((f) => f.id !== factor.id && f.status === 'verified');
      if (remaining.length === 0) {
        await db.update(authSessions).set({ aal: 'aal1' }).where(eq(authSessions.userId, auth.userId));
      }
    }
    return { id: factor.id };
  }

  /** Inserts a factor; the unique (user, friendly name) index turns a concurrent duplicate into a conflict. */
  private async insertFactor(values: typeof mfaFactors.$inferInsert): Promise<FactorRow> {
    const [factor] = await this.deps.db.insert(mfaFactors).values(values).onConflictDoNothing().returning();
    if (!factor) throw authErrors.factorNameConflict(values.friendlyName ?? '');
    return factor;
  }

  private async ownFactor(auth: AuthContext, factorId: string): Promise<FactorRow> {
    const [factor] = await this.deps.db
      .select()
      .from(mfaFactors)
      .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, auth.userId)))
      .limit(1);
    // Someone else's factor looks exactly like a missing one.
    if (!factor) throw authErrors.factorNotFound();
    return factor;
  }

  private async whyChallengeRefused(auth: AuthContext, factorId: string, challengeId: string, now: Date) {
    const [challenge] = await this.deps.db
      .select()
      .from(mfaChallenges)
      .where(
        and(
          eq(mfaChallenges.id, challengeId),
          eq(mfaChallenges.factorId, factorId),
          eq(mfaChallenges.userId, auth.userId),
        ),
      )
      .limit(1);
    if (!challenge || challenge.verifiedAt) return authErrors.challengeNotFound();
    if (challenge.expiresAt.getTime() <= now.getTime()) return authErrors.challengeExpired();
    return authErrors.tooManyAttempts();
  }
}
