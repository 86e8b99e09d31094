import { describe, expect, it } from 'vitest';
import { itinerarySchema } from '@artvoyage/contract';
import type { Itinerary } from '@artvoyage/contract';
import { locationTags } from '@artvoyage/contract/constants';
import { artworks } from '../artworks';
import fr from '../locales/fr/itineraries';
import ru from '../locales/ru/itineraries';
import {
  FALLBACK_NAME,
  dayProgress,
  fallbackItinerary,
  generateItinerary,
  generateItinerarySafely,
  itineraryName,
  itineraryProgress,
  newItineraryId,
  planKey,
  progressTone,
} from './generate';
import { localizedTemplates } from './texts';
import type { ItineraryTemplates } from './templates';
import { itineraryTemplates } from './templates';

const idPattern = /^itinerary-\d+-[0-9a-z]{6,9}$/;
const fixed = { now: 1_700_000_000_000, random: () => 0.123456789 };
const mona = { id: 'mona-lisa', title: 'Mona Lisa', location_tag: 'Paris' };

const allActivities = (itinerary: Itinerary) => itinerary.days.flatMap((day) => day.activities);

describe('newItineraryId', () => {
  it('is itinerary-{timestamp}-{base-36 text}', () => {
    const id = newItineraryId(fixed.now, fixed.random);
    expect(id).toMatch(idPattern);
    expect(id.startsWith('itinerary-1700000000000-')).toBe(true);
    expect(itinerarySchema.shape.id.safeParse(id).success).toBe(true);
  });

  it('keeps the random part 6-9 characters at the extremes of random()', () => {
    for (const value of [0, 1e-12, 0.5, 0.999999999999, 1]) {
      expect(newItineraryId(1, () => value)).toMatch(idPattern);
    }
  });

  it('defaults to the clock and Math.random, giving different ids', () => {
    const before = Date.now();
    const id = newItineraryId();
    const timestamp = Number(id.split('-')[1]);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
    expect(newItineraryId()).not.toBe(newItineraryId());
  });
});

describe('itineraryName', () => {
  it('uses the per-location title', () => {
    expect(itineraryName('Paris', 'Mona Lisa')).toBe('Parisian Dream inspired by Mona Lisa');
    expect(itineraryName('Egypt', 'Great Sphinx of Tanis')).toBe(
      "Pharaoh's Legacy inspired by Great Sphinx of Tanis",
    );
  });

  it('falls back to "{location_tag} Discovery"', () => {
    expect(itineraryName('Kyoto', 'Some Screen')).toBe('Kyoto Discovery inspired by Some Screen');
    expect(itineraryName('constructor', 'X')).toBe('constructor Discovery inspired by X');
  });
});

describe('generateItinerary with the built-in artworks', () => {
  const expectedNames: Record<string, string> = {
    'mona-lisa': 'Parisian Dream inspired by Mona Lisa',
    'venus-de-milo': 'Greek Odyssey inspired by Venus de Milo',
    'winged-victory': 'Greek Odyssey inspired by Winged Victory of Samothrace',
    'liberty-leading': 'Parisian Dream inspired by Liberty Leading the People',
    'wedding-feast': 'Venetian Journey inspired by The Wedding Feast at Cana',
    'coronation-napoleon': 'Parisian Dream inspired by The Coronation of Napoleon',
    'raft-medusa': 'Parisian Dream inspired by The Raft of the Medusa',
    'psyche-cupid': 'Roman Adventure inspired by Psyche Revived by Cupid’s Kiss',
    'michelangelo-slaves': 'Florentine Renaissance inspired by The Slaves (Dying Slave and Rebellious Slave)',
    'great-sphinx': "Pharaoh's Legacy inspired by Great Sphinx of Tanis",
  };

  it('covers all ten artworks', () => {
    expect(artworks.map((artwork) => artwork.id).sort()).toEqual(Object.keys(expectedNames).sort());
  });

  describe.each(artworks.map((artwork) => [artwork.id, artwork] as const))('%s', (id, artwork) => {
    const itinerary = generateItinerary(artwork, fixed);

    it('has the right name, link and id, and parses', () => {
      expect(itinerary.name).toBe(expectedNames[id]);
      expect(itinerary.linkedArtworkId).toBe(id);
      expect(itinerary.id).toMatch(idPattern);
      expect(itinerarySchema.parse(itinerary)).toEqual(itinerary);
    });

    it('copies the location template: days from 1, activities not completed', () => {
      const template = itineraryTemplates[artwork.location_tag];
      expect(itinerary.days.map((day) => day.day)).toEqual([1, 2, 3]);
      expect(itinerary.days.map((day) => day.title)).toEqual(template.map((day) => day.title));
      expect(allActivities(itinerary)).toHaveLength(12);
      expect(allActivities(itinerary).every((activity) => activity.completed === false)).toBe(true);
      expect(
        allActivities(itinerary).map(({ time, description, type }) => ({ time, description, type })),
      ).toEqual(
        template.flatMap((day) =>
          day.activities.map(({ time, description, type }) => ({ time, description, type })),
        ),
      );
    });
  });

  it('copies deeply: changing a generated itinerary leaves the templates and other itineraries alone', () => {
    const first = generateItinerary(mona, fixed);
    const second = generateItinerary(mona, fixed);
    const activity = first.days[0]?.activities[0];
    if (!activity) throw new Error('missing activity');
    activity.completed = true;
    activity.description = 'changed';
    expect(second.days[0]?.activities[0]?.completed).toBe(false);
    expect(itineraryTemplates.Paris[0]?.activities[0]?.description).not.toBe('changed');
    expect(first.days[0]).not.toBe(second.days[0]);
  });
});

