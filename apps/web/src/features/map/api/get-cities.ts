import type { CityPoint } from '@artvoyage/contract';
import { isOfflineBuild } from '@/shared/api/http';
import { fetchParsed } from '@/shared/api/parse-response';
import { schemas } from './lazy-modules';

/**
 * The biggest world cities in a box (labels for the bundled base map); none in a backend-less build.
 * Not a query: the map's label layer asks as the view moves and keeps its own cache.
 */
export async function fetchCities(
  box: { west: number; south: number; east: number; north: number },
  limit: number,
  signal?: AbortSignal,
): Promise<CityPoint[]> {
  if (isOfflineBuild) return [];
  const bbox = [box.west, box.south, box.east, box.north].map((value) => value.toFixed(4)).join(',');
  return fetchParsed(
    async () => (await schemas()).cityPointListSchema,
    `/api/v1/cities?${new URLSearchParams({ bbox, limit: String(limit) })}`,
    {
      signal,
    },
  );
}
