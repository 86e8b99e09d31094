import { and, desc, eq } from 'drizzle-orm';
import {
  normalizedInterests,
  normalizedLanguages,
  profileDefaults,
  type EarnedAchievement,
  type EarnedBadge,
  type Profile,
  type ProfileUpdate,
} from '@artvoyage/contract';
import type { Db } from '../../db/database';
import type { NewAccountWriter } from '../auth';
import { achievements, badges, userAchievements, userBadges, userProfiles } from '../../db/schema';
import { notFound } from '../../http/errors';

type ProfileRow = typeof userProfiles.$inferSelect;

export function profileJson(row: ProfileRow): Profile {
  return {
    user_id: row.userId,
    full_name: row.fullName,
    email: row.email,
    bio: row.bio,
    avatar_url: row.avatarUrl,
    travel_preferences: preferencesOf(row.travelPreferences),
    experience_points: row.experiencePoints,
    user_level: row.userLevel,
    languages: normalizedLanguages(row.languages),
    interests: row.interests,
    favorite_destinations: row.favoriteDestinations,
    total_trips: row.totalTrips,
    countries_visited: row.countriesVisited,
    cities_visited: row.citiesVisited,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Stored preferences as the API answers them: profiles saved before the list of fifteen interests
 * may hold interests it no longer has, which are renamed or dropped rather than answered raw.
 */
function preferencesOf(stored: ProfileRow['travelPreferences']): Profile['travel_preferences'] {
  const preferences = stored as Profile['travel_preferences'];
  return { ...preferences, interests: normalizedInterests(preferences.interests ?? []) };
}

/** The row a new account's profile starts as; copies, so no row shares the defaults' arrays. */
export function newProfileValues(userId: string, fullName: string, email: string) {
  return {
    userId,
    fullName,
    email,
    travelPreferences: {
      ...profileDefaults.travel_preferences,
      interests: [...profileDefaults.travel_preferences.interests],
    },
    experiencePoints: profileDefaults.experience_points,
    userLevel: profileDefaults.user_level,
    languages: [...profileDefaults.languages],
    interests: [...profileDefaults.interests],
  } satisfies typeof userProfiles.$inferInsert;
}

/** A new account's profile, written in its sign-up transaction. */
export const startProfile: NewAccountWriter = async (tx, account) => {
  await tx.insert(userProfiles).values(newProfileValues(account.id, account.fullName, account.email));
};

const profileMissing = () => notFound('No profile exists for this account.');

/** Profile reads and writes; every query is bound to the caller's own user id. */
export class ProfileService {
  constructor(private readonly db: Db) {}

  async get(userId: string): Promise<Profile> {
    const [row] = await this.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
    if (!row) throw profileMissing();
    return profileJson(row);
  }

  async update(userId: string, update: ProfileUpdate): Promise<Profile> {
    const [row] = await this.db
      .update(userProfiles)
      .set({
        ...(update.full_name !== undefined ? { fullName: update.full_name } : {}),
        ...(update.bio !== undefined ? { bio: update.bio } : {}),
        ...(update.avatar_url !== undefined ? { avatarUrl: update.avatar_url } : {}),
        ...(update.travel_preferences !== undefined ? { travelPreferences: update.travel_preferences } : {}),
        ...(update.languages !== undefined ? { languages: update.languages } : {}),
        ...(update.interests !== undefined ? { interests: update.interests } : {}),
        ...(update.favorite_destinations !== undefined
          ? { favoriteDestinations: update.favorite_destinations }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(userProfiles.userId, userId))
      .returning();
    if (!row) throw profileMissing();
    return profileJson(row);
  }

  async achievements(userId: string): Promise<EarnedAchievement[]> {
    const rows = await this.db
      .select({ achievement: achievements, unlockedAt: userAchievements.unlockedAt })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(and(eq(userAchievements.userId, userId)))
      .orderBy(desc(userAchievements.unlockedAt));
    return rows.map(({ achievement, unlockedAt }) => ({
      id: achievement.id,
      name: achievement.name,
      description: achievement.description,
      icon: achievement.icon,
      points_reward: achievement.pointsReward,
      category: achievement.category,
      rarity: achievement.rarity,
      earned_date: unlockedAt.toISOString(),
    }));
  }

  async badges(userId: string): Promise<EarnedBadge[]> {
    const rows = await this.db
      .select({ badge: badges, earnedAt: userBadges.earnedAt })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, userId))
      .orderBy(desc(userBadges.earnedAt));
    return rows.map(({ badge, earnedAt }) => ({
      id: badge.id,
      name: badge.name,
      description: badge.description,
      icon: badge.icon,
      color: badge.color,
      earned_date: earnedAt.toISOString(),
    }));
  }
}
