import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, itineraryNameProblem, tripEndDate, tripStartDateProblem } from './constants';
import {
  itineraryBytes,
  itineraryNameSchema,
  itineraryPatchSchema,
  itinerarySchema,
  maxItineraryBytes,
  tripStartDateSchema,
  utf8Length,
  type Itinerary,
} from './itineraries';

const activity = (description: string) => ({ time: '09:00', description, completed: false });
const trip = (days: Itinerary['days']): Itinerary => ({
  id: 'itinerary-1-a',
  name: 'Trip',
  linkedArtworkId: 'mona-lisa',
  days,
});

describe('itinerary size', () => {
  it('counts UTF-8 bytes: 1 for ASCII, 2 for Latin and Cyrillic letters, 3 for CJK, 4 for emoji', () => {
    const cases: Array<[string, number]> = [
      ['', 0],
      ['plain', 5],
      ['café', 5],
      ['Москва', 12],
      ['東京', 6],
      ['emoji 🎨🗿', 14],
      ['mixed é 東 🎨 z', 19],
    ];
    for (const [text, bytes] of cases) expect(utf8Length(text), text).toBe(bytes);
  });

  it(`refuses an itinerary over ${maxItineraryBytes / 1024} KB of JSON, naming the limit`, () => {
    const day = (n: number, text: string) => ({ day: n, title: `Day ${n}`, activities: [activity(text)] });
    const fits = trip(Array.from({ length: 30 }, (_, n) => day(n + 1, 'x'.repeat(400))));
    expect(itinerarySchema.safeParse(fits).success).toBe(true);
    // 30 days of 50 activities of 500 characters each was valid before: about 800 KB.
    const full = trip(
      Array.from({ length: 30 }, (_, n) => ({
        day: n + 1,
        title: `Day ${n + 1}`,
        activities: Array.from({ length: 50 }, () => activity('é'.repeat(500))),
      })),
    );
    expect(itineraryBytes(full)).toBeGreaterThan(maxItineraryBytes);
    const refused = itinerarySchema.safeParse(full);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/up to 64 KB/);
  });
});

