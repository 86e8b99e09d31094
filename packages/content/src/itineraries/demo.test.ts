import { describe, expect, it } from 'vitest';
import { itinerarySchema } from '@artvoyage/contract';
import { findArtwork } from '../catalogue';
import frArtworks from '../locales/fr/artworks';
import frItineraries from '../locales/fr/itineraries';
import ruArtworks from '../locales/ru/artworks';
import ruItineraries from '../locales/ru/itineraries';
import { demoItineraries, localizeSample, sampleItinerary } from './demo';
import { generateItinerary, itineraryProgress } from './generate';
import { englishItinerariesPack } from './texts';

const fixed = { now: 1_700_000_000_000, random: () => 0.5 };
const idPattern = /^itinerary-\d+-[0-9a-z]{6,9}$/;

describe('sampleItinerary', () => {
  const sample = sampleItinerary(fixed);

  it('is "Parisian Dream inspired by Mona Lisa", linked to mona-lisa, and parses', () => {
    expect(sample.name).toBe('Parisian Dream inspired by Mona Lisa');
    expect(sample.linkedArtworkId).toBe('mona-lisa');
    expect(sample.id).toMatch(idPattern);
    expect(itinerarySchema.parse(sample)).toEqual(sample);
  });

  it('has the sample’s two days', () => {
    expect(sample.days.map((day) => [day.day, day.title])).toEqual([
      [1, 'Arrival and Artistic Immersion'],
      [2, 'Exploring the Seine'],
    ]);
    const [first, second] = sample.days;
    expect(first?.activities[0]).toMatchObject({ time: '14:00', type: 'hotel' });
    expect(first?.activities[0]?.description).toContain('Le Marais');
    expect(first?.activities[1]).toMatchObject({ time: '16:00', type: 'museum' });
    expect(first?.activities[1]?.description).toContain('Louvre');
    expect(second?.activities[0]).toMatchObject({ time: '10:00' });
    expect(second?.activities[0]?.description).toMatch(/river cruise/i);
    expect(itineraryProgress(sample).completed).toBe(0);
  });

  it('gets a fresh id from the clock', () => {
    expect(sampleItinerary({ now: 1, random: () => 0.5 }).id).not.toBe(
      sampleItinerary({ now: 2, random: () => 0.5 }).id,
    );
  });
});

describe('demoItineraries', () => {
  const demos = demoItineraries(fixed);

  it('are three 2-day itineraries that parse, with distinct ids', () => {
    expect(demos).toHaveLength(3);
    for (const demo of demos) {
      expect(itinerarySchema.parse(demo)).toEqual(demo);
      expect(demo.days.map((day) => day.day)).toEqual([1, 2]);
      expect(demo.id).toMatch(idPattern);
    }
    expect(new Set(demos.map((demo) => demo.id)).size).toBe(3);
  });

  it('link to psyche-cupid, mona-lisa and venus-de-milo with matching names', () => {
    expect(demos.map((demo) => demo.linkedArtworkId)).toEqual(['psyche-cupid', 'mona-lisa', 'venus-de-milo']);
    expect(demos.map((demo) => demo.name)).toEqual([
      'Roman Adventure inspired by Psyche Revived by Cupid’s Kiss',
      'Parisian Dream inspired by Mona Lisa',
      'Greek Odyssey inspired by Venus de Milo',
    ]);
    for (const demo of demos) expect(findArtwork(demo.linkedArtworkId)).toBeDefined();
  });

  it('show complete, started and untouched progress', () => {
    expect(demos.map((demo) => itineraryProgress(demo))).toEqual([
      { completed: 4, total: 8, percent: 50 },
      { completed: 2, total: 8, percent: 25 },
      { completed: 0, total: 8, percent: 0 },
    ]);
  });

  it('use the clock by default', () => {
    const before = Date.now();
    const [first] = demoItineraries();
    expect(Number(first?.id.split('-')[1])).toBeGreaterThanOrEqual(before);
  });
});

describe('localizeSample', () => {
  const sample = sampleItinerary(fixed);
  const french = (itinerary = sample) =>
    localizeSample(itinerary, frItineraries, frArtworks.artworks['mona-lisa'].title);

  it('shows the seeded sample in the visitor’s language, times, types and progress unchanged', () => {
    const shown = french();
    expect(shown.name).toBe('Rêve parisien, inspiré par La Joconde');
    expect(shown.days.map((day) => day.title)).toEqual([
      'Arrivée et immersion artistique',
      'Au fil de la Seine',
    ]);
    expect(shown.days.map((day) => day.activities.map((activity) => activity.description))).toEqual(
      frItineraries.sample.map((day) => day.activities),
    );
    expect(shown.id).toBe(sample.id);
    expect(
      shown.days.map((day) => day.activities.map(({ time, type, completed }) => [time, type, completed])),
    ).toEqual(
      sample.days.map((day) => day.activities.map(({ time, type, completed }) => [time, type, completed])),
    );

    const russian = localizeSample(sample, ruItineraries, ruArtworks.artworks['mona-lisa'].title);
    expect(russian.name).toBe('Парижская мечта. Вдохновение: «Джоконда»');
    expect(russian.days[1]?.activities[2]?.description).toBe('Шедевры импрессионистов в музее Орсе');
  });

  it('keeps what the visitor wrote or ticked, and translates the rest', () => {
    const [first, second] = sample.days;
    const changed = {
      ...sample,
      name: 'Paris with Grandma',
      days: [
        {
          ...first!,
          activities: first!.activities.map((activity, index) =>
            index === 0 ? { ...activity, description: 'Check in at Hôtel du Petit Moulin' } : activity,
          ),
        },
        { ...second!, activities: second!.activities.map((activity) => ({ ...activity, completed: true })) },
      ],
    };
    const shown = french(changed);
    expect(shown.name).toBe('Paris with Grandma');
    expect(shown.days[0]?.activities[0]?.description).toBe('Check in at Hôtel du Petit Moulin');
    expect(shown.days[0]?.activities[1]?.description).toBe(frItineraries.sample[0]?.activities[1]);
    expect(shown.days[1]?.activities.every((activity) => activity.completed)).toBe(true);
  });

  it('leaves any other itinerary in the language it was written in', () => {
    // Same name, artwork and day titles as the sample, but generated: the visitor's own document.
    const generated = generateItinerary(findArtwork('mona-lisa')!, fixed);
    expect(generated.name).toBe(sample.name);
    expect(french(generated)).toBe(generated);
    expect(french({ ...sample, days: [] })).toEqual({ ...sample, days: [] });
  });

  it('shows English as seeded', () => {
    expect(localizeSample(sample, englishItinerariesPack, 'Mona Lisa')).toEqual(sample);
  });
});
