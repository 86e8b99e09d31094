import { describe, expect, it } from 'vitest';
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
