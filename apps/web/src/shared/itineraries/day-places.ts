import type { Activity, ActivityPlace } from '@artvoyage/contract';

/** One located activity of a day: its number on the map and in the list, counted in visit order. */
export interface DayStop {
  readonly number: number;
  /** Its index in the day's activities. */
  readonly activityIndex: number;
  readonly place: ActivityPlace;
}

const placeKinds: ReadonlySet<string> = new Set<ActivityPlace['kind']>(['point', 'area']);

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * A place the map can draw. Stored itineraries are checked only for their shape when read (the server
 * checks the rest), so a place edited by hand in storage is left off the map rather than breaking it.
 */
export function isActivityPlace(value: unknown): value is ActivityPlace {
  if (typeof value !== 'object' || value === null) return false;
  const { lat, lng, kind } = value as Record<string, unknown>;
  return inRange(lat, 90) && inRange(lng, 180) && typeof kind === 'string' && placeKinds.has(kind);
}

/**
 * The day's activities that have a place, numbered from 1 in the list's order (the order of the
 * visit). Activities without one (written by the visitor, a cruise, an itinerary saved before places
 * existed) get no number and stay off the map.
 */
export function dayStops(activities: readonly Activity[]): DayStop[] {
  const stops: DayStop[] = [];
  activities.forEach((activity, activityIndex) => {
    if (isActivityPlace(activity.place)) {
      stops.push({ number: stops.length + 1, activityIndex, place: activity.place });
    }
  });
  return stops;
}

/** What the map draws of the stops: two lists with the same key give the same map. */
export function stopsKey(stops: readonly DayStop[]): string {
  return stops.map(({ number, place }) => `${number}:${place.lat},${place.lng},${place.kind}`).join(';');
}

/** A marker as drawn: one stop, or several that would cover each other at the map's scale. */
export interface MarkerGroup {
  readonly stops: readonly DayStop[];
  readonly x: number;
  readonly y: number;
}

/**
 * Gathers stops whose markers would overlap (closer than `minDistance` pixels) into one marker at the
 * first one's position, labelled with all their numbers ("1, 4": the hotel and the dinner in the same
 * neighbourhood). Visit order is kept within and between markers.
 */
export function groupCloseStops(
  stops: readonly (DayStop & { readonly x: number; readonly y: number })[],
  minDistance: number,
): MarkerGroup[] {
  const groups: { stops: DayStop[]; x: number; y: number }[] = [];
  for (const { x, y, ...stop } of stops) {
    const near = groups.find((group) => Math.hypot(group.x - x, group.y - y) < minDistance);
    if (near) near.stops.push(stop);
    else groups.push({ stops: [stop], x, y });
  }
  return groups;
}
