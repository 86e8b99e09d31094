import { describe, expect, it } from 'vitest';
import { durationParts, formatDistance } from './format';

describe('route texts', () => {
  it('shows metres below a kilometre, rounded to 10 m', () => {
    expect(formatDistance(804, 'en')).toBe('800 m');
    expect(formatDistance(3, 'en')).toBe('10 m');
  });
  it('shows kilometres with one decimal below 100 km, whole above, in the locale', () => {
    expect(formatDistance(3449, 'en')).toBe('3.4 km');
    expect(formatDistance(3449, 'fr')).toBe('3,4\u202fkm');
    expect(formatDistance(1_436_600, 'en')).toBe('1,437 km');
  });
  it('says hours only when there are some', () => {
    expect(durationParts(13 * 60)).toEqual({ key: 'minutes', hours: 0, minutes: 13 });
    expect(durationParts(2 * 3600 + 5 * 60)).toEqual({ key: 'hours', hours: 2, minutes: 5 });
  });
});
