import type { Destination } from '@artvoyage/contract';
import { queryOptions } from '@tanstack/react-query';
import { isOfflineBuild } from '@/shared/api/http';
import { fetchParsed } from '@/shared/api/parse-response';
import { bundledPlaces, schemas } from './lazy-modules';

export async function fetchDestinations(signal?: AbortSignal): Promise<Destination[]> {
  if (isOfflineBuild) {
    const { destinations } = await bundledPlaces();
    return destinations.map(({ alternateNames: _names, ...destination }) => destination);
  }
  return fetchParsed(async () => (await schemas()).destinationListSchema, '/api/v1/destinations', { signal });
}

export const destinationsQueryKey = ['map', 'destinations'] as const;

export const destinationsQueryOptions = () =>
  queryOptions({ queryKey: destinationsQueryKey, queryFn: ({ signal }) => fetchDestinations(signal) });
