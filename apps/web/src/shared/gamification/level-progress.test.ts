import { describe, expect, it } from 'vitest';
import { levelProgress } from './level-progress';

describe('levelProgress', () => {
  it('counts the XP earned within the current level', () => {
    expect(levelProgress(100, 1)).toEqual({ level: 1, nextLevel: 2, current: 100, total: 1000, percent: 10 });
    expect(levelProgress(2450, 3)).toMatchObject({ current: 450, percent: 45, nextLevel: 4 });
  });

  it('starts a level at 0 % and ends it at 100 %', () => {
    expect(levelProgress(1000, 2)).toMatchObject({ current: 0, percent: 0 });
    expect(levelProgress(999, 1)).toMatchObject({ current: 999, percent: 100 });
  });

  it('caps the percentage at 100 and never goes below 0', () => {
    // A stored level that lags behind the XP (the server had not caught up yet).
    expect(levelProgress(3500, 1).percent).toBe(100);
    // A level ahead of the XP.
    expect(levelProgress(500, 3)).toMatchObject({ current: 0, percent: 0 });
  });

  it('works the level out from the XP when none (or a broken one) is given', () => {
    expect(levelProgress(4200)).toMatchObject({ level: 5, current: 200, percent: 20 });
    expect(levelProgress(4200, 0)).toMatchObject({ level: 5 });
    expect(levelProgress(4200, Number.NaN)).toMatchObject({ level: 5 });
  });

  it('reads broken XP as 0', () => {
    expect(levelProgress(Number.NaN, 1)).toMatchObject({ current: 0, percent: 0 });
    expect(levelProgress(-50, 1)).toMatchObject({ current: 0, percent: 0 });
  });
});
