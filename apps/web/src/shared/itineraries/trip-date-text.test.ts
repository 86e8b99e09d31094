import { describe, expect, it } from 'vitest';
import { dateLayout, datePattern, isoDateToText, textToIsoDate } from './trip-date-text';

describe('trip dates typed in the app language', () => {
  it('orders the fields as each language writes them', () => {
    expect(dateLayout('en')).toEqual({ order: ['month', 'day', 'year'], separator: '/' });
    expect(dateLayout('fr')).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
    expect(dateLayout('ru')).toEqual({ order: ['day', 'month', 'year'], separator: '.' });
  });

  it('spells the pattern with the language’s own field names', () => {
    expect(datePattern('en', { day: 'dd', month: 'mm', year: 'yyyy' })).toBe('mm/dd/yyyy');
    expect(datePattern('fr', { day: 'jj', month: 'mm', year: 'aaaa' })).toBe('jj/mm/aaaa');
    expect(datePattern('ru', { day: 'дд', month: 'мм', year: 'гггг' })).toBe('дд.мм.гггг');
  });

  it('shows a stored ISO date the language’s way, and nothing for a missing one', () => {
    expect(isoDateToText('2026-05-04', 'en')).toBe('05/04/2026');
    expect(isoDateToText('2026-05-04', 'fr')).toBe('04/05/2026');
    expect(isoDateToText('2026-05-04', 'ru')).toBe('04.05.2026');
    expect(isoDateToText('', 'fr')).toBe('');
  });

  it('reads what was typed back into the same ISO date', () => {
    expect(textToIsoDate('05/04/2026', 'en')).toBe('2026-05-04');
    expect(textToIsoDate('04/05/2026', 'fr')).toBe('2026-05-04');
    expect(textToIsoDate('04.05.2026', 'ru')).toBe('2026-05-04');
    for (const locale of ['en', 'fr', 'ru']) {
      expect(textToIsoDate(isoDateToText('2027-12-31', locale), locale)).toBe('2027-12-31');
    }
  });

  it('accepts one-digit fields, other separators, spaces and an ISO date', () => {
    expect(textToIsoDate(' 4/5/2026 ', 'fr')).toBe('2026-05-04');
    expect(textToIsoDate('4-5-2026', 'ru')).toBe('2026-05-04');
    expect(textToIsoDate('4 . 5 . 2026', 'ru')).toBe('2026-05-04');
    expect(textToIsoDate('2026-05-04', 'en')).toBe('2026-05-04');
  });

  it('treats an empty field as no date, and anything else that is not a real day as invalid', () => {
    expect(textToIsoDate('   ', 'en')).toBe('');
    expect(textToIsoDate('31/02/2026', 'fr')).toBeNull(); // no 31 February
    expect(textToIsoDate('13/05/2026', 'en')).toBeNull(); // no thirteenth month
    expect(textToIsoDate('04/05/26', 'fr')).toBeNull(); // a two-digit year is ambiguous
    expect(textToIsoDate('04/05/2026/1', 'fr')).toBeNull();
    expect(textToIsoDate('tomorrow', 'en')).toBeNull();
    expect(textToIsoDate('004/05/2026', 'fr')).toBeNull();
  });
});
