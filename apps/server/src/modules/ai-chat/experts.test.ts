import { describe, expect, it } from 'vitest';
import { MuseumExperts } from './experts';
import { MuseumExpert } from './museum-expert';

describe('MuseumExperts', () => {
  it('shares one expert per language between the apps of a process, built on first use', () => {
    const first = new MuseumExperts();
    const second = new MuseumExperts();
    const french = first.expert('fr');
    expect(french.language.code).toBe('fr');
    expect(second.expert('fr')).toBe(french);
    expect(second.expert('ru')).not.toBe(french);
  });

  it('answers with the experts it was given, when given some', () => {
    const english = new MuseumExpert([], 'en');
    const experts = new MuseumExperts({ en: english, fr: english, ru: english });
    expect(experts.expert('ru')).toBe(english);
    expect(experts.answer('Where is the Mona Lisa?', [], 'en').language).toBe('en');
  });
});