describe('itinerary names and trip dates', () => {
  const day = { day: 1, title: 'Day 1', activities: [activity('Louvre')] };
  const issues = (value: unknown) =>
    itinerarySchema
      .safeParse(value)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('trims the name and keeps it between 1 and 200 characters', () => {
    expect(itinerarySchema.parse({ ...trip([day]), name: '  Paris  ' }).name).toBe('Paris');
    expect(issues({ ...trip([day]), name: '   ' })).toEqual(['name: Give the itinerary a name']);
    expect(issues({ ...trip([day]), name: 'x'.repeat(201) })).toEqual([
      'name: A name can be up to 200 characters long',
    ]);
    expect(itinerarySchema.safeParse({ ...trip([day]), name: 'é'.repeat(200) }).success).toBe(true);
  });

  it('counts days from the start date in UTC, across months, leap days and years', () => {
    expect(addDaysToIsoDate('2026-05-14', 0)).toBe('2026-05-14');
    expect(addDaysToIsoDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToIsoDate('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDaysToIsoDate('2026-12-30', 3)).toBe('2027-01-02');
    expect(tripEndDate('2026-05-14', 3)).toBe('2026-05-16');
    expect(tripEndDate('2026-05-14', 1)).toBe('2026-05-14');
  });

  it('accepts a real calendar date from 2000 to 2099 as the start, and no dates at all', () => {
    expect(itinerarySchema.parse({ ...trip([day]), startDate: '2028-02-29' }).startDate).toBe('2028-02-29');
    expect(itinerarySchema.parse(trip([day]))).not.toHaveProperty('startDate');
    for (const [startDate, message] of [
      ['2027-02-29', /YYYY-MM-DD/],
      ['14/05/2026', /YYYY-MM-DD/],
      ['2026-05-14T10:00:00Z', /YYYY-MM-DD/],
      ['1999-12-31', /between 2000-01-01 and 2099-12-31/],
      ['2100-01-01', /between 2000-01-01 and 2099-12-31/],
    ] as const) {
      expect(issues({ ...trip([day]), startDate })?.join(), startDate).toMatch(message);
    }
  });

  it('refuses a start date whose last day would fall after 2099', () => {
    const threeDays = trip([day, { ...day, day: 2 }, { ...day, day: 3 }]);
    expect(itinerarySchema.safeParse({ ...threeDays, startDate: '2099-12-29' }).success).toBe(true);
    expect(issues({ ...threeDays, startDate: '2099-12-30' })).toEqual([
      'startDate: The trip would end after 2099-12-31; choose an earlier start date',
    ]);
  });

  it('lets a patch change the name, the start date or both, and nothing else', () => {
    expect(itineraryPatchSchema.parse({ name: ' Rome ' })).toEqual({ name: 'Rome' });
    expect(itineraryPatchSchema.parse({ startDate: null })).toEqual({ startDate: null });
    expect(itineraryPatchSchema.parse({ name: 'Rome', startDate: '2026-05-14' })).toEqual({
      name: 'Rome',
      startDate: '2026-05-14',
    });
    expect(itineraryPatchSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Give a name, a startDate or both to change',
    );
    expect(itineraryPatchSchema.safeParse({ name: 'Rome', days: [] }).error?.issues[0]?.message).toBe(
      'Unrecognized key: "days"',
    );
    expect(itineraryPatchSchema.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('activity places', () => {
  const placed = (place: unknown): unknown => ({
    ...trip([]),
    days: [{ day: 1, title: 'Day 1', activities: [{ ...activity('Louvre'), place }] }],
  });
  const placeOf = (value: unknown) => itinerarySchema.parse(value).days[0]?.activities[0]?.place;

  it('keeps a point or an area, and loads an activity without one (itineraries saved before places)', () => {
    const louvre = { lat: 48.861, lng: 2.3358, kind: 'point' };
    expect(placeOf(placed(louvre))).toEqual(louvre);
    expect(placeOf(placed({ lat: -33.8568, lng: 151.2153, kind: 'area' }))?.kind).toBe('area');
    expect(placeOf(trip([{ day: 1, title: 'Day 1', activities: [activity('Louvre')] }]))).toBeUndefined();
  });

  it('refuses coordinates off the globe, a kind it does not know, missing or unknown fields', () => {
    for (const place of [
      { lat: 91, lng: 0, kind: 'point' },
      { lat: 0, lng: -180.5, kind: 'point' },
      { lat: '48.8', lng: 2.3, kind: 'point' },
      { lat: 48.8, lng: 2.3, kind: 'city' },
      { lat: 48.8, lng: 2.3 },
      { lat: 48.8, lng: 2.3, kind: 'point', name: 'x'.repeat(10_000) },
      null,
      [48.8, 2.3],
    ]) {
      expect(itinerarySchema.safeParse(placed(place)).success, JSON.stringify(place).slice(0, 80)).toBe(
        false,
      );
    }
  });
});

describe('the rules without zod, for the web app’s forms', () => {
  it('agree with the zod schemas on names', () => {
    for (const name of [
      '',
      ' ',
      '\t\n',
      'a',
      ' Rome ',
      'x'.repeat(200),
      ` ${'x'.repeat(200)} `,
      'x'.repeat(201),
    ]) {
      expect(itineraryNameProblem(name) === null, JSON.stringify(name)).toBe(
        itineraryNameSchema.safeParse(name).success,
      );
    }
  });

  it('agree with the zod schemas on start dates', () => {
    const dates = [
      '2026-05-14',
      '2000-01-01',
      '1999-12-31',
      '2099-12-31',
      '2100-01-01',
      '2028-02-29',
      '2027-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-5-14',
      '14/05/2026',
      '',
      '2026-05-14T00:00',
      '+02026-05-14',
    ];
    for (const date of dates) {
      const plain = tripStartDateProblem(date, 1);
      expect(plain === null, date).toBe(tripStartDateSchema.safeParse(date).success);
    }
    expect(tripStartDateProblem('2099-12-30', 3)).toBe('ends-too-late');
    expect(tripStartDateProblem('2099-12-29', 3)).toBeNull();
  });
});
