import 'leaflet/dist/leaflet.css';
import './map.css';
import type { MapTiles } from '@artvoyage/contract';
import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/useLocale';
import { LeafletView, type ViewTexts } from './leaflet-view';
import { fetchCities } from './api/get-cities';
import type { MapItem } from './map-items';

interface MapCanvasProps {
  tiles: MapTiles | null;
  /** Where React renders the info window; Leaflet places it over the chosen marker. */
  infoContainer: HTMLElement;
  onReady: (view: LeafletView | null) => void;
  onSelect: (item: MapItem) => void;
  onInfoClosed: () => void;
}

function viewTexts(t: TFunction): ViewTexts {
  return {
    cluster: (count) => t('map.cluster', { count }),
    zoomIn: t('map.zoomInControl'),
    zoomOut: t('map.zoomOutControl'),
    you: t('map.you'),
    close: t('map.info.close'),
    leafletCredit: 'Leaflet',
    offlineCredit: t('map.offlineBaseMap'),
  };
}

/** The 600 px map itself; the page drives it through the `LeafletView` it hands out. */
export function MapCanvas({ tiles, infoContainer, onReady, onSelect, onInfoClosed }: MapCanvasProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const containerRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<{ view: LeafletView; locale: string } | null>(null);
  // Leaflet is created once; the latest callbacks are read through refs.
  const callbacks = useRef({ onSelect, onInfoClosed, onReady });
  useEffect(() => {
    callbacks.current = { onSelect, onInfoClosed, onReady };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const view = new LeafletView(
      container,
      viewTexts(t),
      {
        onSelect: (item) => callbacks.current.onSelect(item),
        onInfoClosed: () => callbacks.current.onInfoClosed(),
      },
      infoContainer,
    );
    view.showBaseMap(tiles, fetchCities);
    viewRef.current = { view, locale };
    callbacks.current.onReady(view);
    return () => {
      viewRef.current = null;
      callbacks.current.onReady(null);
      view.destroy();
    };
    // The map is made once; a change of language only changes its texts (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles, infoContainer]);

  useEffect(() => {
    const current = viewRef.current;
    if (!current || current.locale === locale) return;
    current.locale = locale;
    current.view.setTexts(viewTexts(t));
  }, [locale, t]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={t('map.region')}
      className="av-map h-[600px] w-full overflow-hidden rounded-2xl border border-stone-300 shadow-sm"
    />
  );
}
