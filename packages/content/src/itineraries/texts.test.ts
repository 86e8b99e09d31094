import { describe, expect, it } from 'vitest';
import frArtworks from '../locales/fr/artworks';
import fr from '../locales/fr/itineraries';
import ru from '../locales/ru/itineraries';
import { fallbackItinerary, generateItinerary } from './generate';
import { englishItinerariesPack, fillFormat } from './texts';

const monaLisa = { id: 'mona-lisa', title: 'Mona Lisa', location_tag: 'Paris' };

describe('itineraries in other languages', () => {
  it('writes the name, the day titles and the activities in the language asked for', () => {
    const french = generateItinerary({ ...monaLisa, title: 'La Joconde' }, { texts: fr });
    expect(french.name).toBe('Rêve parisien, inspiré par La Joconde');
    expect(french.days[0]?.title).toBe('Arrivée et immersion artistique');
    const russian = generateItinerary({ ...monaLisa, title: 'Джоконда' }, { texts: ru });
    expect(russian.name).toBe('Парижская мечта. Вдохновение: «Джоконда»');
    const raft = generateItinerary({ ...monaLisa, title: 'Плот «Медузы»' }, { texts: ru });
    expect(raft.name).toBe('Парижская мечта. Вдохновение: «Плот „Медузы“»');
    expect(russian.days[2]?.activities[0]?.description).toMatch(/^Монмартр/);
  });

  it('names a French plan as French reads: the article a title lacks, the participle agreeing with the title', () => {
    const named = (id: keyof typeof frArtworks.artworks, location_tag: string) =>
      generateItinerary({ id, title: frArtworks.artworks[id].title, location_tag }, { texts: fr }).name;
    expect(named('winged-victory', 'Greece')).toBe('Odyssée grecque, inspirée par la Victoire de Samothrace');
    expect(named('venus-de-milo', 'Greece')).toBe('Odyssée grecque, inspirée par la Vénus de Milo');
    expect(named('raft-medusa', 'Paris')).toBe('Rêve parisien, inspiré par Le Radeau de la Méduse');
    expect(named('michelangelo-slaves', 'Florence')).toMatch(
      /^Renaissance florentine, inspirée par Les Esclaves/,
    );
    expect(named('great-sphinx', 'Egypt')).toBe(
      'L’héritage des pharaons, inspiré par Le Grand Sphinx de Tanis',
    );
    // Each title given an article is a French title as the artworks pack writes it.
    const frenchTitles = new Set(Object.values(frArtworks.artworks).map((artwork) => artwork.title));
    for (const title of Object.keys(fr.artworkInName ?? {})) expect(frenchTitles).toContain(title);
  });

  it('keeps the times, types and shape of the English plan', () => {
    const english = generateItinerary(monaLisa);
    for (const texts of [fr, ru]) {
      const translated = generateItinerary(monaLisa, { texts });
      expect(translated.days.map((day) => day.activities.map(({ time, type }) => [time, type]))).toEqual(
        english.days.map((day) => day.activities.map(({ time, type }) => [time, type])),
      );
    }
  });

  it('is unchanged in English', () => {
    expect(generateItinerary(monaLisa).name).toBe('Parisian Dream inspired by Mona Lisa');
    expect(generateItinerary(monaLisa, { texts: englishItinerariesPack }).days).toEqual(
      generateItinerary(monaLisa).days,
    );
  });

  it('writes the fallback plan in the language too', () => {
    const plan = fallbackItinerary(monaLisa, { texts: ru });
    expect(plan.name).toBe(ru.fallback.name);
    expect(plan.days[0]?.activities.map((activity) => activity.description)).toEqual([
      ...ru.fallback.activities,
    ]);
  });

  it('leaves an unknown placeholder as it is', () => {
    expect(fillFormat('{title} / {nothing}', { title: 'A' })).toBe('A / {nothing}');
  });
});
