import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  achievementCategories,
  achievementRarities,
  leaderboardSize,
  levelForXp,
  xpRewards,
  type Achievement,
  type AchievementStatus,
  type Challenge,
  type GamificationResult,
  type gamificationActionSchema,
  type LeaderboardRow,
  type TourId,
  type UserStats,
} from '@artvoyage/contract';
import { tours } from '@artvoyage/content';
import type { Db, Executor, Tx } from '../../db/database';
import {
  achievements,
  badges,
  recognitions,
  travelPosts,
  userAchievements,
  userBadges,
  userProfiles,
  users,
  xpEvents,
} from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { JsonCache } from '../../http/json-cache';
import type { TripFacts } from '../itineraries';
import { loadActivity, loadWeeklyActivity } from './activity';
import { tripSummary } from './trips';
import {
  badgeFor,
  challengeEventKey,
  challengeStates,
  earnedAchievementIds,
  isoWeek,
  prepaidAchievements,
  utcDate,
  utcDayStart,
  weeklyChallenges,
  xpWithinDailyCap,
} from './rules';

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

type AchievementRow = typeof achievements.$inferSelect;

export function achievementJson(row: AchievementRow): Achievement {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    points_reward: row.pointsReward,
    category: pick(achievementCategories, row.category, 'beginner'),
    rarity: pick(achievementRarities, row.rarity, 'common'),
  };
}

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.find((entry) => entry === value) ?? fallback;

/** Loops of "unlock, add rewards, evaluate again" end well before this; it only guards against a bug. */
const maxUnlockRounds = 10;

