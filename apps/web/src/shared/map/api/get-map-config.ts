import type { MapConfig } from '@artvoyage/contract';
import { queryOptions } from '@tanstack/react-query';
import { isOfflineBuild } from '@/shared/api/http';
import { fetchParsed } from '@/shared/api/parse-response';

/*
 * GET /api/v1/map/config, read by every map of the app (the map page, an itinerary's day maps). Its
 * readers fall back to `fallbackConfig` when it fails, a malformed answer included.
 */

/** The bundled base map and estimated routes: what a build without a backend has. */
export const fallbackConfig: MapConfig = { tiles: null, routing: false };

/** One entry for the whole app: every map shares the same settings. */
export const mapConfigQueryKey = ['map', 'config'] as const;

/** The tile provider (or none: the bundled base map) and whether a routing engine answers. */
export async function fetchMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  if (isOfflineBuild) return fallbackConfig;
  return fetchParsed(
    async () => (await import('./map-config-schema')).mapConfigSchema,
    '/api/v1/map/config',
    { signal },
  );
}

export const mapConfigQueryOptions = () =>
  queryOptions({ queryKey: mapConfigQueryKey, queryFn: ({ signal }) => fetchMapConfig(signal) });
