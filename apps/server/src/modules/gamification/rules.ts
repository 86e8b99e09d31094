import {
  artworkIds,
  gameIds,
  levelForXp,
  tourIds,
  type challengeDifficulties,
  type GameId,
} from '@artvoyage/contract';
import type { AchievementId, BadgeId } from '@artvoyage/content/gamification';

// Pure gamification rules: which achievements a snapshot of activity earns, and this week's challenges.
// The achievement rows themselves (names, icons, rewards) come from packages/content's catalogue,
// written at start by catalogue-seed.ts.

/** What one user has done so far, as counted by the service. */
export interface UserActivity {
  xp: number;
  level: number;
  postsPublished: number;
  likesReceived: number;
  commentsWritten: number;
  artworksViewed: number;
  toursCompleted: number;
  itinerariesSaved: number;
  photosRecognised: number;
  /** Distinct games finished at least once. */
  gamesFinished: number;
  perfectQuiz: boolean;
  profileCompleted: boolean;
  dailyVisits: number;
}

export const firstStepsId = 'first-steps' satisfies AchievementId;

/** Each achievement id with its unlock rule: the type makes every achievement of the catalogue have one. */
export const achievementRules = {
  // Earned at sign-up; its 100 points are the profile's initial 100 XP, never added on top.
  [firstStepsId]: () => true,
  'first-post': (a) => a.postsPublished >= 1,
  'ten-likes': (a) => a.likesReceived >= 10,
  'first-comment': (a) => a.commentsWritten >= 1,
  'all-artworks': (a) => a.artworksViewed >= artworkIds.length,
  'all-tours': (a) => a.toursCompleted >= tourIds.length,
  'first-itinerary': (a) => a.itinerariesSaved >= 1,
  'first-photo': (a) => a.photosRecognised >= 1,
  'first-game': (a) => a.gamesFinished >= 1,
  'all-games': (a) => a.gamesFinished >= gameIds.length,
  'perfect-quiz': (a) => a.perfectQuiz,
  'profile-complete': (a) => a.profileCompleted,
  'seven-visits': (a) => a.dailyVisits >= 7,
  'peak-conqueror': (a) => a.xp >= 1000,
  'beacon-of-knowledge': (a) => a.level >= 5,
} as const satisfies Record<AchievementId, (activity: UserActivity) => boolean>;

/** Achievements whose points are already part of the initial XP, so unlocking them adds nothing. */
export const prepaidAchievements: ReadonlySet<string> = new Set([firstStepsId]);

/** Badges handed out together with an achievement (badge id by achievement id). */
export const badgeForAchievement: Readonly<Partial<Record<AchievementId, BadgeId>>> = {
  'all-artworks': 'culture-explorer',
  'all-tours': 'tour-guide',
  'all-games': 'game-master',
  'ten-likes': 'crowd-favourite',
  'peak-conqueror': 'summit',
  'beacon-of-knowledge': 'beacon',
};

/** The badge an achievement hands out, for an id as the database answers it. */
export function badgeFor(achievementId: string): BadgeId | undefined {
  return Object.hasOwn(badgeForAchievement, achievementId)
    ? badgeForAchievement[achievementId as AchievementId]
    : undefined;
}

/** The ids of every achievement the activity qualifies for, in catalogue order. */
export function earnedAchievementIds(activity: UserActivity): AchievementId[] {
  return (Object.keys(achievementRules) as AchievementId[]).filter((id) => achievementRules[id](activity));
}

export { levelForXp };

/** XP of a finished game: the full `reward` for a perfect score, scaled down with the score. */
export function gameXp(reward: number, score: number, maxScore: number): number {
  if (maxScore <= 0) return 0;
  return Math.round((reward * Math.min(Math.max(score, 0), maxScore)) / maxScore);
}

/*
 * Limits that keep points tied to real activity. Each kind of event earns XP at most this many times
 * per UTC day; over it the event is still recorded (it counts once, as always) but earns nothing. The
 * numbers leave room for an enthusiastic day (fifteen games, ten photos, five posts) and bound what a
 * script can farm: at most 10 + 50 + 200 + 125 + 200 + 150 + 750 + 50 + 450 XP a day by these events.
 */
