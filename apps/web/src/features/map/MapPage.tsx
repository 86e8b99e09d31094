import type { MapConfig, PlaceSuggestion, Route } from '@artvoyage/contract';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useContentPack } from '@/shared/i18n';
import { useLocale } from '@/shared/i18n/useLocale';
import { Spinner } from '@/shared/ui/Spinner';
import { StatusNote } from '@/shared/ui/StatusNote';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { formatNumber } from '@/shared/i18n/format';
import { formatDistance, formatDuration, formatSpeed } from './format';
import { InfoWindow } from './InfoWindow';
import type { LeafletView } from './leaflet-view';
import { mapConfigQueryKey } from '@/shared/map/map-config';
import { fallbackConfig, fetchDestinations, fetchLandmarks, fetchMapConfig, fetchRoute } from './map-api';
import {
  countryNames,
  filterItems,
  itemKey,
  localizeSuggestion,
  mapFilters,
  toMapItems,
  type MapFilter,
  type MapItem,
} from './map-items';
import { MapLegend } from './MapLegend';
import { PlaceSearch } from './PlaceSearch';
import {
  cityDrivingM,
  cityDrivingSpeedKmh,
  estimateRoute,
  roadDistanceFactor,
  roadDrivingSpeedKmh,
  walkingSpeedKmh,
  type RouteEstimate,
} from './route-estimate';
import { useUserLocation } from './useUserLocation';
import { locatedZoom, searchZoom, zoomInZoom } from './zoom-levels';
import { errorText } from '@/shared/i18n';

// Leaflet comes with the canvas, in its own chunk (preloaded with the page): the page's text paints
// without it, and it is not loaded at all where the page is prerendered, outside a browser.
const MapCanvas = lazy(() => import('./MapCanvas').then((module) => ({ default: module.MapCanvas })));

type RouteState =
  | { status: 'loading'; item: MapItem }
  | { status: 'engine'; item: MapItem; route: Route }
  | { status: 'estimate'; item: MapItem; estimate: RouteEstimate }
  | { status: 'failed'; item: MapItem; message: string };

const staleMs = 10 * 60_000;
const mapPlaceholder = <div className="h-[600px] rounded-2xl border border-stone-300 bg-stone-100" />;

