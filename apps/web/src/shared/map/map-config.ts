import type { MapConfig } from '@artvoyage/contract';
import { apiFetch, isOfflineBuild } from '@/shared/api/http';

/** The bundled base map and estimated routes: what a build without a backend has. */
export const fallbackConfig: MapConfig = { tiles: null, routing: false };

/** The TanStack Query key of the map's configuration, shared by every map of the app. */
export const mapConfigQueryKey = ['map', 'config'] as const;

/** The tile provider (or none: the bundled base map) and whether a routing engine answers. */
export async function fetchMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  if (isOfflineBuild) return fallbackConfig;
  return apiFetch<MapConfig>('/api/v1/map/config', { signal });
}
