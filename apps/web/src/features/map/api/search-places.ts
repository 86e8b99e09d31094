import type { PlaceSuggestion } from '@artvoyage/contract';
import { fetchParsed } from '@/shared/api/parse-response';
import { schemas } from './lazy-modules';

/** Autocomplete for the map's search box, best first (not cached: each keystroke asks anew). */
export async function searchPlaces(query: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  return fetchParsed(
    async () => (await schemas()).placeSuggestionListSchema,
    `/api/v1/places?${new URLSearchParams({ q: query })}`,
    {
      signal,
    },
  );
}
