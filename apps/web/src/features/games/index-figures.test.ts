import { gamesIndexStats } from '@artvoyage/content/games';
import { describe, expect, it } from 'vitest';
import { roundedDown } from './index-figures';

describe('the games index figures', () => {
  it('round down, so they never claim more than there is', () => {
    expect(roundedDown(8)).toBe('8');
    expect(roundedDown(10)).toBe('10+');
    expect(roundedDown(22)).toBe('20+');
    expect(roundedDown(83)).toBe('80+');
    expect(roundedDown(228)).toBe('200+');
  });

  it('meet the spec’s claims (200+ questions, 15 movements, 50+ masterpieces) from the content', () => {
    const stats = gamesIndexStats();
    expect(stats.games).toBe(8);
    expect(stats.questions).toBeGreaterThanOrEqual(200);
    expect(stats.movements).toBeGreaterThanOrEqual(15);
    expect(stats.masterpieces).toBeGreaterThanOrEqual(50);
  });
});
