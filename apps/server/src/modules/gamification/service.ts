import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  levelForXp,
  type Achievement,
  type AchievementStatus,
  type Challenge,
  type GamificationResult,
  type gamificationActionSchema,
  type LeaderboardRow,
  type UserStats,
} from '@artvoyage/contract';
import type { Db, Tx } from '../../db/database';
import { userProfiles, xpEvents } from '../../db/schema';
import { JsonCache } from '../../http/json-cache';
import type { TripFacts } from '../itineraries';
import { ActionEvents, profileMissing } from './action-events';
import { xpEventsToday } from './activity';
import { loadAchievementStatuses, loadLeaderboard, loadStats } from './standings';
import { unlockEarned } from './unlocks';
import { isoWeek, xpWithinDailyCap } from './rules';
import { WeeklyChallenges } from './weekly-challenges';

export type ParsedGamificationAction = z.output<typeof gamificationActionSchema>;

/** One event that may earn XP; `key` is unique per user, so a repeat changes nothing. */
export interface XpEvent {
  action: string;
  key: string;
  xp: number;
  data?: Record<string, unknown>;
  /** 0-XP activity rows recorded alongside (once per key), e.g. "viewed this week" for challenges. */
  markers?: Array<{ action: string; key: string; data?: Record<string, unknown> }>;
}

export interface EventOutcome {
  /** False when the event key had been recorded before. */
  counted: boolean;
  /** Recorded, but its kind had already earned its XP for the day (rules.ts, dailyXpEventCaps). */
  capped: boolean;
  xpAwarded: number;
  newAchievements: Achievement[];
  experiencePoints: number;
  level: number;
}

/** Appended to the action of an event whose XP was taken back. */
const revokedSuffix = '_revoked';

/** How the result of a recorded event is worded. */
export function eventMessage(outcome: Pick<EventOutcome, 'counted' | 'capped' | 'xpAwarded'>): string {
  if (!outcome.counted) return 'Already counted';
  if (outcome.capped) return 'Daily XP limit reached for this kind of event: no XP this time';
  return `+${outcome.xpAwarded} XP`;
}

/**
 * XP, levels, achievements, badges and weekly challenges. Every write runs in one transaction that
 * first locks the user's profile row, so concurrent events of one user apply one after the other.
 */
export class GamificationService {
  private readonly events: ActionEvents;
  private readonly weekly: WeeklyChallenges;

  constructor(
    private readonly db: Db,
    /** The caller's itineraries, as the itineraries module tells them. */
    private readonly trips: TripFacts,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.events = new ActionEvents(db, trips, now);
    this.weekly = new WeeklyChallenges(db, now);
  }

  /** Records an event (or only evaluates the rules when `event` is null); inside `tx` when given. */
  async recordEvent(userId: string, event: XpEvent | null, tx?: Tx): Promise<EventOutcome> {
    if (tx) return this.apply(tx, userId, event);
    return this.db.transaction((inner) => this.apply(inner, userId, event));
  }

  /** Evaluates the achievement rules without an event (e.g. for a post's author after a like). */
  async checkAchievements(userId: string, tx?: Tx): Promise<EventOutcome> {
    return this.recordEvent(userId, null, tx);
  }

  /** The gamification function: validates the action's preconditions, records it, words the result. */
  async perform(userId: string, input: ParsedGamificationAction): Promise<GamificationResult> {
    const event = await this.events.eventFor(userId, input);
    const outcome = await this.recordEvent(userId, event);
    const unlocked = outcome.newAchievements.length;
    let message: string;
    if (event === null) {
      message =
        unlocked === 0 ? 'No new achievements' : `${unlocked} new achievement${unlocked > 1 ? 's' : ''}`;
    } else {
      message = eventMessage(outcome);
    }
    return {
      success: true,
      message,
      newAchievements: outcome.newAchievements,
      xpAwarded: outcome.xpAwarded,
      experience_points: outcome.experiencePoints,
      user_level: outcome.level,
    };
  }

  /** The caller's counts for the profile (standings.ts). */
  stats = (userId: string): Promise<UserStats> => loadStats(this.db, this.trips, userId);

  /**
   * The leaderboard, serialized, for the visitors who all ask for it at once. An XP change through this
   * instance forgets it; a change elsewhere (another instance, a new name) shows within a second.
   */
  readonly leaderboardJson = new JsonCache({ ttlMs: 1000, maxEntries: 1 });

  /**
   * Each caller's achievements, serialized (keyed by the verified user id): the achievements screen and
   * every event's refresh ask for them. An unlock through this instance forgets them all; an unlock
   * elsewhere, or one racing a read of the same user, shows within a second.
   */
  readonly achievementsJson = new JsonCache({ ttlMs: 1000, maxEntries: 1000 });