const profileMissing = () => notFound('No profile exists for this account.');

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
  constructor(
    private readonly db: Db,
    /** The caller's itineraries, as the itineraries module tells them. */
    private readonly trips: TripFacts,
    private readonly now: () => Date = () => new Date(),
  ) {}

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
    const event = await this.eventFor(userId, input);
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

  async stats(userId: string): Promise<UserStats> {
    const [achievementsRow] = await this.db
      .select({ value: count() })
      .from(userAchievements)
      .where(eq(userAchievements.userId, userId));
    const [postsRow] = await this.db
      .select({ value: count() })
      .from(travelPosts)
      .where(eq(travelPosts.userId, userId));
    const trips = await this.trips.liveTrips(userId);
    return {
      achievementsUnlocked: achievementsRow?.value ?? 0,
      postsCreated: postsRow?.value ?? 0,
      ...tripSummary(trips),
    };
  }

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

  /**
   * The top accounts by XP; ties go to the earlier profile, then the smaller user id, so the order
   * is the same on every call and database. Only confirmed accounts are listed.
   */
  async leaderboard(): Promise<LeaderboardRow[]> {
    const rows = await this.db
      .select({
        userId: userProfiles.userId,
        fullName: userProfiles.fullName,
        points: userProfiles.experiencePoints,
      })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(isNotNull(users.emailConfirmedAt))
      .orderBy(desc(userProfiles.experiencePoints), asc(userProfiles.createdAt), asc(userProfiles.userId))
      .limit(leaderboardSize);
    return rows.map((row, index) => ({
      rank: index + 1,
      user_id: row.userId,
      name: row.fullName.trim() || 'Traveler',
      level: levelForXp(row.points),
      points: row.points,
    }));
  }

  /** Every achievement with the caller's unlock date (null while locked), by points then name. */
  async achievementStatuses(userId: string): Promise<AchievementStatus[]> {
    const rows = await this.db
      .select({ achievement: achievements, unlockedAt: userAchievements.unlockedAt })
      .from(achievements)
      .leftJoin(
        userAchievements,
        and(eq(userAchievements.achievementId, achievements.id), eq(userAchievements.userId, userId)),
      )
      .orderBy(asc(achievements.pointsReward), asc(sql`${achievements.name} collate "C"`));
    return rows.map(({ achievement, unlockedAt }) => ({
      ...achievementJson(achievement),
      earned_date: unlockedAt ? unlockedAt.toISOString() : null,
    }));
  }

  /**
   * This week's challenges: a pure read. A challenge is paid by the event that completes it (see
   * `payChallenges`), so every screen that lists them, and the profile's XP, agree at once.
   */
  async challenges(userId: string): Promise<Challenge[]> {
    const now = this.now();
    const week = isoWeek(now);
    const states = challengeStates(await loadWeeklyActivity(this.db, userId, week), now);
    const paid = await this.paidChallenges(this.db, userId, week.start);
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
  private async paidChallenges(db: Executor, userId: string, weekStart: Date): Promise<Set<string>> {
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
  private async payChallenges(tx: Tx, userId: string): Promise<number> {
    const now = this.now();
    const week = isoWeek(now);
    const states = challengeStates(await loadWeeklyActivity(tx, userId, week), now);
    const complete = states.filter((state) => state.completed);
    if (complete.length === 0) return 0;
    const paid = await this.paidChallenges(tx, userId, week.start);
    let added = 0;
    for (const { definition } of complete) {
      if (paid.has(definition.id)) continue;
      const earnedToday = await this.xpEventsToday(tx, userId, 'challenge_completed', now);
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
  private async unpayChallenges(tx: Tx, userId: string, weekStart: Date): Promise<number> {
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

  /** Turns a validated action into its event, refusing ones whose precondition does not hold. */
  private async eventFor(userId: string, input: ParsedGamificationAction): Promise<XpEvent | null> {
    const now = this.now();
    switch (input.action) {
      case 'daily_visit': {
        const date = utcDate(now);
        return {
          action: input.action,
          key: `daily_visit:${date}`,
          xp: xpRewards.daily_visit,
          data: { date },
        };
      }
      case 'artwork_viewed': {
        const { artworkId } = input.data;
        const week = utcDate(isoWeek(now).start);
        return {
          action: input.action,
          key: `artwork:${artworkId}`,
          xp: xpRewards.artwork_viewed,
          data: { artworkId },
          markers: [
            { action: 'artwork_week', key: `artwork_week:${week}:${artworkId}`, data: { artworkId, week } },
          ],
        };
      }
      case 'tour_completed':
        await this.assertTourSeen(userId, input.data.tourId);
        return {
          action: input.action,
          key: `tour:${input.data.tourId}`,
          xp: xpRewards.tour_completed,
          data: { tourId: input.data.tourId },
        };
      case 'itinerary_saved': {
        const { itineraryId } = input.data;
        if (!(await this.trips.isLive(userId, itineraryId)))
          throw notFound('No itinerary with this id exists in this account.');
        return {
          action: input.action,
          key: `itinerary:${itineraryId}`,
          xp: xpRewards.itinerary_saved,
          data: { itineraryId },
        };
      }
      case 'photo_recognized': {
        // Only a recognition the server itself recorded for this caller is evidence of a photo.
        const { recognitionId } = input.data;
        const [recorded] = await this.db
          .select({ id: recognitions.id, subject: recognitions.subject })
          .from(recognitions)
          .where(and(eq(recognitions.id, recognitionId), eq(recognitions.userId, userId)))
          .limit(1);
        if (!recorded) throw notFound('No recognition with this id was recorded for your account.');
        // Possible matches earn nothing until the user confirms which one the photo shows.
        if (recorded.subject === null)
          throw new HttpError(
            409,
            'CONFLICT',
            'Confirm which of the possible matches your photo shows first: only a recognised photo earns XP.',
          );
        return {
          action: input.action,
          key: `photo:${recognitionId}`,
          xp: xpRewards.photo_recognized,
          data: { recognitionId },
        };
      }
      case 'profile_completed':
        await this.assertProfileComplete(userId);
        return { action: input.action, key: 'profile', xp: xpRewards.profile_completed, data: {} };
      case 'check_achievements':
        return null;
    }
  }

  /** A tour counts once every one of its artworks was viewed (their artwork events exist). */
  private async assertTourSeen(userId: string, tourId: TourId): Promise<void> {
    const stops = tours.find((tour) => tour.id === tourId)?.artworkIds ?? [];
    const seen = await this.db
      .select({ key: xpEvents.eventKey })
      .from(xpEvents)
      .where(
        and(
          eq(xpEvents.userId, userId),
          inArray(
            xpEvents.eventKey,
            stops.map((artworkId) => `artwork:${artworkId}`),
          ),
        ),
      );
    if (stops.length === 0 || seen.length < stops.length) {
      throw new HttpError(
        422,
        'TOUR_INCOMPLETE',
        `Open every artwork of this tour first (${seen.length} of ${stops.length} seen).`,
      );
    }
  }

  private async assertProfileComplete(userId: string): Promise<void> {
    const [profile] = await this.db
      .select({
        fullName: userProfiles.fullName,
        bio: userProfiles.bio,
        languages: userProfiles.languages,
        favoriteDestinations: userProfiles.favoriteDestinations,
      })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
      .limit(1);
    if (!profile) throw profileMissing();
    const missing = [
      profile.fullName.trim() === '' ? 'your name' : null,
      (profile.bio ?? '').trim() === '' ? 'a bio' : null,
      profile.languages.length === 0 ? 'at least one language' : null,
      profile.favoriteDestinations.length === 0 ? 'at least one favourite destination' : null,
    ].filter((part): part is string => part !== null);
    if (missing.length > 0) {
      throw new HttpError(
        422,
        'PROFILE_INCOMPLETE',
        `Your profile is not complete yet: add ${missing.join(', ')}.`,
      );
    }
  }

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
      const earnedToday = event.xp > 0 ? await this.xpEventsToday(tx, userId, event.action, at) : 0;
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
    xp += await this.payChallenges(tx, userId);
    const unlocked = await this.unlock(tx, userId, xp);
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

  /** How many events of `action` earned XP for the user since midnight UTC. */
  private async xpEventsToday(tx: Tx, userId: string, action: string, now: Date): Promise<number> {
    const [row] = await tx
      .select({ value: count() })
      .from(xpEvents)
      .where(
        and(
          eq(xpEvents.userId, userId),
          eq(xpEvents.action, action),
          gt(xpEvents.xp, 0),
          gte(xpEvents.createdAt, utcDayStart(now)),
        ),
      );
    return row?.value ?? 0;
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
    const takenBack = event.xp + (await this.unpayChallenges(tx, userId, isoWeek(event.createdAt).start));
    if (takenBack === 0) return 0;
    const xp = Math.max(0, profile.xp - takenBack);
    await tx
      .update(userProfiles)
      .set({ experiencePoints: xp, userLevel: levelForXp(xp) })
      .where(eq(userProfiles.userId, userId));
    this.leaderboardJson.invalidate();
    return profile.xp - xp;
  }

  /**
   * Unlocks every achievement the user now qualifies for, adds each one's reward once and awards its
   * badge; repeats because a reward can itself cross a threshold (Peak Conqueror, level 5).
   */
  private async unlock(
    tx: Tx,
    userId: string,
    startXp: number,
  ): Promise<{ xp: number; achievements: Achievement[] }> {
    const catalogue = new Map((await tx.select().from(achievements)).map((row) => [row.id, row]));
    const owned = new Set(
      (
        await tx
          .select({ id: userAchievements.achievementId })
          .from(userAchievements)
          .where(eq(userAchievements.userId, userId))
      ).map((row) => row.id),
    );
    let xp = startXp;
    const fresh: Achievement[] = [];
    for (let round = 0; round < maxUnlockRounds; round++) {
      const activity = await loadActivity(tx, userId, xp);
      const due = earnedAchievementIds(activity).filter((id) => catalogue.has(id) && !owned.has(id));
      if (due.length === 0) break;
      const inserted = await tx
        .insert(userAchievements)
        .values(due.map((achievementId) => ({ userId, achievementId, unlockedAt: this.now() })))
        .onConflictDoNothing()
        .returning({ id: userAchievements.achievementId });
      if (inserted.length > 0) this.achievementsJson.invalidate();
      for (const { id } of inserted) {
        const row = catalogue.get(id);
        if (!row) continue;
        owned.add(id);
        fresh.push(achievementJson(row));
        if (!prepaidAchievements.has(id)) xp += row.pointsReward;
      }
      // Rows another writer inserted first (only possible without the profile lock) count as owned.
      for (const id of due) owned.add(id);
      const badgeIds = inserted.map(({ id }) => badgeFor(id)).filter((id) => id !== undefined);
      if (badgeIds.length > 0) await this.awardBadges(tx, userId, badgeIds);
    }
    return { xp, achievements: fresh };
  }

  private async awardBadges(executor: Executor, userId: string, badgeIds: string[]): Promise<void> {
    // Only badges the catalogue has (a missing seed must not fail the event).
    const known = await executor.select({ id: badges.id }).from(badges).where(inArray(badges.id, badgeIds));
    if (known.length === 0) return;
    await executor
      .insert(userBadges)
      .values(known.map(({ id }) => ({ userId, badgeId: id, earnedAt: this.now() })))
      .onConflictDoNothing();
  }
}
