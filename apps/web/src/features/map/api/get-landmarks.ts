import type { Landmark } from '@artvoyage/contract';
import { queryOptions } from '@tanstack/react-query';
import { isOfflineBuild } from '@/shared/api/http';
import { fetchParsed } from '@/shared/api/parse-response';
import { bundledPlaces, schemas } from './lazy-modules';

export async function fetchLandmarks(signal?: AbortSignal): Promise<Landmark[]> {
  if (isOfflineBuild) {
    const { landmarks } = await bundledPlaces();
    return [...landmarks];
  }
  return fetchParsed(async () => (await schemas()).landmarkListSchema, '/api/v1/landmarks', { signal });
}

export const landmarksQueryKey = ['map', 'landmarks'] as const;

export const landmarksQueryOptions = () =>
  queryOptions({ queryKey: landmarksQueryKey, queryFn: ({ signal }) => fetchLandmarks(signal) });
