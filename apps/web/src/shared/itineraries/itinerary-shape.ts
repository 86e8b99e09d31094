import type { Activity, Itinerary, ItineraryDay } from '@artvoyage/contract';
import { activityTypes, isIsoCalendarDate } from '@artvoyage/contract/constants';

/* What a stored itinerary must look like. */

export const idPattern = /^itinerary-[A-Za-z0-9-]+$/;

/** The artworks the itineraries are linked to, each once (stored beside them). */
export function linkedArtworks(itineraries: Itinerary[]): string[] {
  return [...new Set(itineraries.map((itinerary) => itinerary.linkedArtworkId))];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const knownActivityTypes: ReadonlySet<string> = new Set(activityTypes);

function isActivity(value: unknown): value is Activity {
  return (
    isRecord(value) &&
    typeof value.time === 'string' &&
    typeof value.description === 'string' &&
    typeof value.completed === 'boolean' &&
    (value.type === undefined || (typeof value.type === 'string' && knownActivityTypes.has(value.type)))
  );
}

function isDay(value: unknown): value is ItineraryDay {
  return (
    isRecord(value) &&
    typeof value.day === 'number' &&
    Number.isInteger(value.day) &&
    value.day >= 1 &&
    typeof value.title === 'string' &&
    Array.isArray(value.activities) &&
    value.activities.every(isActivity)
  );
}

/**
 * Plain structural check of a stored itinerary (types and id format; the length limits of the
 * contract's zod schema are left to the server).
 */
export function isItinerary(value: unknown): value is Itinerary {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    idPattern.test(value.id) &&
    typeof value.name === 'string' &&
    typeof value.linkedArtworkId === 'string' &&
    value.linkedArtworkId !== '' &&
    Array.isArray(value.days) &&
    value.days.every(isDay) &&
    (value.startDate === undefined ||
      (typeof value.startDate === 'string' && isIsoCalendarDate(value.startDate)))
  );
}
