import { and, eq, inArray } from 'drizzle-orm';
import type { Challenge } from '@artvoyage/contract';
import type { Db, Executor, Tx } from '../../db/database';
import { xpEvents } from '../../db/schema';
import { loadWeeklyActivity, xpEventsToday } from './activity';
import {
  challengeEventKey,
  challengeStates,
  isoWeek,
  utcDate,
  weeklyChallenges,
  xpWithinDailyCap,
} from './rules';

/** The weekly challenges: their progress, and their rewards paid and taken back with the events. */
export class WeeklyChallenges {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /**
   * This week's challenges: a pure read. A challenge is paid by the event that completes it (see
   * `pay`), so every screen that lists them, and the profile's XP, agree at once.
   */
  async list(userId: string): Promise<Challenge[]> {
    const now = this.now();
    const week = isoWeek(now);
    const states = challengeStates(await loadWeeklyActivity(this.db, userId, week), now);
    const paid = await this.paid(this.db, userId, week.start);
    return states.map(({ definition, progress, completed, timeLeft }) => ({
      id: definition.id,
      title: definition.title,
      description: definition.description,
      progress,
      total: definition.total,
      reward: definition.reward,
      difficulty: definition.difficulty,
      timeLeft,
      completed,
      rewarded: paid.has(definition.id),
    }));
  }

  /** The ids of the challenges whose reward for the week starting at `weekStart` is held. */
  private async paid(db: Executor, userId: string, weekStart: Date): Promise<Set<string>> {
    const keys = weeklyChallenges.map((definition) => challengeEventKey(definition.id, weekStart));
    const rows = await db
      .select({ key: xpEvents.eventKey })
      .from(xpEvents)
      .where(
        and(
          eq(xpEvents.userId, userId),
          eq(xpEvents.action, 'challenge_completed'),
          inArray(xpEvents.eventKey, keys),
        ),
      );
    const held = new Set(rows.map((row) => row.key));
    return new Set(
      weeklyChallenges
        .filter((definition) => held.has(challengeEventKey(definition.id, weekStart)))
        .map((definition) => definition.id),
    );
  }

  /**
   * Pays, inside the caller's transaction, every challenge of the current week that is complete and
   * not paid yet; answers the XP added. Runs with every event (and every rules check), so a challenge
   * is paid by the event that completes it, whichever screen sent it.
   */
  async pay(tx: Tx, userId: string): Promise<number> {
    const now = this.now();
    const week = isoWeek(now);
    const states = challengeStates(await loadWeeklyActivity(tx, userId, week), now);
    const complete = states.filter((state) => state.completed);
    if (complete.length === 0) return 0;
    const paid = await this.paid(tx, userId, week.start);
    let added = 0;
    for (const { definition } of complete) {
      if (paid.has(definition.id)) continue;
      const earnedToday = await xpEventsToday(tx, userId, 'challenge_completed', now);
      const xp = xpWithinDailyCap('challenge_completed', definition.reward, earnedToday);
      const inserted = await tx
        .insert(xpEvents)
        .values({
          userId,
          eventKey: challengeEventKey(definition.id, week.start),
          action: 'challenge_completed',
          xp,
          data: { challengeId: definition.id, week: utcDate(week.start) },
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ key: xpEvents.eventKey });
      if (inserted.length > 0) added += xp;
    }
    return added;
  }

  /**
   * Takes back the rewards of the challenges of the week starting at `weekStart` that are no longer
   * complete (a post of that week was deleted). The reward row is removed, not marked, so doing the
   * missing activity again in the same week earns the challenge again: the reward is held exactly
   * while the challenge is complete. Answers the XP taken back.
   */
  async unpay(tx: Tx, userId: string, weekStart: Date): Promise<number> {
    const week = { start: weekStart, end: new Date(weekStart.getTime() + 7 * 24 * 60 * 60 * 1000) };
    const states = challengeStates(await loadWeeklyActivity(tx, userId, week), week.start);
    const undone = states.filter((state) => !state.completed).map((state) => state.definition.id);
    if (undone.length === 0) return 0;
    const removed = await tx
      .delete(xpEvents)
      .where(
        and(
          eq(xpEvents.userId, userId),
          eq(xpEvents.action, 'challenge_completed'),
          inArray(
            xpEvents.eventKey,
            undone.map((id) => challengeEventKey(id, weekStart)),
          ),
        ),
      )
      .returning({ xp: xpEvents.xp });
    return removed.reduce((sum, row) => sum + row.xp, 0);
  }
}
