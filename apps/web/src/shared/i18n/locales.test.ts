import { describe, expect, it } from 'vitest';
import { pickLocale } from './locales';

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