  /** The top accounts by XP (standings.ts). */
  leaderboard = (): Promise<LeaderboardRow[]> => loadLeaderboard(this.db);

  /** Every achievement with the caller's unlock date (standings.ts). */
  achievementStatuses = (userId: string): Promise<AchievementStatus[]> =>
    loadAchievementStatuses(this.db, userId);

  /** This week's challenges (weekly-challenges.ts). */
  challenges = (userId: string): Promise<Challenge[]> => this.weekly.list(userId);

  /** The transaction body of recordEvent. */
  private async apply(tx: Tx, userId: string, event: XpEvent | null): Promise<EventOutcome> {
    const [profile] = await tx
      .select({ xp: userProfiles.experiencePoints, level: userProfiles.userLevel })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
      .for('update');
    if (!profile) throw profileMissing();
    const startXp = profile.xp;
    let xp = startXp;
    let counted = false;
    let capped = false;
    if (event) {
      const at = this.now();
      // Exact under concurrency: the profile row lock above serialises this user's events.
      const earnedToday = event.xp > 0 ? await xpEventsToday(tx, userId, event.action, at) : 0;
      const eventXp = xpWithinDailyCap(event.action, event.xp, earnedToday);
      capped = eventXp < event.xp;
      const inserted = await tx
        .insert(xpEvents)
        .values({
          userId,
          eventKey: event.key,
          action: event.action,
          xp: eventXp,
          data: { ...event.data, ...(capped ? { capped: true } : {}) },
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ key: xpEvents.eventKey });
      counted = inserted.length > 0;
      if (!counted) capped = false;
      if (counted) xp += eventXp;
      let markersAdded = 0;
      if (event.markers?.length) {
        const added = await tx
          .insert(xpEvents)
          .values(
            event.markers.map((marker) => ({
              userId,
              eventKey: marker.key,
              action: marker.action,
              xp: 0,
              data: marker.data ?? {},
              createdAt: at,
            })),
          )
          .onConflictDoNothing()
          .returning({ key: xpEvents.eventKey });
        markersAdded = added.length;
      }
      // A repeat changed nothing the rules read, so none of them can newly hold: skip evaluating.
      if (!counted && markersAdded === 0) {
        return {
          counted,
          capped,
          xpAwarded: 0,
          newAchievements: [],
          experiencePoints: startXp,
          level: profile.level,
        };
      }
    }

    // Challenge rewards first: they can cross an XP threshold an achievement waits for.
    xp += await this.weekly.pay(tx, userId);
    const unlocked = await unlockEarned(tx, userId, xp, this.now);
    if (unlocked.achievements.length > 0) this.achievementsJson.invalidate();
    xp = unlocked.xp;
    const level = levelForXp(xp);
    if (xp !== startXp || level !== profile.level) {
      await tx
        .update(userProfiles)
        .set({ experiencePoints: xp, userLevel: level })
        .where(eq(userProfiles.userId, userId));
      this.leaderboardJson.invalidate();
    }
    return {
      counted,
      capped,
      xpAwarded: xp - startXp,
      newAchievements: unlocked.achievements,
      experiencePoints: xp,
      level,
    };
  }

  /**
   * Takes back the XP an event earned (a deleted post): the event stays recorded under a revoked
   * action, so its key cannot earn again and it no longer counts for challenges or caps. A weekly
   * challenge that the event helped complete and that is no longer complete gives its reward back
   * too. Achievements already unlocked stay (they record that something happened). Answers the XP
   * taken back (0 when there was none).
   */
  async revokeEvent(userId: string, key: string, tx: Tx): Promise<number> {
    const [profile] = await tx
      .select({ xp: userProfiles.experiencePoints })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
      .for('update');
    if (!profile) return 0;
    const [event] = await tx
      .select({ action: xpEvents.action, xp: xpEvents.xp, createdAt: xpEvents.createdAt })
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, userId), eq(xpEvents.eventKey, key)));
    if (!event || event.action.endsWith(revokedSuffix)) return 0;
    await tx
      .update(xpEvents)
      .set({ action: `${event.action}${revokedSuffix}`, xp: 0 })
      .where(and(eq(xpEvents.userId, userId), eq(xpEvents.eventKey, key)));
    const takenBack = event.xp + (await this.weekly.unpay(tx, userId, isoWeek(event.createdAt).start));
    if (takenBack === 0) return 0;
    const xp = Math.max(0, profile.xp - takenBack);
    await tx
      .update(userProfiles)
      .set({ experiencePoints: xp, userLevel: levelForXp(xp) })
      .where(eq(userProfiles.userId, userId));
    this.leaderboardJson.invalidate();
    return profile.xp - xp;
  }
}
