import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatNumber,
  formatSpokenDuration,
  formatTripDates,
  formatTripDay,
} from './format';

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

describe('formatNumber', () => {
  it('groups digits the way each language does', () => {
    // English groups from five digits on, as the games' fixed texts write 1000.
    expect(formatNumber(1476, 'en')).toBe('1476');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    // A narrow no-break space in French, a no-break space in Russian: a number never breaks over a line.
    expect(formatNumber(1476, 'fr')).toBe('1\u202f476');
    expect(formatNumber(1476, 'ru')).toBe('1\u00a0476');
    expect(formatNumber(1234567, 'fr')).toBe('1\u202f234\u202f567');
  });

  it('writes decimals and options in the language', () => {
    expect(formatNumber(4.5, 'en')).toBe('4.5');
    expect(formatNumber(4.5, 'fr')).toBe('4,5');
    expect(formatNumber(4, 'ru', { minimumFractionDigits: 1 })).toBe('4,0');
    expect(formatNumber(0.25, 'fr', { style: 'percent' })).toBe('25\u00a0%');
    // The same options in another language are not served from the first one's formatter.
    expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
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

describe('trip dates', () => {
  // Intl's spaces (thin, no-break) vary with the ICU version: compared as plain spaces.
  const spaced = (text: string) => text.replace(/\s/gu, ' ');

  it('gives the range in each language, whatever the time zone', () => {
    expect(spaced(formatTripDates('2026-05-14', '2026-05-16', 'en'))).toBe('May 14 – 16, 2026');
    expect(spaced(formatTripDates('2026-05-14', '2026-05-16', 'fr'))).toBe('14–16 mai 2026');
    expect(spaced(formatTripDates('2026-05-14', '2026-05-16', 'ru'))).toBe('14–16 мая 2026 г.');
    expect(spaced(formatTripDates('2026-12-30', '2027-01-01', 'fr'))).toBe(
      '30 décembre 2026 – 1 janvier 2027',
    );
    expect(spaced(formatTripDates('2026-05-14', '2026-05-14', 'en'))).toBe('May 14, 2026');
  });

  it('says nothing for a trip without dates or a broken date', () => {
    expect(spaced(formatTripDates(undefined, '2026-05-16', 'en'))).toBe('');
    expect(spaced(formatTripDates('soon', '2026-05-16', 'en'))).toBe('');
  });

  it('names the weekday of each day', () => {
    expect(spaced(formatTripDay('2026-05-14', 'en'))).toBe('Thursday, May 14, 2026');
    expect(spaced(formatTripDay('2026-05-14', 'fr'))).toBe('jeudi 14 mai 2026');
    expect(spaced(formatTripDay('2026-05-14', 'ru'))).toBe('четверг, 14 мая 2026 г.');
  });
});
