import { gamesIndexStats } from '@artvoyage/content/games';
import { describe, expect, it } from 'vitest';
import { roundedDown } from './index-figures';

describe('the games index figures', () => {
  it('round down, so they never claim more than there is', () => {
    expect(roundedDown(8, 'en')).toBe('8');
    expect(roundedDown(10, 'en')).toBe('10+');
    expect(roundedDown(22, 'en')).toBe('20+');
    expect(roundedDown(83, 'en')).toBe('80+');
    expect(roundedDown(228, 'en')).toBe('200+');
  });

  it('group their digits the locale’s way', () => {
    expect(roundedDown(1476, 'en')).toBe('1,400+');
    expect(roundedDown(1476, 'fr')).toBe('1\u202f400+');
    expect(roundedDown(1476, 'ru')).toBe('1\u00a0400+');
  });

  it('meet the spec’s claims (200+ questions, 15 movements, 50+ masterpieces) from the content', () => {
    const stats = gamesIndexStats();
    expect(stats.games).toBe(8);
    expect(stats.questions).toBeGreaterThanOrEqual(200);
    expect(stats.movements).toBeGreaterThanOrEqual(15);
    expect(stats.masterpieces).toBeGreaterThanOrEqual(50);
  });
});