describe('generateItinerary with custom maps', () => {
  const oneDay: ItineraryTemplates = {
    Paris: [
      {
        title: 'Paris day',
        activities: [{ time: '10:00', description: 'Louvre', type: 'museum', place: null }],
      },
    ],
    Kyoto: [
      {
        title: 'Temples',
        activities: [{ time: '9:00', description: 'Kinkaku-ji', type: 'sightseeing', place: null }],
      },
    ],
  };

  it('without a template: Paris days and "Cultural Journey inspired by {title}"', () => {
    const itinerary = generateItinerary(
      { id: 'great-sphinx', title: 'Nile Scene', location_tag: 'Atlantis' },
      {
        ...fixed,
        templates: oneDay,
      },
    );
    expect(itinerary.name).toBe('Cultural Journey inspired by Nile Scene');
    expect(itinerary.days).toEqual([
      {
        day: 1,
        title: 'Paris day',
        activities: [{ time: '10:00', description: 'Louvre', completed: false, type: 'museum' }],
      },
    ]);
    expect(itinerarySchema.safeParse(itinerary).success).toBe(true);
  });

  it('without a template, also with the built-in maps', () => {
    const itinerary = generateItinerary({ id: 'x', title: 'Y', location_tag: 'Atlantis' }, fixed);
    expect(itinerary.name).toBe('Cultural Journey inspired by Y');
    expect(itinerary.days.map((day) => day.title)).toEqual(itineraryTemplates.Paris.map((day) => day.title));
  });

  it('ignores inherited properties such as "constructor"', () => {
    const itinerary = generateItinerary({ id: 'x', title: 'Y', location_tag: 'constructor' }, fixed);
    expect(itinerary.name).toBe('Cultural Journey inspired by Y');
  });

  it('with a template but no title: "{location_tag} Discovery inspired by {title}"', () => {
    const itinerary = generateItinerary(
      { id: 'k', title: 'Screen', location_tag: 'Kyoto' },
      {
        ...fixed,
        templates: oneDay,
        titles: { Paris: 'Parisian Dream' },
      },
    );
    expect(itinerary.name).toBe('Kyoto Discovery inspired by Screen');
    expect(itinerary.days[0]?.title).toBe('Temples');
    expect(itinerary.days[0]?.activities[0]).toEqual({
      time: '9:00',
      description: 'Kinkaku-ji',
      completed: false,
      type: 'sightseeing',
    });
  });

  it('uses custom titles', () => {
    const itinerary = generateItinerary(mona, {
      ...fixed,
      templates: oneDay,
      titles: { Paris: 'Ville Lumière' },
    });
    expect(itinerary.name).toBe('Ville Lumière inspired by Mona Lisa');
  });

  it('throws when neither the location nor Paris has a template', () => {
    expect(() => generateItinerary(mona, { templates: {} })).toThrow('No itinerary template for Paris');
    expect(() => generateItinerary(mona, { templates: { Paris: [] } })).toThrow();
  });
});

