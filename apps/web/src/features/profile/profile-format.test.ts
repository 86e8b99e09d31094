import { describe, expect, it } from 'vitest';
import { en } from '@/shared/i18n/en';
import { budgetLabelKey, levelProgress, travelStyleLabelKey } from './profile-format';

function text(key: string): string {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
}

describe('levelProgress', () => {
  it('counts XP within the level', () => {
    expect(levelProgress(100, 1)).toEqual({ nextLevel: 2, current: 100, total: 1000, percent: 10 });
    expect(levelProgress(2450, 3)).toMatchObject({ nextLevel: 4, current: 450, percent: 45 });
  });
  it('caps the bar at 100 %', () => {
    expect(levelProgress(1500, 1)).toMatchObject({ current: 1500, percent: 100 });
  });
  it('never goes below 0', () => {
    expect(levelProgress(100, 3)).toMatchObject({ current: 0, percent: 0 });
    expect(levelProgress(Number.NaN, 0)).toMatchObject({ nextLevel: 2, current: 0, percent: 0 });
  });
});

describe('label mapping', () => {
  it('maps budget levels (low = Economy) and anything else to not specified', () => {
    expect(text(budgetLabelKey('low'))).toBe('Economy');
    expect(text(budgetLabelKey('medium'))).toBe('Medium');
    expect(text(budgetLabelKey('high'))).toBe('High');
    expect(text(budgetLabelKey('luxury'))).toBe('not specified');
    expect(text(budgetLabelKey(undefined))).toBe('not specified');
  });
  it('maps the four travel styles and anything else to not specified', () => {
    expect(text(travelStyleLabelKey('cultural'))).toBe('Cultural');
    expect(text(travelStyleLabelKey('adventure'))).toBe('Adventure');
    expect(text(travelStyleLabelKey('relax'))).toBe('Relaxation');
    expect(text(travelStyleLabelKey('business'))).toBe('Business');
    expect(text(travelStyleLabelKey('cruise'))).toBe('not specified');
  });
});
