import type { MapConfig, PlaceSuggestion } from '@artvoyage/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useContentPack } from '@/shared/i18n';
import { useLocale } from '@/shared/i18n/useLocale';
import { fallbackConfig, mapConfigQueryOptions } from '@/shared/map/api/get-map-config';
import { destinationsQueryOptions } from './api/get-destinations';
import { landmarksQueryOptions } from './api/get-landmarks';
import { countryNames, localizeSuggestion, toMapItems } from './map-items';

const staleMs = 10 * 60_000;

/**
 * What the map shows, from the server: its settings, the destinations and the landmarks, as map items
 * in the visitor's language (the API's rows are English; the translations come from the places pack).
 */
export function useMapData() {
  const config = useQuery({ ...mapConfigQueryOptions(), staleTime: staleMs });
  const destinations = useQuery({ ...destinationsQueryOptions(), staleTime: staleMs });
  const landmarks = useQuery({ ...landmarksQueryOptions(), staleTime: staleMs });
  // Without the settings (server too old or unreachable) the map still works: offline base map, estimates.
  const settings: MapConfig | undefined = config.data ?? (config.isError ? fallbackConfig : undefined);

  const places = useContentPack('places');
  const allItems = useMemo(
    () => toMapItems(destinations.data ?? [], landmarks.data ?? [], places),
    [destinations.data, landmarks.data, places],
  );
  const locale = useLocale();
  const countries = useMemo(
    () => countryNames(destinations.data ?? [], places, locale),
    [destinations.data, places, locale],
  );
  const localizePlace = useCallback(
    (place: PlaceSuggestion) => localizeSuggestion(place, places, countries),
    [places, countries],
  );

  return {
    settings,
    allItems,
    localizePlace,
    pending: destinations.isPending || landmarks.isPending,
    failed: { destinations: destinations.isError, landmarks: landmarks.isError },
    refetching: destinations.isFetching || landmarks.isFetching,
    /** Asks again for what failed. */
    retry: () => {
      if (destinations.isError) void destinations.refetch();
      if (landmarks.isError) void landmarks.refetch();
    },
  };
}