describe('fallback', () => {
  const throwing: ItineraryTemplates = {
    get Paris(): never {
      throw new Error('template store broken');
    },
  };

  it('is the one-day "Cultural Discovery" itinerary at 10:00, 14:00 and 17:00', () => {
    const itinerary = fallbackItinerary(mona, fixed);
    expect(itinerary.name).toBe(FALLBACK_NAME);
    expect(itinerary.name).toBe('Cultural Discovery');
    expect(itinerary.linkedArtworkId).toBe('mona-lisa');
    expect(itinerary.days).toHaveLength(1);
    expect(itinerary.days[0]?.day).toBe(1);
    expect(itinerary.days[0]?.title).toBe('Cultural Discovery Day');
    expect(allActivities(itinerary).map((activity) => activity.time)).toEqual(['10:00', '14:00', '17:00']);
    expect(allActivities(itinerary).map((activity) => activity.type)).toEqual([
      'museum',
      'culture',
      'dining',
    ]);
    expect(allActivities(itinerary).every((activity) => !activity.completed)).toBe(true);
    expect(itinerarySchema.parse(itinerary)).toEqual(itinerary);
  });

  it('is what generateItinerarySafely returns when generation throws', () => {
    const itinerary = generateItinerarySafely(mona, { ...fixed, templates: throwing });
    expect(itinerary).toEqual(fallbackItinerary(mona, fixed));
    expect(itinerary.id).toMatch(idPattern);
  });

  it('is used when no template fits at all', () => {
    expect(generateItinerarySafely(mona, { templates: {} }).name).toBe('Cultural Discovery');
  });

  it('is not used when generation succeeds', () => {
    expect(generateItinerarySafely(mona, fixed)).toEqual(generateItinerary(mona, fixed));
  });
});

describe('progress', () => {
  const activity = (completed: boolean) => ({ time: '10:00', description: 'Visit', completed });

  it('dayProgress is completed/total, 0 without activities', () => {
    expect(dayProgress({ activities: [] })).toBe(0);
    expect(dayProgress({ activities: [activity(false), activity(false)] })).toBe(0);
    expect(
      dayProgress({ activities: [activity(true), activity(false), activity(false), activity(false)] }),
    ).toBe(0.25);
    expect(dayProgress({ activities: [activity(true), activity(true)] })).toBe(1);
  });

  it('itineraryProgress counts every day and rounds the percentage', () => {
    expect(itineraryProgress({ days: [] })).toEqual({ completed: 0, total: 0, percent: 0 });
    expect(itineraryProgress({ days: [{ day: 1, title: 'Empty', activities: [] }] })).toEqual({
      completed: 0,
      total: 0,
      percent: 0,
    });
    const third = {
      days: [
        { day: 1, title: 'A', activities: [activity(true), activity(false)] },
        { day: 2, title: 'B', activities: [activity(false)] },
        { day: 3, title: 'C', activities: [] },
      ],
    };
    expect(itineraryProgress(third)).toEqual({ completed: 1, total: 3, percent: 33 });
    const twoThirds = {
      days: [{ day: 1, title: 'A', activities: [activity(true), activity(true), activity(false)] }],
    };
    expect(itineraryProgress(twoThirds).percent).toBe(67);
    const half = { days: [{ day: 1, title: 'A', activities: [activity(true), activity(false)] }] };
    expect(itineraryProgress(half).percent).toBe(50);
    const oneOfEight = {
      days: [{ day: 1, title: 'A', activities: [activity(true), ...Array(7).fill(activity(false))] }],
    };
    expect(itineraryProgress(oneOfEight).percent).toBe(13);
  });

  it('a generated itinerary starts at 0%', () => {
    expect(itineraryProgress(generateItinerary(mona, fixed))).toEqual({
      completed: 0,
      total: 12,
      percent: 0,
    });
  });

  it('progressTone: complete at 100%, started above 0, none at 0', () => {
    expect(progressTone(1)).toBe('complete');
    expect(progressTone(0.5)).toBe('started');
    expect(progressTone(0.01)).toBe('started');
    expect(progressTone(0)).toBe('none');
    expect(progressTone(dayProgress({ activities: [] }))).toBe('none');
  });
});