export const dailyXpEventCaps: Readonly<Record<string, number>> = {
  daily_visit: 1,
  artwork_viewed: 10,
  tour_completed: 4,
  itinerary_saved: 5,
  photo_recognized: 10,
  post_published: 5,
  game_finished: 15,
  profile_completed: 1,
  challenge_completed: 3,
};

/** The most XP an event of `action` can still earn today, given how many earned XP today already. */
export function xpWithinDailyCap(action: string, xp: number, earnedToday: number): number {
  const cap = dailyXpEventCaps[action];
  return cap !== undefined && earnedToday >= cap ? 0 : xp;
}

/** Game rounds one user may open per UTC day (abandoned ones included); more answer 429. */
export const gameRoundsPerDay = 100;

/** A round finished later than this after it was opened earns nothing (the page was left open). */
export const gameRoundLifetimeMs = 6 * 60 * 60 * 1000;

/**
 * The shortest time in which a person can really play each game: reading and answering eight
 * questions, arranging eight events, twenty clicks to match ten pairs, typing a crossword's 100-odd
 * letters. A round finished faster was played by a script and is refused.
 */
export const minimumRoundSeconds: Readonly<Record<GameId, number>> = {
  'louvre-history-quiz': 12,
  'famous-artworks-quiz': 12,
  'artists-knowledge-test': 12,
  'true-false-quiz': 8,
  'guess-the-artwork': 8,
  'chronology-puzzle': 8,
  'matching-game': 10,
  'art-terms-crossword': 30,
};

const dayMs = 24 * 60 * 60 * 1000;

/** Midnight UTC at the start of the day of `now`. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The UTC calendar date (YYYY-MM-DD) of a moment. */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The ISO week containing `now`: Monday 00:00 UTC to the next Monday 00:00 UTC. */
export function isoWeek(now: Date): { start: Date; end: Date } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday.
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const start = new Date(midnight - sinceMonday * dayMs);
  return { start, end: new Date(start.getTime() + 7 * dayMs) };
}

/** What the user did in the current week, for the challenges. */
export interface WeeklyActivity {
  artworksViewed: number;
  gamesFinished: number;
  postsPublished: number;
}

type Difficulty = (typeof challengeDifficulties)[number];

export interface ChallengeDefinition {
  id: string;
  title: string;
  description: string;
  total: number;
  reward: number;
  difficulty: Difficulty;
  progress: (week: WeeklyActivity) => number;
}

/** The three weekly challenges, rewarded 100, 150 and 200 XP (see docs/product/social-and-xp.md). */
export const weeklyChallenges: readonly ChallengeDefinition[] = [
  {
    id: 'weekly-artworks',
    title: 'Gallery Wanderer',
    description: 'View 5 different artworks this week.',
    total: 5,
    reward: 100,
    difficulty: 'easy',
    progress: (week) => week.artworksViewed,
  },
  {
    id: 'weekly-games',
    title: 'Game Night',
    description: 'Finish 3 games this week.',
    total: 3,
    reward: 150,
    difficulty: 'medium',
    progress: (week) => week.gamesFinished,
  },
  {
    id: 'weekly-posts',
    title: 'Travel Storyteller',
    description: 'Publish 2 posts in the Travel Feed this week.',
    total: 2,
    reward: 200,
    difficulty: 'hard',
    progress: (week) => week.postsPublished,
  },
];

export interface ChallengeState {
  definition: ChallengeDefinition;
  progress: number;
  completed: boolean;
  timeLeft: number;
}

/** Progress (capped at the total), completion and seconds left in the week for each challenge. */
export function challengeStates(week: WeeklyActivity, now: Date): ChallengeState[] {
  const timeLeft = Math.max(0, Math.ceil((isoWeek(now).end.getTime() - now.getTime()) / 1000));
  return weeklyChallenges.map((definition) => {
    const progress = Math.min(definition.progress(week), definition.total);
    return { definition, progress, completed: progress >= definition.total, timeLeft };
  });
}

/** The event key that rewards a challenge once per week. */
export function challengeEventKey(challengeId: string, weekStart: Date): string {
  return `challenge:${challengeId}:${utcDate(weekStart)}`;
}
