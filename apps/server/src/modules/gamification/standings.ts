import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  achievementCategories,
  achievementRarities,
  leaderboardSize,
  levelForXp,
  type Achievement,
  type AchievementStatus,
  type LeaderboardRow,
  type UserStats,
} from '@artvoyage/contract';
import type { Executor } from '../../db/database';
import type { TripFacts } from '../itineraries';
import { tripSummary } from './trips';
import { achievements, travelPosts, userAchievements, userProfiles, users } from '../../db/schema';

// What the gamification screens read: the leaderboard, the achievement list and the profile's counts.

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

/**
 * The top accounts by XP; ties go to the earlier profile, then the smaller user id, so the order
 * is the same on every call and database. Only confirmed accounts are listed.
 */
export async function loadLeaderboard(db: Executor): Promise<LeaderboardRow[]> {
  const rows = await db
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
export async function loadAchievementStatuses(db: Executor, userId: string): Promise<AchievementStatus[]> {
  const rows = await db
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

/** The caller's counts for the profile: achievements, posts, completed trips and their countries. */
export async function loadStats(db: Executor, itineraries: TripFacts, userId: string): Promise<UserStats> {
  const [achievementsRow] = await db
    .select({ value: count() })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId));
  const [postsRow] = await db
    .select({ value: count() })
    .from(travelPosts)
    .where(eq(travelPosts.userId, userId));
  const trips = await itineraries.liveTrips(userId);
  return {
    achievementsUnlocked: achievementsRow?.value ?? 0,
    postsCreated: postsRow?.value ?? 0,
    ...tripSummary(trips),
  };
}
