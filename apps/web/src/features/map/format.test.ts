import { describe, expect, it } from 'vitest';
import { formatNumber } from '@/shared/i18n/format';
import { formatDistance, formatDuration, formatSpeed } from './format';

/** The text with its non-breaking spaces shown as ordinary ones (ICU versions pick one or the other). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** Every number keeps its unit on the same line. */
const unbroken = (text: string) => !/\d /.test(text);

describe('route texts', () => {
  it('shows metres below a kilometre, rounded to 10 m', () => {
    expect(formatDistance(804, 'en')).toBe('800 m');
    expect(formatDistance(3, 'en')).toBe('10 m');
  });

  it('shows kilometres with one decimal below 100 km, whole above, in the locale', () => {
    expect(formatDistance(3449, 'en')).toBe('3.4 km');
    expect(formatDistance(3449, 'fr')).toBe('3,4\u202fkm');
    expect(plain(formatDistance(3449, 'ru'))).toBe('3,4 км');
    expect(formatDistance(1_436_600, 'en')).toBe('1437 km');
  });

  it('writes durations the way each language abbreviates them', () => {
    expect(plain(formatDuration(13 * 60, 'en'))).toBe('13 min');
    expect(plain(formatDuration(2 * 3600 + 5 * 60, 'en'))).toBe('2 hr 5 min');
    expect(plain(formatDuration(2 * 3600, 'en'))).toBe('2 hr');
    expect(plain(formatDuration(2 * 3600 + 5 * 60, 'fr'))).toBe('2 h 5 min');
    expect(plain(formatDuration(2 * 3600 + 5 * 60, 'ru'))).toBe('2 ч 5 мин');
    expect(unbroken(formatDuration(2 * 3600 + 5 * 60, 'fr'))).toBe(true);
  });

  it('counts in days past a day, where minutes no longer matter', () => {
    expect(plain(formatDuration(3 * 86_400 + 4 * 3600 + 25 * 60, 'en'))).toBe('3 days 4 hr');
    expect(plain(formatDuration(3 * 86_400 + 20 * 60, 'fr'))).toBe('3 j');
    expect(plain(formatDuration(86_400 + 3600, 'ru'))).toBe('1 дн. 1 ч');
  });

  it('writes speeds and the road factor with the locale decimal mark', () => {
    expect(plain(formatSpeed(4.5, 'en'))).toBe('4.5 km/h');
    expect(plain(formatSpeed(4.5, 'fr'))).toBe('4,5 km/h');
    expect(plain(formatSpeed(25, 'ru'))).toBe('25 км/ч');
    expect(formatNumber(1.3, 'ru')).toBe('1,3');
  });
});
