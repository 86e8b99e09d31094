import { distanceKm, walkingLimitKm } from '@artvoyage/contract/constants';

/*
 * The route shown when no routing engine is configured: a straight line, clearly labelled as an
 * estimate, with a distance and time from simple, stated assumptions, never turn-by-turn directions.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Streets and lines are longer than the straight line; 1.3 is a common urban detour factor. */
export const detourFactor = 1.3;
export const walkingSpeedKmh = 4.8;
/** Metro, tram and bus in town, stops included, plus the wait and the walks to and from stations. */
export const urbanTransitSpeedKmh = 20;
export const urbanTransitOverheadMin = 10;
/** Beyond this, a regional or intercity train or coach is assumed. */
export const intercityFromM = 50_000;
export const intercitySpeedKmh = 80;
export const intercityOverheadMin = 30;

export interface RouteEstimate {
  mode: 'walking' | 'transit';
  straightLineM: number;
  /** The straight line times the detour factor. */
  distanceM: number;
  durationS: number;
}

export function estimateRoute(from: LatLng, to: LatLng): RouteEstimate {
  const straightLineM = distanceKm(from, to) * 1000;
  const distanceM = straightLineM * detourFactor;
  const hours = (metres: number, kmh: number) => metres / 1000 / kmh;
  // The same limit as the server's engine routes: on foot below it, public transport above.
  if (straightLineM < walkingLimitKm * 1000) {
    return { mode: 'walking', straightLineM, distanceM, durationS: hours(distanceM, walkingSpeedKmh) * 3600 };
  }
  const [speed, overheadMin] =
    straightLineM < intercityFromM
      ? [urbanTransitSpeedKmh, urbanTransitOverheadMin]
      : [intercitySpeedKmh, intercityOverheadMin];
  return {
    mode: 'transit',
    straightLineM,
    distanceM,
    durationS: hours(distanceM, speed) * 3600 + overheadMin * 60,
  };
}

/** Whole hours and minutes, at least one minute, rounded to the nearest minute. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(1, Math.round(seconds / 60));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