/** /interactive-map (see docs/product/map.md): destinations and landmarks, search, filters and routes. */
export default function MapPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('map.title'));
  const config = useQuery({
    queryKey: mapConfigQueryKey,
    queryFn: ({ signal }) => fetchMapConfig(signal),
    staleTime: staleMs,
  });
  const destinations = useQuery({
    queryKey: ['map', 'destinations'],
    queryFn: ({ signal }) => fetchDestinations(signal),
    staleTime: staleMs,
  });
  const landmarks = useQuery({
    queryKey: ['map', 'landmarks'],
    queryFn: ({ signal }) => fetchLandmarks(signal),
    staleTime: staleMs,
  });
  // Without the settings (server too old or unreachable) the map still works: offline base map, estimates.
  const settings: MapConfig | undefined = config.data ?? (config.isError ? fallbackConfig : undefined);
  const location = useUserLocation();
  const [view, setView] = useState<LeafletView | null>(null);
  const [filter, setFilter] = useState<MapFilter>('all');
  const [selected, setSelected] = useState<MapItem | null>(null);
  const [route, setRoute] = useState<RouteState | null>(null);
  // Where the info window is rendered (Leaflet places it); none outside a browser, where nothing opens.
  const [infoContainer] = useState(() =>
    typeof document === 'undefined' ? null : document.createElement('div'),
  );

  // The API's rows are English; the visitor's language comes from its pack, by id.
  const places = useContentPack('places');
  const allItems = useMemo(
    () => toMapItems(destinations.data ?? [], landmarks.data ?? [], places),
    [destinations.data, landmarks.data, places],
  );
  const countries = useMemo(() => countryNames(destinations.data ?? [], places), [destinations.data, places]);
  const localizePlace = useCallback(
    (place: PlaceSuggestion) => localizeSuggestion(place, places, countries),
    [places, countries],
  );
  // The chosen item and a route's destination are kept as chosen; they are shown as the items are now,
  // so that a change of language renames them too.
  const itemsByKey = useMemo(() => new Map(allItems.map((item) => [itemKey(item), item])), [allItems]);
  const current = (item: MapItem) => itemsByKey.get(itemKey(item)) ?? item;
  const items = useMemo(() => filterItems(allItems, filter), [allItems, filter]);
  const user = location.status === 'known' ? location.point : null;

  useEffect(() => view?.setItems(items), [view, items]);

  // Centre on the visitor at zoom 15 once the position is known; otherwise the default stays.
  useEffect(() => {
    if (view && user) {
      view.showUser(user);
      view.centreOn(user, locatedZoom);
    }
  }, [view, user]);

  // A marker hidden by the filter closes its info window.
  const selectedKey = selected ? itemKey(selected) : null;
  const selectedVisible = selectedKey !== null && items.some((item) => itemKey(item) === selectedKey);
  useEffect(() => {
    if (!view) return;
    if (selected && selectedVisible) view.openInfo(selected);
    else view.closeInfo();
  }, [view, selected, selectedVisible]);
  useEffect(() => view?.refreshInfo());

  const onInfoClosed = useCallback(() => setSelected(null), []);

  function chooseSearchResult(place: PlaceSuggestion) {
    if (!view) return;
    const own =
      place.source === 'local'
        ? allItems.find((item) => item.id === place.id && item.type === place.kind)
        : undefined;
    view.centreOn({ lat: place.lat, lng: place.lng }, searchZoom);
    if (own) {
      view.showPlace(null);
      if (filter !== 'all' && filter !== own.type) setFilter('all');
      setSelected(own);
    } else {
      setSelected(null);
      view.showPlace({ lat: place.lat, lng: place.lng, name: localizePlace(place).name });
    }
  }

  async function requestRoute(item: MapItem) {
    if (!view || !user || !settings) return;
    const to = { lat: item.latitude, lng: item.longitude };
    if (!settings.routing) {
      const estimate = estimateRoute(user, to);
      view.showRoute([user, to], true);
      setRoute({ status: 'estimate', item, estimate });
      // The route note names the place; the whole route is in view without the window over it.
      setSelected(null);
      return;
    }
    setRoute({ status: 'loading', item });
    try {
      const found = await fetchRoute(user, to);
      view.showRoute(
        found.geometry.coordinates.map(([lng, lat]) => ({ lat, lng })),
        false,
      );
      setRoute({ status: 'engine', item, route: found });
      setSelected(null);
    } catch (error) {
      const message = errorText(error, String(error));
      console.warn('Directions request failed', message);
      view.clearRoute();
      setRoute({ status: 'failed', item, message });
    }
  }

  function clearRoute() {
    view?.clearRoute();
    setRoute(null);
  }

  const failures = [
    destinations.isError ? t('map.destinationsFailed') : null,
    landmarks.isError ? t('map.landmarksFailed') : null,
  ].filter((text): text is string => text !== null);
  const loading = !settings || destinations.isPending || landmarks.isPending || !view;
  const routeShown = route?.status === 'engine' || route?.status === 'estimate';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-4xl font-bold">{t('map.title')}</h1>
      <p className="mt-2 text-stone-700">{t('map.subtitle')}</p>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <PlaceSearch onChoose={chooseSearchResult} localize={localizePlace} />
        <div role="group" aria-label={t('map.filters.label')} className="flex flex-wrap gap-2">
          {mapFilters.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={`rounded-full border px-4 py-2 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent ${
                filter === value
                  ? 'border-ink bg-ink text-white'
                  : 'border-stone-300 bg-white text-ink hover:bg-stone-100'
              }`}
            >
              {t(`map.filters.${value}`)}
            </button>
          ))}
        </div>
        {routeShown && (
          <button
            type="button"
            onClick={clearRoute}
            className="inline-flex items-center gap-2 rounded-full border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent sm:ml-auto"
          >
            <X aria-hidden className="h-4 w-4" />
            {t('map.route.clear')}
          </button>
        )}
      </div>

      <div aria-live="polite" className="mt-4 grid gap-2 empty:hidden">
        {failures.length > 0 && (
          <StatusNote
            retry={{
              label: t('map.retry'),
              busy: destinations.isFetching || landmarks.isFetching,
              onClick: () => {
                if (destinations.isError) void destinations.refetch();
                if (landmarks.isError) void landmarks.refetch();
              },
            }}
          >
            {t('map.dataFailed', { what: failures.join(', ') })}
          </StatusNote>
        )}
        {route && <RouteNote route={{ ...route, item: current(route.item) }} locale={locale} />}
      </div>

      <div className="relative mt-4">
        {settings && infoContainer ? (
          <Suspense fallback={mapPlaceholder}>
            <MapCanvas
              tiles={settings.tiles}
              infoContainer={infoContainer}
              onReady={setView}
              onSelect={setSelected}
              onInfoClosed={onInfoClosed}
            />
          </Suspense>
        ) : (
          mapPlaceholder
        )}
        {loading && (
          <div className="absolute inset-0 z-[1000] flex items-center justify-center rounded-2xl bg-white/70">
            <Spinner label={t('map.loading')} />
          </div>
        )}
      </div>
      <MapLegend />
      <p className="mt-2 text-xs text-stone-600">{t('map.gazetteerCredit')}</p>

      {selected &&
        selectedVisible &&
        infoContainer &&
        createPortal(
          <InfoWindow
            item={current(selected)}
            canRoute={user !== null && settings !== undefined}
            routing={route?.status === 'loading' && itemKey(route.item) === itemKey(selected)}
            onZoomIn={() => view?.centreOn({ lat: selected.latitude, lng: selected.longitude }, zoomInZoom)}
            onRoute={() => void requestRoute(selected)}
          />,
          infoContainer,
        )}
    </div>
  );
}

