import { describe, expect, it } from 'vitest';
import { elapsedSince, formatFullDate, formatRelativeTime } from './relative-time';

const now = Date.parse('2025-06-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;

describe('elapsedSince', () => {
  it('counts minutes under 60, hours under 1440 minutes, days after that', () => {
    expect(elapsedSince(ago(5 * minute), now)).toEqual({ unit: 'minute', value: 5 });
    expect(elapsedSince(ago(59 * minute + 59_000), now)).toEqual({ unit: 'minute', value: 59 });
    expect(elapsedSince(ago(60 * minute), now)).toEqual({ unit: 'hour', value: 1 });
    expect(elapsedSince(ago(1439 * minute), now)).toEqual({ unit: 'hour', value: 23 });
    expect(elapsedSince(ago(1440 * minute), now)).toEqual({ unit: 'day', value: 1 });
    expect(elapsedSince(ago(400 * 1440 * minute), now)).toEqual({ unit: 'day', value: 400 });
  });

  it('reads under a minute, and a clock running ahead, as now', () => {
    expect(elapsedSince(ago(30_000), now)).toEqual({ unit: 'second', value: 0 });
    expect(elapsedSince(ago(-5 * minute), now)).toEqual({ unit: 'second', value: 0 });
  });

  it('accepts Date objects and gives null for unreadable dates', () => {
    expect(elapsedSince(new Date(now - 3 * 60 * minute), now)).toEqual({ unit: 'hour', value: 3 });
    expect(elapsedSince('not a date', now)).toBeNull();
  });
});

describe('formatRelativeTime', () => {
  it('speaks the active locale', () => {
    expect(formatRelativeTime(ago(5 * minute), now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 60 * minute), now, 'fr')).toBe('il y a 3 heures');
    expect(formatRelativeTime(ago(2 * 1440 * minute), now, 'ru')).toBe('позавчера');
    expect(formatRelativeTime(ago(5 * 1440 * minute), now, 'ru')).toBe('5 дней назад');
  });

  it('says now and yesterday in words', () => {
    expect(formatRelativeTime(ago(10_000), now, 'en')).toBe('now');
    expect(formatRelativeTime(ago(1440 * minute), now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(1440 * minute), now, 'fr')).toBe('hier');
  });

  it('is empty for an unreadable date', () => {
    expect(formatRelativeTime('', now, 'en')).toBe('');
    expect(formatFullDate('nope', 'en')).toBe('');
  });
});
