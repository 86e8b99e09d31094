import type { FastifyBaseLogger } from 'fastify';
import { distanceKm, walkingLimitKm, type LatLngParam, type Route } from '@artvoyage/contract';
import { HttpError } from '../../http/errors';
import { osrmProfileModes, type OsrmProfile } from './osrm-profiles';
import { NoRouteError, type OsrmClient } from './routing';

/**
 * Picks the engine profile for a trip (on foot under 2 km, else the configured one) and turns the
 * engine's answer or failure into a Route or an HttpError: 503 without an engine, 404 when it finds
 * no way, 502 when it fails. Identical points give a zero-length walk without asking the engine.
 */
export class RoutePlanner {
  constructor(
    private readonly engine: OsrmClient | undefined,
    private readonly profile: OsrmProfile,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async plan(from: LatLngParam, to: LatLngParam): Promise<Route> {
    if (!this.engine) {
      throw new HttpError(503, 'ROUTING_UNAVAILABLE', 'No routing engine is configured on this server.');
    }
    if (from.lat === to.lat && from.lng === to.lng) {
      const point: [number, number] = [from.lng, from.lat];
      return {
        mode: 'walking',
        distance_m: 0,
        duration_s: 0,
        geometry: { type: 'LineString', coordinates: [point, point] },
      };
    }
    const profile: OsrmProfile = distanceKm(from, to) < walkingLimitKm ? 'foot' : this.profile;
    try {
      const route = await this.engine.route(profile, from, to);
      return {
        mode: osrmProfileModes[profile],
        distance_m: route.distance_m,
        duration_s: route.duration_s,
        geometry: { type: 'LineString', coordinates: route.coordinates },
      };
    } catch (error) {
      if (error instanceof NoRouteError) {
        throw new HttpError(404, 'NO_ROUTE', 'The routing engine found no way between these points.');
      }
      this.log?.warn({ err: error }, 'routing engine failed');
      throw new HttpError(502, 'ROUTING_FAILED', 'The routing engine failed to answer. Please try again.');
    }
  }
}
