import { describe, expect, it } from 'vitest';
import { artworkIds, gameIds, tourIds } from '@artvoyage/contract';
import {
  achievementRules,
  badgeForAchievement,
  challengeEventKey,
  challengeStates,
  earnedAchievementIds,
  gameXp,
  isoWeek,
  levelForXp,
  utcDate,
  type UserActivity,
} from './rules';
import { isTripCompleted, tripSummary } from './trips';

const fresh: UserActivity = {
  xp: 100,
  level: 1,
  postsPublished: 0,
  likesReceived: 0,
  commentsWritten: 0,
  artworksViewed: 0,
  toursCompleted: 0,
  itinerariesSaved: 0,
  photosRecognised: 0,
  gamesFinished: 0,
  perfectQuiz: false,
  profileCompleted: false,
  dailyVisits: 0,
};

describe('levels', () => {
  it('spans 1000 XP per level, level 1 from 0', () => {
    expect([0, 1, 999, 1000, 1999, 2000, 3999, 4000, -5].map(levelForXp)).toEqual([
      1, 1, 1, 2, 2, 3, 4, 5, 1,
    ]);
  });
});

describe('achievement rules', () => {
  it('gives a fresh account only First Steps', () => {
    expect(earnedAchievementIds(fresh)).toEqual(['first-steps']);
  });

  const cases: Array<[string, Partial<UserActivity>, Partial<UserActivity>]> = [
    ['first-post', { postsPublished: 0 }, { postsPublished: 1 }],
    ['ten-likes', { likesReceived: 9 }, { likesReceived: 10 }],
    ['first-comment', { commentsWritten: 0 }, { commentsWritten: 1 }],
    ['all-artworks', { artworksViewed: artworkIds.length - 1 }, { artworksViewed: artworkIds.length }],
    ['all-tours', { toursCompleted: tourIds.length - 1 }, { toursCompleted: tourIds.length }],
    ['first-itinerary', { itinerariesSaved: 0 }, { itinerariesSaved: 1 }],
    ['first-photo', { photosRecognised: 0 }, { photosRecognised: 1 }],
    ['first-game', { gamesFinished: 0 }, { gamesFinished: 1 }],
    ['all-games', { gamesFinished: gameIds.length - 1 }, { gamesFinished: gameIds.length }],
    ['perfect-quiz', { perfectQuiz: false }, { perfectQuiz: true }],
    ['profile-complete', { profileCompleted: false }, { profileCompleted: true }],
    ['seven-visits', { dailyVisits: 6 }, { dailyVisits: 7 }],
    ['peak-conqueror', { xp: 999 }, { xp: 1000 }],
    ['beacon-of-knowledge', { level: 4 }, { level: 5 }],
  ];
  it.each(cases)('%s unlocks exactly at its threshold', (id, below, at) => {
    expect(earnedAchievementIds({ ...fresh, ...below })).not.toContain(id);
    expect(earnedAchievementIds({ ...fresh, ...at })).toContain(id);
  });

  it('has one rule per achievement and a rule for every badge', () => {
    expect(new Set(cases.map(([id]) => id))).toEqual(
      new Set(Object.keys(achievementRules).filter((id) => id !== 'first-steps')),
    );
    for (const id of Object.keys(badgeForAchievement)) expect(achievementRules).toHaveProperty(id);
  });
});

describe('game XP', () => {
  it('scales the reward with the share of the maximum score, rounded', () => {
    expect(gameXp(50, 10, 10)).toBe(50);
    expect(gameXp(50, 7, 10)).toBe(35);
    expect(gameXp(50, 1, 3)).toBe(17);
    expect(gameXp(50, 0, 8)).toBe(0);
    expect(gameXp(50, 20, 10)).toBe(50);
  });
});

describe('weeks and challenges', () => {
  it('starts the ISO week on Monday 00:00 UTC', () => {
    const monday = new Date('2025-06-02T00:00:00.000Z');
    expect(isoWeek(new Date('2025-06-02T00:00:00.000Z')).start).toEqual(monday);
    expect(isoWeek(new Date('2025-06-04T13:30:00.000Z')).start).toEqual(monday);
    expect(isoWeek(new Date('2025-06-08T23:59:59.999Z')).start).toEqual(monday);
    expect(isoWeek(new Date('2025-06-08T23:59:59.999Z')).end).toEqual(new Date('2025-06-09T00:00:00.000Z'));
    // Across a year boundary.
    expect(isoWeek(new Date('2026-01-01T08:00:00.000Z')).start).toEqual(new Date('2025-12-29T00:00:00.000Z'));
  });

  it('words the date and the weekly reward key in UTC', () => {
    expect(utcDate(new Date('2025-06-02T23:30:00-05:00'))).toBe('2025-06-03');
    expect(challengeEventKey('weekly-games', new Date('2025-06-02T00:00:00.000Z'))).toBe(
      'challenge:weekly-games:2025-06-02',
    );
  });

  it('caps progress at the total and counts down to next Monday', () => {
    const now = new Date('2025-06-08T23:00:00.000Z');
    const states = challengeStates({ artworksViewed: 9, gamesFinished: 2, postsPublished: 0 }, now);
    expect(
      states.map((s) => [s.definition.id, s.progress, s.definition.total, s.completed, s.definition.reward]),
    ).toEqual([
      ['weekly-artworks', 5, 5, true, 100],
      ['weekly-games', 2, 3, false, 150],
      ['weekly-posts', 0, 2, false, 200],
    ]);
    expect(states.map((s) => s.definition.difficulty)).toEqual(['easy', 'medium', 'hard']);
    expect(states[0]?.timeLeft).toBe(3600);
  });
});

describe('trips', () => {
  const day = (completed: boolean[]) => ({
    day: 1,
    title: 'Day',
    activities: completed.map((done) => ({ time: '09:00', description: 'Visit', completed: done })),
  });
  it('completes a trip only when it has activities and all are done', () => {
    expect(isTripCompleted([day([true, true]), day([true])])).toBe(true);
    expect(isTripCompleted([day([true, false])])).toBe(false);
    expect(isTripCompleted([day([])])).toBe(false);
  });
  it('counts distinct countries of completed trips (Venice, Rome, Florence are Italy)', () => {
    const done = [day([true])];
    expect(
      tripSummary([
        { linkedArtworkId: 'mona-lisa', days: done },
        { linkedArtworkId: 'venus-de-milo', days: done },
        { linkedArtworkId: 'winged-victory', days: done },
        { linkedArtworkId: 'wedding-feast', days: done },
        { linkedArtworkId: 'psyche-cupid', days: [day([false])] },
      ]),
    ).toEqual({ tripsCompleted: 4, countriesVisited: 3 });
  });
});
