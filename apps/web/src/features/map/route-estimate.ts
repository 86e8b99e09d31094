import { distanceKm } from '@artvoyage/contract/constants';

/*
 * The route shown when no routing engine is configured: a straight line, clearly labelled as an
 * estimate, with a distance and two times (on foot and by car) from simple assumptions that the label
 * states, never turn-by-turn directions. The assumptions:
 * - roads are 1.3 times the straight line (a common urban detour factor);
 * - walking at 4.5 km/h, an unhurried pace with crossings;
 * - driving at 25 km/h in town (lights, junctions, traffic) for the first 10 km of road, then 80 km/h
 *   on main roads and motorways.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export const roadDistanceFactor = 1.3;
export const walkingSpeedKmh = 4.5;
export const cityDrivingSpeedKmh = 25;
/** The part of a drive assumed to be in town, at the city speed; the rest is at the road speed. */
export const cityDrivingM = 10_000;
export const roadDrivingSpeedKmh = 80;

export interface RouteEstimate {
  straightLineM: number;
  /** The straight line times the road-distance factor. */
  distanceM: number;
  walkingS: number;
  drivingS: number;
  /** Whether the drive leaves town (part of it at the road speed). */
  drivingBeyondTown: boolean;
}

const seconds = (metres: number, kmh: number) => (metres / 1000 / kmh) * 3600;

export function estimateRoute(from: LatLng, to: LatLng): RouteEstimate {
  const straightLineM = distanceKm(from, to) * 1000;
  const distanceM = straightLineM * roadDistanceFactor;
  const inTown = Math.min(distanceM, cityDrivingM);
  return {
    straightLineM,
    distanceM,
    walkingS: seconds(distanceM, walkingSpeedKmh),
    drivingS: seconds(inTown, cityDrivingSpeedKmh) + seconds(distanceM - inTown, roadDrivingSpeedKmh),
    drivingBeyondTown: distanceM > cityDrivingM,
  };
}

/** Whole days, hours and minutes, at least one minute, rounded to the nearest minute. */
export function splitDuration(totalSeconds: number): { days: number; hours: number; minutes: number } {
  const totalMinutes = Math.max(1, Math.round(totalSeconds / 60));
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}
