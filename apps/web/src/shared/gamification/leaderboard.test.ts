import type { LeaderboardRow } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import { leaderboardEntries, rankMedal } from './leaderboard';

const row = (rank: number, userId = `user-${rank}`): LeaderboardRow => ({
  rank,
  user_id: userId,
  name: `Traveler ${rank}`,
  level: 1,
  points: 2000 - rank * 10,
});

describe('rankMedal', () => {
  it('highlights ranks 1 to 3 as gold, silver and bronze', () => {
    expect([1, 2, 3, 4, 10].map(rankMedal)).toEqual(['gold', 'silver', 'bronze', null, null]);
  });
});

describe('leaderboardEntries', () => {
  it('keeps the top 10 in rank order', () => {
    const rows = Array.from({ length: 12 }, (_, index) => row(12 - index));
    const entries = leaderboardEntries(rows, null);
    expect(entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(entries.map((entry) => entry.medal).slice(0, 4)).toEqual(['gold', 'silver', 'bronze', null]);
  });

  it("marks the caller's own row", () => {
    const entries = leaderboardEntries([row(1), row(2, 'me'), row(3)], 'me');
    expect(entries.map((entry) => entry.isYou)).toEqual([false, true, false]);
  });

  it('marks nothing for a visitor', () => {
    expect(leaderboardEntries([row(1, '')], null).some((entry) => entry.isYou)).toBe(false);
    expect(leaderboardEntries([row(1, '')], '').some((entry) => entry.isYou)).toBe(false);
  });
});
