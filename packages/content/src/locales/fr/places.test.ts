import { describe, expect, it } from 'vitest';
import { textsIn } from '../../i18n/facts';
import frPlaces from './places';

/* French typography of the places pack (the parity test checks its paths, numbers and translation). */
describe('the French places pack', () => {
  const texts = textsIn(frPlaces).map(([, text]) => text);
  const offending = (pattern: RegExp) => texts.filter((text) => pattern.test(text));

  it('puts a non-breaking space before : ; ! ? and inside « »', () => {
    expect(offending(/ [:;!?]|\S[:;!?](?=\s|$)/)).toEqual([]);
    expect(offending(/«(?!\u00a0)|(?<!\u00a0)»/)).toEqual([]);
  });

  it('uses the typographic apostrophe and guillemets, never straight or English quotes', () => {
    expect(offending(/['"“”]/)).toEqual([]);
  });

  it('writes clock times the French way (9 h 30) and groups thousands with a non-breaking space', () => {
    expect(offending(/\d:\d{2}/)).toEqual([]);
    expect(offending(/\d h|h \d/)).toEqual([]);
    expect(offending(/\d[ ,.]\d{3}(?!\d)/)).toEqual([]);
  });

  it('says “Le Caire” and “Gizeh”, as French guides do', () => {
    expect(frPlaces.destinations.cairo?.name).toBe('Le Caire');
    expect(frPlaces.destinations.giza?.name).toBe('Gizeh');
    expect(frPlaces.landmarks['colosseum']?.name).toBe('Colisée');
  });
});
