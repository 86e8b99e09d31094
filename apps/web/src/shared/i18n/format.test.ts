import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatSpokenDuration } from './format';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [600, '10:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('formats %s seconds as %s', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});

describe('formatSpokenDuration', () => {
  it('speaks minutes and seconds in the locale', () => {
    expect(formatSpokenDuration(65, 'en')).toBe('1 minute 5 seconds');
    expect(formatSpokenDuration(120, 'en')).toBe('2 minutes');
    expect(formatSpokenDuration(42, 'en')).toBe('42 seconds');
    expect(formatSpokenDuration(65, 'fr')).toMatch(/^1\sminute\s5\ssecondes$/u);
  });
});

describe('formatDate', () => {
  it('writes the date in the active locale', () => {
    const noon = '2025-03-14T12:00:00.000Z';
    expect(formatDate(noon, 'en')).toBe('March 14, 2025');
    expect(formatDate(noon, 'fr')).toBe('14 mars 2025');
    expect(formatDate(noon, 'ru')).toBe('14 марта 2025 г.');
  });

  it('is empty for a missing or broken value', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