function RouteNote({ route, locale }: { route: RouteState; locale: string }) {
  const { t } = useTranslation();
  switch (route.status) {
    case 'loading':
      return null;
    case 'failed':
      return (
        <StatusNote tone="warning">
          {t('map.route.failed', { name: route.item.name, message: route.message })}
        </StatusNote>
      );
    case 'engine':
      return (
        <StatusNote tone="info">
          <strong>{t('map.route.to', { name: route.item.name })}</strong>{' '}
          {t('map.route.engine', {
            distance: formatDistance(route.route.distance_m, locale),
            duration: formatDuration(route.route.duration_s, locale),
            mode: t(`map.route.modes.${route.route.mode}`),
          })}
        </StatusNote>
      );
    case 'estimate': {
      const { estimate } = route;
      const drivingAssumption = estimate.drivingBeyondTown
        ? t('map.route.drivingBeyondTown', {
            citySpeed: formatSpeed(cityDrivingSpeedKmh, locale),
            townDistance: formatDistance(cityDrivingM, locale),
            roadSpeed: formatSpeed(roadDrivingSpeedKmh, locale),
          })
        : t('map.route.drivingInTown', { speed: formatSpeed(cityDrivingSpeedKmh, locale) });
      return (
        <StatusNote tone="info">
          <strong>{t('map.route.estimateTitle', { name: route.item.name })}</strong>{' '}
          {t('map.route.estimate', {
            straight: formatDistance(estimate.straightLineM, locale),
            distance: formatDistance(estimate.distanceM, locale),
            factor: formatNumber(roadDistanceFactor, locale),
            walking: formatDuration(estimate.walkingS, locale),
            walkingSpeed: formatSpeed(walkingSpeedKmh, locale),
            driving: formatDuration(estimate.drivingS, locale),
            drivingAssumption,
          })}
        </StatusNote>
      );
    }
  }
}
