import { z } from 'zod';
import {
  achievementCategories,
  achievementRarities,
  artworkIds,
  challengeDifficulties,
  gameIds,
  tourIds,
} from './constants';
import { itineraryIdSchema } from './itineraries';
import { locales } from './locales';

/*
 * The gamification function (POST /functions/v1/gamification-system, body {action, data}) and the
 * remote procedures under /rest/v1/rpc. Every action that earns points names its event, so the same
 * event never counts twice: the server keeps (user, event key) unique.
 */

export const gamificationActionSchema = z
  .discriminatedUnion('action', [
    /** Once per UTC day. */
    z.object({ action: z.literal('daily_visit'), data: z.object({}).default({}) }),
    /** Once per artwork (the "all ten artworks" achievement counts them). */
    z.object({ action: z.literal('artwork_viewed'), data: z.object({ artworkId: z.enum(artworkIds) }) }),
    /** Once per tour: every stop of the tour was opened. */
    z.object({ action: z.literal('tour_completed'), data: z.object({ tourId: z.enum(tourIds) }) }),
    /** Once per itinerary id (the itinerary must be stored in the caller's account). */
    z.object({ action: z.literal('itinerary_saved'), data: z.object({ itineraryId: itineraryIdSchema }) }),
    /**
     * Once per recognition the server recorded for the caller (the recognition answer's recognition_id).
     * Games earn their XP by finishing a round (POST /api/v1/game-rounds/{id}/finish), not here.
     */
    z.object({ action: z.literal('photo_recognized'), data: z.object({ recognitionId: z.uuid() }) }),
    /** Once: the server checks that the profile really is complete. */
    z.object({ action: z.literal('profile_completed'), data: z.object({}).default({}) }),
    /** Evaluates the achievement rules without an event. */
    z.object({ action: z.literal('check_achievements'), data: z.object({}).default({}) }),
  ])
  .meta({ id: 'GamificationAction' });
export type GamificationAction = z.input<typeof gamificationActionSchema>;
export type GamificationActionName = GamificationAction['action'];

/**
 * XP per event (documented in docs/features/xp-achievements-feed.md); a game earns up to
 * `game_finished` scaled by its score.
 */
export const xpRewards = {
  daily_visit: 10,
  artwork_viewed: 5,
  tour_completed: 50,
  itinerary_saved: 25,
  photo_recognized: 20,
  post_published: 30,
  game_finished: 50,
  profile_completed: 50,
} as const;

export const achievementSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    points_reward: z.number().int(),
    category: z.enum(achievementCategories),
    rarity: z.enum(achievementRarities),
  })
  .meta({ id: 'Achievement' });
export type Achievement = z.infer<typeof achievementSchema>;

/** An achievement with the caller's state: earned_date is null while it is locked. */
export const achievementStatusSchema = achievementSchema
  .extend({ earned_date: z.iso.datetime({ offset: true }).nullable() })
  .meta({ id: 'AchievementStatus' });
export type AchievementStatus = z.infer<typeof achievementStatusSchema>;

/** Every achievement with the caller's state (get_achievements). */
export const achievementStatusListSchema = z.array(achievementStatusSchema);

export const gamificationResultSchema = z
  .object({
    success: z.boolean(),
    message: z.string(),
    newAchievements: z.array(achievementSchema),
    /** XP this call added (event plus unlocked achievements); 0 for a repeated event. */
    xpAwarded: z.number().int().min(0),
    experience_points: z.number().int(),
    user_level: z.number().int(),
  })
  .meta({ id: 'GamificationResult' });
export type GamificationResult = z.infer<typeof gamificationResultSchema>;

export const userStatsSchema = z
  .object({
    achievementsUnlocked: z.number().int(),
    postsCreated: z.number().int(),
    /** Itineraries in the account with every activity done. */
    tripsCompleted: z.number().int(),
    /** Distinct countries of those completed trips. */
    countriesVisited: z.number().int(),
  })
  .meta({ id: 'UserStats' });
export type UserStats = z.infer<typeof userStatsSchema>;

export const leaderboardRowSchema = z
  .object({
    rank: z.number().int().min(1),
    user_id: z.string(),
    name: z.string(),
    level: z.number().int(),
    points: z.number().int(),
  })
  .meta({ id: 'LeaderboardRow' });
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** The top travellers, best first (get_leaderboard). */
export const leaderboardSchema = z.array(leaderboardRowSchema);

export const challengeSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    progress: z.number().int().min(0),
    total: z.number().int().min(1),
    reward: z.number().int(),
    difficulty: z.enum(challengeDifficulties),
    /** Seconds until the week ends (UTC Monday 00:00); the screen words it in the active locale. */
    timeLeft: z.number().int().min(0),
    completed: z.boolean(),
    /**
     * The reward is part of the caller's XP: it is paid by the event that completes the challenge and
     * given back if the challenge stops being complete (a post of the week deleted).
     */
    rewarded: z.boolean(),
  })
  .meta({ id: 'Challenge' });
export type Challenge = z.infer<typeof challengeSchema>;

/** This week's challenges with the caller's progress (get_weekly_challenges). */
export const challengeListSchema = z.array(challengeSchema);

/*
 * Game rounds (REST under /api/v1/game-rounds). The server opens a round for a signed-in player and
 * hands out the content it chose (question, statement, event or artwork ids, in the order to show
 * them; nothing for games whose content is fixed). The player's answers come back with the finish,
 * the server scores them against the bundled content and awards XP once per round.
 */

export const gameRoundOpenSchema = z
  .object({
    game_id: z.enum(gameIds),
    /**
     * The language of the content played. The crossword is a different grid in each language, and its
     * round is scored against the grid of this one; other games score the same in every language and
     * may leave it out.
     */
    locale: z.enum(locales).default('en'),
  })
  .meta({ id: 'GameRoundOpen' });
export type GameRoundOpen = z.input<typeof gameRoundOpenSchema>;

export const gameRoundSchema = z
  .object({
    id: z.uuid(),
    game_id: z.enum(gameIds),
    /** The language the round was opened in (its crossword grid). */
    locale: z.enum(locales),
    /** Content ids handed out for this round, in the order to show them (empty for fixed content). */
    items: z.array(z.string()),
    opened_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'GameRound' });
export type GameRound = z.infer<typeof gameRoundSchema>;

/** One answer: an option index, true/false, a content id or a crossword row, a matching attempt, or none. */
export const roundAnswerSchema = z.union([
  z.null(),
  z.boolean(),
  z.number().int().min(0).max(99),
  z.string().max(64),
  z.tuple([z.string().max(64), z.string().max(64)]),
]);
export type RoundAnswer = z.infer<typeof roundAnswerSchema>;

/**
 * The answers of a finished round. Quizzes, true/false and Guess the Artwork: one per item handed out
 * (the option index or true/false, null when time ran out); the timeline: the event ids in the
 * player's final order; matching: each attempt as [artist pair id, artwork pair id]; the crossword:
 * its rows, one letter or "." per cell.
 */
export const gameRoundFinishSchema = z
  .object({ answers: z.array(roundAnswerSchema).max(300) })
  .meta({ id: 'GameRoundFinish' });
export type GameRoundFinish = z.infer<typeof gameRoundFinishSchema>;

export const gameRoundResultSchema = gamificationResultSchema
  .extend({
    /** The score the server counted from the answers, and the round's maximum. */
    score: z.number().int().min(0),
    max_score: z.number().int().min(1),
  })
  .meta({ id: 'GameRoundResult' });
export type GameRoundResult = z.infer<typeof gameRoundResultSchema>;
