// A user's profile and progress: achievements, badges, XP events, game rounds, guided-tour visits.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@artvoyage/contract/locales';
import {
  counter,
  createdAt,
  jsonStrings,
  stampedNow,
  textArray,
  textOwnedBy,
  timestamptz,
  updatedAt,
  uuidPrimaryKey,
} from './columns';
import { ownerId, users } from './accounts';

export interface TravelPreferencesRow {
  interests: string[];
  budget_level: string;
  travel_style: string;
  preferred_duration?: string;
}

/** user_profiles: one profile per user (see docs/product/accounts.md). */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  email: text('email').notNull(),
  bio: text('bio'),
  avatarUrl: text('avatar_url'),
  travelPreferences: jsonb('travel_preferences').$type<TravelPreferencesRow>().notNull(),
  experiencePoints: integer('experience_points').notNull().default(100),
  userLevel: integer('user_level').notNull().default(1),
  languages: jsonStrings('languages'),
  interests: jsonStrings('interests'),
  favoriteDestinations: jsonStrings('favorite_destinations'),
  totalTrips: counter('total_trips'),
  countriesVisited: counter('countries_visited'),
  citiesVisited: counter('cities_visited'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What achievements and badges both are: a stable slug, a name, a description and an icon. */
const catalogueEntry = () => ({
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default(''),
});

/** Achievements and badges are seeded by a later issue; ids are stable slugs. */
export const achievements = pgTable('achievements', {
  ...catalogueEntry(),
  pointsReward: integer('points_reward').notNull().default(0),
  category: text('category'),
  rarity: text('rarity'),
  createdAt: createdAt(),
});

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: ownerId(),
    achievementId: textOwnedBy('achievement_id', () => achievements.id),
    unlockedAt: stampedNow('unlocked_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

export const badges = pgTable('badges', {
  ...catalogueEntry(),
  color: text('color'),
  createdAt: createdAt(),
});

export const userBadges = pgTable(
  'user_badges',
  {
    userId: ownerId(),
    badgeId: textOwnedBy('badge_id', () => badges.id),
    earnedAt: stampedNow('earned_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);

/**
 * Every event that earned (or could earn) points, keyed per user by an event key such as
 * `artwork:mona-lisa` or `daily_visit:2025-06-01`: the primary key makes a repeated event a no-op.
 * Rows with 0 XP are activity markers the weekly challenges count.
 */
export const xpEvents = pgTable(
  'xp_events',
  {
    userId: ownerId(),
    eventKey: text('event_key').notNull(),
    action: text('action').notNull(),
    xp: integer('xp').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventKey] }),
    index('xp_events_user_id_action_created_at_idx').on(t.userId, t.action, t.createdAt),
  ],
);

/**
 * Game rounds the server opened: which content items it handed out (question, statement or event ids,
 * in the order shown) and when, so a finished round is scored from its answers against the bundled
 * content and rewarded once. `finished_at` is set by the one finish that counts.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    gameId: text('game_id').notNull(),
    /** The language the round was opened in: a crossword round is scored against that language's grid. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    items: jsonStrings('items'),
    openedAt: stampedNow('opened_at'),
    finishedAt: timestamptz('finished_at'),
    score: integer('score'),
    maxScore: integer('max_score'),
  },
  (t) => [index('game_rounds_user_id_opened_at_idx').on(t.userId, t.openedAt)],
);

/**
 * How far a signed-in user got in each guided tour, so another device can offer "Resume tour" at the
 * same stop. updated_at is when the user's device made the change (never later than the server's
 * now): the newer change wins.
 */
export const tourVisits = pgTable(
  'tour_visits',
  {
    userId: ownerId(),
    tourId: text('tour_id').notNull(),
    currentStop: text('current_stop').notNull(),
    visited: textArray('visited'),
    finished: boolean('finished').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tourId] })],
);
