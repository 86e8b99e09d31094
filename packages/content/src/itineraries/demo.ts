import type { Itinerary, ItineraryDay } from '@artvoyage/contract';
import { findArtwork } from '../catalogue';
import { daysFromTemplate, itineraryName, newItineraryId } from './generate';
import { itineraryTemplates, sampleItineraryDays } from './templates';
import type { ItinerariesPack } from './texts';

export interface DemoOptions {
  readonly now?: number;
  readonly random?: () => number;
}

function artworkTitle(id: string): string {
  const artwork = findArtwork(id);
  if (!artwork) throw new Error(`Unknown artwork ${id}`);
  return artwork.title;
}

/** The artwork the sample is linked to (and named after). */
export const SAMPLE_ARTWORK_ID = 'mona-lisa';

/** The sample itinerary seeded into an empty local store. */
export function sampleItinerary(options: DemoOptions = {}): Itinerary {
  return {
    id: newItineraryId(options.now, options.random),
    name: itineraryName('Paris', artworkTitle(SAMPLE_ARTWORK_ID)),
    linkedArtworkId: SAMPLE_ARTWORK_ID,
    days: daysFromTemplate(sampleItineraryDays),
  };
}

/**
 * The sample as a visitor reads it in another language. It is seeded once, in English, and stays so in
 * storage (and in the account); while an itinerary is recognisably the sample (one of its activities
 * still as seeded), each of its texts still as seeded is shown in `texts`' language, with the sample's
 * artwork titled `sampleArtworkTitle` in it. What the visitor wrote, ticked or moved stays as it is; any other
 * itinerary is returned unchanged, in the language it was written in.
 */
export function localizeSample(
  itinerary: Itinerary,
  texts: ItinerariesPack,
  sampleArtworkTitle: string,
): Itinerary {
  const activities = new Map<string, string>();
  const titles = new Map<string, string>();
  sampleItineraryDays.forEach((day, dayIndex) => {
    const translated = texts.sample[dayIndex];
    if (translated) titles.set(day.title, translated.title);
    day.activities.forEach((activity, index) => {
      const description = translated?.activities[index];
      if (description) activities.set(activity.description, description);
    });
  });
  const isSample = itinerary.days.some((day) =>
    day.activities.some((activity) => activities.has(activity.description)),
  );
  if (!isSample) return itinerary;
  const englishName = itineraryName('Paris', artworkTitle(SAMPLE_ARTWORK_ID));
  return {
    ...itinerary,
    name:
      itinerary.name === englishName
        ? itineraryName('Paris', sampleArtworkTitle, texts.locationTitles, texts)
        : itinerary.name,
    days: itinerary.days.map((day) => ({
      ...day,
      title: titles.get(day.title) ?? day.title,
      activities: day.activities.map((activity) => ({
        ...activity,
        description: activities.get(activity.description) ?? activity.description,
      })),
    })),
  };
}

/** Marks the first `count` activities of a day completed (demo data shows every progress state). */
function completeFirst(day: ItineraryDay, count: number): ItineraryDay {
  return {
    ...day,
    activities: day.activities.map((activity, index) => ({ ...activity, completed: index < count })),
  };
}

/**
 * The three 2-day demo itineraries the developer console adds: Roman (psyche-cupid, day 1 done),
 * Parisian (mona-lisa, day 1 half done) and Greek (venus-de-milo, nothing done). Timestamps are
 * now, now + 1 and now + 2 so the ids differ even with a fixed `random`.
 */
export function demoItineraries(options: DemoOptions = {}): Itinerary[] {
  const now = options.now ?? Date.now();
  const build = (
    offset: number,
    location: 'Rome' | 'Paris' | 'Greece',
    artworkId: string,
    completedOnDayOne: number,
  ): Itinerary => {
    const [first, second] = daysFromTemplate(itineraryTemplates[location].slice(0, 2));
    if (!first || !second) throw new Error(`Template for ${location} has fewer than two days`);
    return {
      id: newItineraryId(now + offset, options.random),
      name: itineraryName(location, artworkTitle(artworkId)),
      linkedArtworkId: artworkId,
      days: [completeFirst(first, completedOnDayOne), second],
    };
  };
  return [
    build(0, 'Rome', 'psyche-cupid', 4),
    build(1, 'Paris', 'mona-lisa', 2),
    build(2, 'Greece', 'venus-de-milo', 0),
  ];
}
