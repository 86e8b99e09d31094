import type { CityPoint, Destination, Landmark, PlaceSuggestion, Route } from '@artvoyage/contract';
import { apiFetch, isOfflineBuild } from '@/shared/api/http';
import type { LatLng } from './route-estimate';

/*
 * The map's calls (packages/contract/src/places.ts). A build without a backend reads the bundled
 * places instead (the same data the server seeds), so the map still works there.
 */

// Its own entry point: importing the package root here would pull every export into the root chunk.
const bundledPlaces = () => import('@artvoyage/content/places');

export { fallbackConfig, fetchMapConfig } from '@/shared/map/map-config';

export async function fetchDestinations(signal?: AbortSignal): Promise<Destination[]> {
  if (isOfflineBuild) {
    const { destinations } = await bundledPlaces();
    return destinations.map(({ alternateNames: _names, ...destination }) => destination);
  }
  return apiFetch<Destination[]>('/api/v1/destinations', { signal });
}

export async function fetchLandmarks(signal?: AbortSignal): Promise<Landmark[]> {
  if (isOfflineBuild) {
    const { landmarks } = await bundledPlaces();
    return [...landmarks];
  }
  return apiFetch<Landmark[]>('/api/v1/landmarks', { signal });
}

export async function searchPlaces(query: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  return apiFetch<PlaceSuggestion[]>(`/api/v1/places?${new URLSearchParams({ q: query })}`, { signal });
}

/** The biggest world cities in a box (labels for the bundled base map); none in a backend-less build. */
export async function fetchCities(
  box: { west: number; south: number; east: number; north: number },
  limit: number,
  signal?: AbortSignal,
): Promise<CityPoint[]> {
  if (isOfflineBuild) return [];
  const bbox = [box.west, box.south, box.east, box.north].map((value) => value.toFixed(4)).join(',');
  return apiFetch<CityPoint[]>(`/api/v1/cities?${new URLSearchParams({ bbox, limit: String(limit) })}`, {
    signal,
  });
}

const param = (point: LatLng) => `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;

export async function fetchRoute(from: LatLng, to: LatLng, signal?: AbortSignal): Promise<Route> {
  return apiFetch<Route>(`/api/v1/routes?${new URLSearchParams({ from: param(from), to: param(to) })}`, {
    signal,
  });
}
