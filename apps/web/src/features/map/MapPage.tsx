import type { PlaceSuggestion } from '@artvoyage/contract';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/useLocale';
import { Spinner } from '@/shared/ui/Spinner';
import { StatusNote } from '@/shared/ui/StatusNote';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { InfoWindow } from './InfoWindow';
import type { LeafletView } from './leaflet-view';
import { filterItems, itemKey, ownItemFor, type MapFilter, type MapItem } from './map-items';
import { MapLegend } from './MapLegend';
import { MapToolbar } from './MapToolbar';
import { RouteNote } from './RouteNote';
import { useMapData } from './useMapData';
import { useRouteRequest } from './useRouteRequest';
import { useUserLocation } from './useUserLocation';
import { useLocatedView } from './useLocatedView';
import { searchZoom, zoomInZoom } from './zoom-levels';

// Leaflet comes with the canvas, in its own chunk (preloaded with the page): the page's text paints
// without it, and it is not loaded at all where the page is prerendered, outside a browser.
const MapCanvas = lazy(() => import('./MapCanvas').then((module) => ({ default: module.MapCanvas })));

const mapPlaceholder = <div className="h-[600px] rounded-2xl border border-stone-300 bg-stone-100" />;

/** /interactive-map (see docs/product/map.md): destinations and landmarks, search, filters and routes. */
export default function MapPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('map.title'));
  const data = useMapData();
  const { settings, allItems } = data;
  const location = useUserLocation();
  const [view, setView] = useState<LeafletView | null>(null);
  const [filter, setFilter] = useState<MapFilter>('all');
  const [selected, setSelected] = useState<MapItem | null>(null);
  // Where the info window is rendered (Leaflet places it); none outside a browser, where nothing opens.
  const [infoContainer] = useState(() =>
    typeof document === 'undefined' ? null : document.createElement('div'),
  );
  const user = location.status === 'known' ? location.point : null;
  const routes = useRouteRequest({ view, user, settings, onShown: () => setSelected(null) });
  const { route } = routes;

  // The chosen item and a route's destination are kept as chosen; they are shown as the items are now,
  // so that a change of language renames them too.
  const itemsByKey = useMemo(() => new Map(allItems.map((item) => [itemKey(item), item])), [allItems]);
  const current = (item: MapItem) => itemsByKey.get(itemKey(item)) ?? item;
  const items = useMemo(() => filterItems(allItems, filter), [allItems, filter]);

  useEffect(() => view?.setItems(items), [view, items]);

  const markChosen = useLocatedView(view, user);
  const choose = useCallback(
    (item: MapItem) => {
      markChosen();
      setSelected(item);
    },
    [markChosen],
  );

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
    const own = ownItemFor(place, allItems);
    markChosen();
    view.centreOn({ lat: place.lat, lng: place.lng }, searchZoom);
    if (own) {
      view.showPlace(null);
      if (filter !== 'all' && filter !== own.type) setFilter('all');
      setSelected(own);
    } else {
      setSelected(null);
      view.showPlace({ lat: place.lat, lng: place.lng, name: data.localizePlace(place).name });
    }
  }

  const failures = [
    data.failed.destinations ? t('map.destinationsFailed') : null,
    data.failed.landmarks ? t('map.landmarksFailed') : null,
  ].filter((text): text is string => text !== null);
  const loading = !settings || data.pending || !view;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-4xl font-bold">{t('map.title')}</h1>
      <p className="mt-2 text-stone-700">{t('map.subtitle')}</p>

      <MapToolbar
        filter={filter}
        onFilter={setFilter}
        onChoose={chooseSearchResult}
        localize={data.localizePlace}
        routeShown={route?.status === 'engine' || route?.status === 'estimate'}
        onClearRoute={routes.clear}
      />

      <div aria-live="polite" className="mt-4 grid gap-2 empty:hidden">
        {failures.length > 0 && (
          <StatusNote retry={{ label: t('map.retry'), busy: data.refetching, onClick: data.retry }}>
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
              onSelect={choose}
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
            onRoute={() => void routes.request(selected)}
          />,
          infoContainer,
        )}
    </div>
  );
}
