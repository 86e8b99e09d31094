import { describe, expect, it } from 'vitest';
import { activityPlaceSchema, type ActivityPlace, type LocationTag } from '@artvoyage/contract';
import { locationTags } from '@artvoyage/contract/constants';
import { destinations, type DestinationId } from '../places/destinations';
import { landmarks } from '../places/landmarks';
import { generateItinerary } from './generate';
import { itineraryTemplates, sampleItineraryDays, type TemplateDay } from './templates';
import { sampleItinerary } from './demo';

/** The city each location's days are planned in. */
const plannedIn: Record<LocationTag, DestinationId> = {
  Paris: 'paris',
  Greece: 'athens',
  Rome: 'rome',
  Florence: 'florence',
  Venice: 'venice',
  Egypt: 'cairo',
};

/** A day trip: Cape Sounion is about 45 km from the centre of Athens, Saqqara about 20 km from Cairo's. */
const maxKilometresFromCity = 60;

function kilometresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function city(id: DestinationId): { lat: number; lng: number } {
  const destination = destinations.find((entry) => entry.id === id);
  if (!destination) throw new Error(`No destination ${id}`);
  return { lat: destination.latitude, lng: destination.longitude };
}

interface Choice {
  readonly description: string;
  readonly place: ActivityPlace | null;
}

/** Every activity a plan can show, the alternatives included, with its day. */
function choicesOf(days: readonly TemplateDay[]): { day: number; choice: Choice }[] {
  return days.flatMap((day, index) =>
    day.activities.flatMap((activity) =>
      [activity, ...(activity.alternatives ?? [])].map((choice) => ({ day: index + 1, choice })),
    ),
  );
}

const plans: [string, LocationTag, readonly TemplateDay[]][] = [
  ...locationTags.map((tag): [string, LocationTag, readonly TemplateDay[]] => [
    tag,
    tag,
    itineraryTemplates[tag],
  ]),
  ['the sample itinerary', 'Paris', sampleItineraryDays],
];

describe.each(plans)('places of %s', (_name, tag, days) => {
  const centre = city(plannedIn[tag]);
  const choices = choicesOf(days);

  it('are valid places with coordinates to at most 4 decimals', () => {
    for (const { choice } of choices) {
      if (choice.place === null) continue;
      expect(activityPlaceSchema.safeParse(choice.place).success, choice.description).toBe(true);
      for (const degrees of [choice.place.lat, choice.place.lng]) {
        expect(Number(degrees.toFixed(4)), choice.description).toBe(degrees);
      }
    }
  });

  it(`lie within ${maxKilometresFromCity} km of the city the days are planned in`, () => {
    for (const { choice } of choices) {
      if (choice.place === null) continue;
      const distance = kilometresBetween(centre, choice.place);
      expect(distance, `${choice.description}: ${distance.toFixed(1)} km`).toBeLessThanOrEqual(
        maxKilometresFromCity,
      );
    }
  });

  it('leave at most one activity of a day off the map, so every day has a map worth drawing', () => {
    days.forEach((day, index) => {
      const unplaced = day.activities.filter((activity) => activity.place === null);
      expect(unplaced.length, `day ${index + 1}`).toBeLessThanOrEqual(1);
    });
  });

  it('put each landmark an activity names where the landmark is (within 1 km)', () => {
    const nearby = landmarks.filter(
      (landmark) =>
        kilometresBetween(centre, { lat: landmark.latitude, lng: landmark.longitude }) <=
        maxKilometresFromCity,
    );
    // Longest names first, so that "Grand Egyptian Museum" is not also read as "Egyptian Museum".
    const byLength = [...nearby].sort((a, b) => b.name.length - a.name.length);
    let checked = 0;
    for (const { choice } of choices) {
      if (choice.place === null) continue;
      let text = choice.description;
      for (const landmark of byLength) {
        if (!text.includes(landmark.name)) continue;
        text = text.replace(landmark.name, '');
        const distance = kilometresBetween(choice.place, { lat: landmark.latitude, lng: landmark.longitude });
        expect(distance, `${choice.description} / ${landmark.name}`).toBeLessThanOrEqual(1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('generated itineraries', () => {
  it('carry each activity’s place, and none for an activity without one', () => {
    for (const tag of locationTags) {
      const itinerary = generateItinerary({ id: 'mona-lisa', title: 'Mona Lisa', location_tag: tag });
      itinerary.days.forEach((day, dayIndex) => {
        day.activities.forEach((activity, index) => {
          const place = itineraryTemplates[tag][dayIndex]?.activities[index]?.place;
          if (place) expect(activity.place).toEqual(place);
          else expect(activity).not.toHaveProperty('place');
        });
      });
    }
  });

  it('give the sample its places too', () => {
    const located = sampleItinerary().days.flatMap((day) => day.activities.filter((a) => a.place));
    expect(located.length).toBeGreaterThanOrEqual(7);
  });
});
