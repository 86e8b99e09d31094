import { describe, expect, it } from 'vitest';
import { en } from '@/shared/i18n/en';
import { budgetLabelKey, formatDate, levelProgress, travelStyleLabelKey } from './profile-format';

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

describe('formatDate', () => {
  it('uses the active locale', () => {
    expect(formatDate('2024-03-05T10:00:00Z', 'en')).toBe('March 5, 2024');
    expect(formatDate('2024-03-05T10:00:00Z', 'fr')).toBe('5 mars 2024');
  });
  it('gives an empty text for a missing date', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
