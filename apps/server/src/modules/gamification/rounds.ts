import { and, count, desc, eq, gte } from 'drizzle-orm';
import {
  xpRewards,
  type GameId,
  type GameRound,
  type GameRoundResult,
  type RoundAnswer,
} from '@artvoyage/contract';
import type { Locale } from '@artvoyage/contract/locales';
import type { RandomSource } from '@artvoyage/content/games';
import type { Db } from '../../db/database';
import { gameRounds } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { drawRoundItems, scoreRound } from './round-content';
import { gameRoundLifetimeMs, gameRoundsPerDay, gameXp, minimumRoundSeconds, utcDayStart } from './rules';
import { eventMessage, type GamificationService } from './service';

const roundMissing = () => notFound('No game round with this id was opened for your account.');

/**
 * Game rounds: the server opens a round and chooses its content, then scores the finished round's
 * answers against the bundled content and awards XP once, in the transaction that closes the round.
 */
export class GameRoundService {
  constructor(
    private readonly db: Db,
    private readonly gamification: GamificationService,
    private readonly now: () => Date = () => new Date(),
    private readonly random: RandomSource = Math.random,
  ) {}

  /**
   * Opens a round of `gameId` played in `locale`; new questions are preferred over the previous round's
   * of that game.
   */
  async open(userId: string, gameId: GameId, locale: Locale = 'en'): Promise<GameRound> {
    const now = this.now();
    const [opened] = await this.db
      .select({ value: count() })
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, userId), gte(gameRounds.openedAt, utcDayStart(now))));
    if ((opened?.value ?? 0) >= gameRoundsPerDay) {
      throw new HttpError(
        429,
        'ROUND_LIMIT',
        `At most ${gameRoundsPerDay} game rounds a day earn XP; games stay playable without it.`,
      );
    }
    const [previous] = await this.db
      .select({ items: gameRounds.items })
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, userId), eq(gameRounds.gameId, gameId)))
      .orderBy(desc(gameRounds.openedAt))
      .limit(1);
    const items = drawRoundItems(gameId, previous?.items ?? [], this.random);
    const [row] = await this.db
      .insert(gameRounds)
      .values({ userId, gameId, locale, items, openedAt: now })
      .returning({ id: gameRounds.id });
    if (!row) throw new Error('insert returned no row');
    return { id: row.id, game_id: gameId, locale, items, opened_at: now.toISOString() };
  }

  /**
   * Scores a round's answers and awards its XP. The round's row lock makes concurrent finishes of
   * one round apply one after the other: the first closes it, the others find it finished (409).
   */
  async finish(userId: string, roundId: string, answers: readonly RoundAnswer[]): Promise<GameRoundResult> {
    return this.db.transaction(async (tx) => {
      const [round] = await tx
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.id, roundId), eq(gameRounds.userId, userId)))
        .for('update');
      if (!round) throw roundMissing();
      if (round.finishedAt) {
        throw new HttpError(409, 'ROUND_FINISHED', 'This round was already finished and rewarded.');
      }
      const gameId = round.gameId as GameId;
      const now = this.now();
      const elapsedMs = now.getTime() - round.openedAt.getTime();
      const minimumMs = (minimumRoundSeconds[gameId] ?? 0) * 1000;
      if (elapsedMs < minimumMs) {
        throw new HttpError(
          422,
          'ROUND_TOO_FAST',
          `This game cannot be played in under ${minimumMs / 1000} seconds; finish it again once you have played it.`,
        );
      }
      if (elapsedMs > gameRoundLifetimeMs) {
        throw new HttpError(422, 'ROUND_EXPIRED', 'This round was opened too long ago; start a new one.');
      }
      const scored = scoreRound(gameId, round.items, answers, round.locale);
      if (!scored.ok) throw new HttpError(400, 'ANSWERS_INVALID', scored.problem);
      await tx
        .update(gameRounds)
        .set({ finishedAt: now, score: scored.score, maxScore: scored.maxScore })
        .where(eq(gameRounds.id, round.id));
      const outcome = await this.gamification.recordEvent(
        userId,
        {
          action: 'game_finished',
          key: `game:${round.id}`,
          xp: gameXp(xpRewards.game_finished, scored.score, scored.maxScore),
          data: { roundId: round.id, gameId, score: scored.score, maxScore: scored.maxScore },
        },
        tx,
      );
      return {
        success: true,
        message: eventMessage(outcome),
        newAchievements: outcome.newAchievements,
        xpAwarded: outcome.xpAwarded,
        experience_points: outcome.experiencePoints,
        user_level: outcome.level,
        score: scored.score,
        max_score: scored.maxScore,
      };
    });
  }
}