describe('regenerating', () => {
  /** A small seeded generator (mulberry32), so a failure can be replayed. */
  const seeded = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const packs = { en: undefined, fr, ru } as const;
  const sources: Array<[string, () => () => number]> = [
    ['Math.random', () => Math.random],
    ['a seeded generator', () => seeded(20_240_501)],
    // The worst case: every draw the same, so only the "never the same" rule makes a change.
    ['a stuck generator', () => () => 0],
  ];

  describe.each(Object.entries(packs))('in %s', (_, texts) => {
    it.each(sources)('never gives the same plan twice in a row, 20 times over, with %s', (_label, source) => {
      for (const artwork of artworks) {
        const random = source();
        let plan = generateItinerary(artwork, { texts, random });
        for (let round = 0; round < 20; round++) {
          const next = generateItinerary(artwork, { texts, random, previous: plan });
          expect(planKey(next.days), `${artwork.id} round ${round}`).not.toBe(planKey(plan.days));
          expect(itinerarySchema.safeParse(next).success).toBe(true);
          plan = next;
        }
      }
    });
  });

  it.each(locationTags)('varies the plan for %s: several different plans in 20 regenerations', (tag) => {
    const random = seeded(7);
    const artwork = { id: 'x', title: 'Y', location_tag: tag };
    let plan = generateItinerary(artwork, { random });
    const seen = new Set([planKey(plan.days)]);
    for (let round = 0; round < 20; round++) {
      plan = generateItinerary(artwork, { random, previous: plan });
      seen.add(planKey(plan.days));
    }
    expect(seen.size).toBeGreaterThanOrEqual(8);
  });

  it.each(locationTags)(
    'keeps the days, titles, times and kinds of %s, and picks only each slot’s own choices',
    (tag) => {
      const template = itineraryTemplates[tag];
      const random = seeded(11);
      let plan = generateItinerary({ id: 'x', title: 'Y', location_tag: tag }, { random });
      for (let round = 0; round < 20; round++) {
        plan = generateItinerary({ id: 'x', title: 'Y', location_tag: tag }, { random, previous: plan });
        expect(plan.days.map((day) => [day.day, day.title])).toEqual(
          template.map((day, index) => [index + 1, day.title]),
        );
        plan.days.forEach((day, dayIndex) => {
          day.activities.forEach((activity, index) => {
            const slot = template[dayIndex]?.activities[index];
            expect(activity).toMatchObject({ time: slot?.time, type: slot?.type, completed: false });
            const choice = [slot, ...(slot?.alternatives ?? [])].find(
              (option) => option?.description === activity.description,
            );
            expect(choice).toBeDefined();
            // The place comes with the choice: a regenerated plan never keeps the replaced activity's.
            expect(activity.place).toEqual(choice?.place ?? undefined);
          });
        });
        const descriptions = allActivities(plan).map((activity) => activity.description);
        expect(new Set(descriptions).size).toBe(descriptions.length);
      }
    },
  );

  it('writes a regenerated plan in the language asked for, with the same slots as in English', () => {
    const random = seeded(3);
    const english = generateItinerary(mona, { random: seeded(3), previous: generateItinerary(mona) });
    const french = generateItinerary(
      { ...mona, title: 'La Joconde' },
      { texts: fr, random, previous: generateItinerary(mona, { texts: fr }) },
    );
    const frenchTemplate = localizedTemplates(fr).Paris ?? [];
    english.days.forEach((day, dayIndex) => {
      day.activities.forEach((activity, index) => {
        const slot = itineraryTemplates.Paris[dayIndex]?.activities[index];
        const choice = [slot, ...(slot?.alternatives ?? [])].findIndex(
          (option) => option?.description === activity.description,
        );
        const frenchSlot = frenchTemplate[dayIndex]?.activities[index];
        const frenchChoices = [frenchSlot, ...(frenchSlot?.alternatives ?? [])];
        // The same draws pick the same slot choices in both languages, with the same places.
        const frenchActivity = french.days[dayIndex]?.activities[index];
        expect(frenchActivity?.description).toBe(frenchChoices[choice]?.description);
        expect(frenchActivity?.place).toEqual(activity.place);
      });
    });
  });

  it('gives the one plan again when a template has no alternatives at all', () => {
    const plain: ItineraryTemplates = {
      Paris: [
        { title: 'Day', activities: [{ time: '10:00', description: 'Louvre', type: 'museum', place: null }] },
      ],
    };
    const first = generateItinerary(mona, { templates: plain });
    expect(generateItinerary(mona, { templates: plain, previous: first }).days).toEqual(first.days);
  });
});
