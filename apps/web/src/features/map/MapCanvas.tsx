import 'leaflet/dist/leaflet.css';
import './map.css';
import type { MapTiles } from '@artvoyage/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LeafletView } from './leaflet-view';
import { fetchCities } from './map-api';
import type { MapItem } from './map-items';

interface MapCanvasProps {
  tiles: MapTiles | null;
  /** Where React renders the info window; Leaflet places it over the chosen marker. */
  infoContainer: HTMLElement;
  onReady: (view: LeafletView | null) => void;
  onSelect: (item: MapItem) => void;
  onInfoClosed: () => void;
}

/** The 600 px map itself; the page drives it through the `LeafletView` it hands out. */
export function MapCanvas({ tiles, infoContainer, onReady, onSelect, onInfoClosed }: MapCanvasProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
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
      {
        cluster: (count) => t('map.cluster', { count }),
        zoomIn: t('map.zoomInControl'),
        zoomOut: t('map.zoomOutControl'),
        you: t('map.you'),
        leafletCredit: 'Leaflet',
        offlineCredit: t('map.offlineBaseMap'),
      },
      {
        onSelect: (item) => callbacks.current.onSelect(item),
        onInfoClosed: () => callbacks.current.onInfoClosed(),
      },
      infoContainer,
    );
    view.showBaseMap(tiles, fetchCities);
    callbacks.current.onReady(view);
    return () => {
      callbacks.current.onReady(null);
      view.destroy();
    };
    // The texts are fixed for the map's life; a language change re-renders the popup, not the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles, infoContainer]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={t('map.region')}
      className="av-map h-[600px] w-full overflow-hidden rounded-2xl border border-stone-300 shadow-sm"
    />
  );
}
