import type { Activity, Itinerary, ItineraryDay } from '@artvoyage/contract';

/*
 * "Add to my itinerary" for a recognised artwork: a visit at 10:00 goes to a chosen day of a saved
 * itinerary, or into a new one-day itinerary linked to the artwork. (The generated itineraries plan a
 * journey to the artwork's place of origin, Greece or Egypt for some, so they are no home for a visit to
 * the museum itself.)
 */

export const visitTime = '10:00';

export type ItineraryTarget = { kind: 'new' } | { kind: 'existing'; itineraryId: string; dayIndex: number };

/**
 * The target offered first: an itinerary already linked to the artwork, else the most recently added
 * one, else a new itinerary. Its first day.
 */
export function defaultTarget(
  itineraries: readonly Pick<Itinerary, 'id' | 'linkedArtworkId'>[],
  artworkId: string,
): ItineraryTarget {
  const chosen =
    itineraries.find((itinerary) => itinerary.linkedArtworkId === artworkId) ?? itineraries.at(-1);
  return chosen ? { kind: 'existing', itineraryId: chosen.id, dayIndex: 0 } : { kind: 'new' };
}

/**
 * The target still valid against the current list (another tab may have deleted the itinerary or a
 * day): a missing itinerary falls back to the default, a missing day to the first.
 */
export function validTarget(
  target: ItineraryTarget,
  itineraries: readonly Pick<Itinerary, 'id' | 'linkedArtworkId' | 'days'>[],
  artworkId: string,
): ItineraryTarget {
  if (target.kind === 'new') return target;
  const itinerary = itineraries.find((item) => item.id === target.itineraryId);
  if (!itinerary) return defaultTarget(itineraries, artworkId);
  const inRange =
    Number.isInteger(target.dayIndex) && target.dayIndex >= 0 && target.dayIndex < itinerary.days.length;
  return inRange ? target : { ...target, dayIndex: 0 };
}

/** The value of the itinerary select for a target (ids start with "itinerary-", so 'new' is free). */
export const newItineraryValue = 'new';
export function targetSelectValue(target: ItineraryTarget): string {
  return target.kind === 'new' ? newItineraryValue : target.itineraryId;
}

/** Whether the day already holds this visit (so that a second click does not add it twice). */
export function alreadyPlanned(
  itinerary: Pick<Itinerary, 'days'>,
  dayIndex: number,
  description: string,
): boolean {
  const wanted = normalise(description);
  return (itinerary.days[dayIndex]?.activities ?? []).some(
    (activity) => normalise(activity.description) === wanted,
  );
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The visit the screen adds, not yet done. */
export function visitActivity(description: string): Activity {
  return { time: visitTime, description, completed: false, type: 'museum' };
}

/** "HH:MM" as minutes of the day; an unreadable time sorts last. */
function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.POSITIVE_INFINITY;
}

/**
 * The itinerary's days with the activity placed in time order in one day (after activities at the same
 * time), or null when the day does not exist.
 */
export function withActivity(
  itinerary: Pick<Itinerary, 'days'>,
  dayIndex: number,
  activity: Activity,
): ItineraryDay[] | null {
  const day = itinerary.days[dayIndex];
  if (!day) return null;
  const activities = [...day.activities];
  const later = activities.findIndex((other) => minutesOf(other.time) > minutesOf(activity.time));
  activities.splice(later === -1 ? activities.length : later, 0, activity);
  return itinerary.days.map((other, index) => (index === dayIndex ? { ...other, activities } : other));
}

/** The one-day itinerary made for a visit when the visitor asks for a new one. */
export function visitItinerary(input: {
  artworkId: string;
  name: string;
  dayTitle: string;
  description: string;
}): Omit<Itinerary, 'id'> {
  return {
    name: input.name,
    linkedArtworkId: input.artworkId,
    days: [
      {
        day: 1,
        title: input.dayTitle,
        activities: [visitActivity(input.description)],
      },
    ],
  };
}
