/*
 * The route shown when no routing engine is configured: a straight line, clearly labelled as an
 * estimate, with a distance and time from simple, stated assumptions, never turn-by-turn directions.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius (IUGG), metres. */
const earthRadiusM = 6_371_008.8;

/** Great-circle distance in metres (haversine). */
export function straightLineMetres(from: LatLng, to: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLng = (to.lng - from.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Below this straight-line distance the estimate is a walk, above it public transport. */
export const walkingLimitM = 2000;
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
  const straightLineM = straightLineMetres(from, to);
  const distanceM = straightLineM * detourFactor;
  const hours = (metres: number, kmh: number) => metres / 1000 / kmh;
  if (straightLineM < walkingLimitM) {
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
