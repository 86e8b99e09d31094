/*
 * How a visitor earns each achievement through the web app: the screen, what they do there, and
 * where the web app sends the request that records it. achievement-paths.test.ts holds this table
 * against the rules (one entry per achievement, no more) and against the web app's code, so an
 * achievement nobody can reach from the UI fails the build.
 */

export interface AchievementPath {
  /** The screen, as its route. */
  screen: string;
  /** What the visitor does there. */
  action: string;
  /** The web file (from the repository root) that sends the request that triggers the rule. */
  source: string;
  /** A piece of that file's code which sends it. */
  sends: string;
}

const tracking = 'apps/web/src/shared/gamification/tracking.ts';
const gameReward = 'apps/web/src/features/games/shared/useGameReward.ts';
const socialApi = (endpoint: string) => `apps/web/src/features/social/api/${endpoint}.ts`;
const signUp = 'apps/web/src/shared/auth/auth-actions.ts';

export const achievementPaths: Readonly<Record<string, AchievementPath>> = {
  'first-steps': {
    screen: 'any page, Sign Up dialog',
    action: 'create an account',
    source: signUp,
    sends: 'client.signUp(',
  },
  'first-post': {
    screen: '/social',
    action: 'New post, then Publish',
    source: socialApi('create-post'),
    sends: "'/api/v1/posts'",
  },
  'ten-likes': {
    screen: '/social',
    action: 'other travellers press ♡ on your posts ten times in all',
    source: socialApi('like-post'),
    sends: '/like`',
  },
  'first-comment': {
    screen: '/social',
    action: 'Comments, then write and send one',
    source: socialApi('create-comment'),
    sends: '/comments`',
  },
  'all-artworks': {
    screen: '/artwork/:id',
    action: 'open every artwork page',
    source: tracking,
    sends: "action: 'artwork_viewed'",
  },
  'all-tours': {
    screen: '/tours, then the tour’s artworks',
    action: 'walk every tour to its last stop',
    source: tracking,
    sends: "action: 'tour_completed'",
  },
  'first-itinerary': {
    screen: '/artwork/:id → Plan a trip, /my-itineraries',
    action: 'save an itinerary while signed in',
    source: 'apps/web/src/shared/itineraries/account-sync-runtime.ts',
    sends: "action: 'itinerary_saved'",
  },
  'first-photo': {
    screen: '/recognition',
    action: 'upload a photo that is recognised (or confirm one of the possible matches)',
    source: 'apps/web/src/features/recognition/useRecognitionReward.ts',
    sends: "action: 'photo_recognized'",
  },
  'first-game': {
    screen: '/games/:id',
    action: 'finish any game',
    source: gameReward,
    sends: 'finishGameRound(',
  },
  'all-games': {
    screen: '/games/:id',
    action: 'finish each of the eight games',
    source: gameReward,
    sends: 'finishGameRound(',
  },
  'perfect-quiz': {
    screen: '/games/:id (a quiz)',
    action: 'answer every question of a quiz right',
    source: gameReward,
    sends: 'finishGameRound(',
  },
  'profile-complete': {
    screen: '/profile → Edit',
    action: 'fill in name, bio, a language and a favourite destination, then Save',
    source: 'apps/web/src/features/profile/EditProfileDialog.tsx',
    sends: 'trackProfileCompleted(',
  },
  'seven-visits': {
    screen: 'any page',
    action: 'come back signed in on seven different days',
    source: tracking,
    sends: "action: 'daily_visit'",
  },
  'peak-conqueror': {
    screen: 'any screen that earns XP',
    action: 'reach 1,000 XP (games, posts, artworks, challenges…)',
    source: gameReward,
    sends: 'finishGameRound(',
  },
  'beacon-of-knowledge': {
    screen: 'any screen that earns XP',
    action: 'reach level 5 (4,000 XP)',
    source: gameReward,
    sends: 'finishGameRound(',
  },
};
