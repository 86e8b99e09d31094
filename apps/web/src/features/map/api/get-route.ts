import type { Route } from '@artvoyage/contract';
import { fetchParsed } from '@/shared/api/parse-response';
import { schemas } from './lazy-modules';
import type { LatLng } from '../route-estimate';

const param = (point: LatLng) => `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;

/** A route from the routing engine (not cached: the visitor's position moves). */
export async function fetchRoute(from: LatLng, to: LatLng, signal?: AbortSignal): Promise<Route> {
  return fetchParsed(
    async () => (await schemas()).routeSchema,
    `/api/v1/routes?${new URLSearchParams({ from: param(from), to: param(to) })}`,
    {
      signal,
    },
  );
}
