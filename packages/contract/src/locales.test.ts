import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLocale } from './locales';

describe('pickLocale', () => {
  it('prefers a stored choice', () => {
    expect(pickLocale('ru', ['fr-FR'])).toBe('ru');
  });
  it('falls back to the first supported browser language', () => {
    expect(pickLocale(null, ['de-DE', 'fr-CA', 'en'])).toBe('fr');
  });
  it('ignores unknown stored values and defaults to English', () => {
    expect(pickLocale('xx', ['de'])).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('orders by weight, then by position, and leaves out q=0 and malformed parts', () => {
    expect(acceptedLanguages('de-DE,fr;q=0.8, en;q=0.9 ,ru;q=0,x y;q=1,es;q=abc')).toEqual([
      'de-DE',
      'en',
      'fr',
    ]);
  });
  it('is empty without a header, and feeds pickLocale like navigator.languages', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(pickLocale(null, acceptedLanguages('ru-RU,ru;q=0.9,en;q=0.8'))).toBe('ru');
    expect(pickLocale(null, acceptedLanguages('de;q=0.9, *;q=0.1'))).toBe('en');
  });
});
