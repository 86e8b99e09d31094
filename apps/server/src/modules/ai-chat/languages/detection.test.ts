import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detection';

describe('the language of a question', () => {
  it('is Russian when it is written in Cyrillic, whatever the interface', () => {
    expect(detectLanguage('Где находится Ника Самофракийская?', 'en')).toBe('ru');
    expect(detectLanguage('Расскажите о Mona Lisa', 'fr')).toBe('ru');
  });

  it('tells French from English by its words, accents and spacing, titles aside', () => {
    expect(detectLanguage('Qui a peint le Radeau de la Méduse ?')).toBe('fr');
    expect(detectLanguage('Ou est la Joconde')).toBe('fr');
    expect(detectLanguage('Where is the Winged Victory?', 'fr')).toBe('en');
    // French titles in an English question do not make it French.
    expect(detectLanguage('Tell me about La Liberté guidant le peuple', 'fr')).toBe('en');
  });

  it('reads French typed without accents or apostrophes, as on a phone, as French', () => {
    expect(detectLanguage('long week-end a amsterdam, des idees ?')).toBe('fr');
    expect(detectLanguage('long week-end a amsterdam, des idees?', 'en')).toBe('fr');
    expect(detectLanguage('cest quoi ton tableau prefere', 'en')).toBe('fr');
    expect(detectLanguage('vous etes ouverts le lundi ?', 'en')).toBe('fr');
    expect(detectLanguage('jai 2 jours a paris, des idees', 'en')).toBe('fr');
  });

  it('keeps English questions that share words with French ("a", "idea", "Paris") English', () => {
    expect(detectLanguage('a long weekend in amsterdam, any ideas?', 'fr')).toBe('en');
    expect(detectLanguage('any idea where the mona lisa is?', 'fr')).toBe('en');
    expect(detectLanguage('is paris a good idea for a long weekend', 'fr')).toBe('en');
    expect(detectLanguage('Tell me about La Joconde', 'fr')).toBe('en');
  });

  it('follows the interface when the question does not say', () => {
    expect(detectLanguage('Joconde', 'fr')).toBe('fr');
    expect(detectLanguage('Mona Lisa', 'ru')).toBe('ru');
    expect(detectLanguage('1793')).toBe('en');
  });
});
