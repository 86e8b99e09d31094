import type { ItineraryDay, LocationTag } from '@artvoyage/contract';
import { findArtwork } from '@artvoyage/content';

/** The country of each artwork location tag (Venice, Rome and Florence are all Italy). */
export const countryByLocationTag: Readonly<Record<LocationTag, string>> = {
  Paris: 'France',
  Greece: 'Greece',
  Venice: 'Italy',
  Rome: 'Italy',
  Florence: 'Italy',
  Egypt: 'Egypt',
};

/** A trip is completed when it has at least one activity and every activity is done. */
export function isTripCompleted(days: readonly ItineraryDay[]): boolean {
  const activities = days.flatMap((day) => day.activities);
  return activities.length > 0 && activities.every((activity) => activity.completed);
}

/** Completed trips and the distinct countries of their linked artworks. */
export function tripSummary(
  trips: ReadonlyArray<{ linkedArtworkId: string; days: readonly ItineraryDay[] }>,
): {
  tripsCompleted: number;
  countriesVisited: number;
} {
  const completed = trips.filter((trip) => isTripCompleted(trip.days));
  const countries = new Set<string>();
  for (const trip of completed) {
    const tag = findArtwork(trip.linkedArtworkId)?.location_tag;
    if (tag) countries.add(countryByLocationTag[tag]);
  }
  return { tripsCompleted: completed.length, countriesVisited: countries.size };
}
