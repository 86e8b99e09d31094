import 'leaflet/dist/leaflet.css';
import './day-map.css';
import * as L from 'leaflet';
import type { MapTiles } from '@artvoyage/contract';
import { useEffect, useRef } from 'react';
import { offlineBasemapLayer } from '@/shared/map/offline-layer';
import { type DayStop, groupCloseStops } from './day-places';

export interface DayMapCanvasProps {
  stops: readonly DayStop[];
  /** The tile provider; null draws the bundled base map. */
  tiles: MapTiles | null;
  /** The bundled base map's credit, in the page's language. */
  offlineCredit: string;
  /** What the region is called, for assistive technology. */
  label: string;
  /** The id of the text that explains the numbers. */
  describedBy: string;
  className: string;
}

/**
 * Room round the markers when the view fits them, in CSS pixels: a marker's radius and a margin, and
 * below, the height of the scale and the credit line, which would cover a marker there.
 */
const fitPadding = { topLeft: [26, 26], bottomRight: [26, 44] } as const satisfies Record<
  string,
  L.PointTuple
>;
/** Markers closer than this (in CSS pixels) would cover each other's numbers: they share one. */
const markerOverlap = 18;
/** A single place, or places a few metres apart, are shown at street level, not at the tiles' limit. */
const maxFitZoom = 16;

function markerIcon(stops: readonly DayStop[]): L.DivIcon {
  const area = stops.every((stop) => stop.place.kind === 'area');
  const numbers = stops.map((stop) => stop.number).join(', ');
  return L.divIcon({
    // Positioned by its centre (see day-map.css), whatever the width of its numbers.
    className: 'av-stop-anchor',
    html: `<span class="av-stop${area ? ' av-stop--area' : ''}" aria-hidden="true">${numbers}</span>`,
    iconSize: undefined,
  });
}

/**
 * A small, still map of one day's places: numbered markers in visit order, the view fitted to them.
 * It is a picture of the list above it, which stays the source of truth, so nothing in it takes the
 * keyboard's focus but its credit links: no panning, zooming or keyboard handler to get caught in.
 */
export default function DayMapCanvas({
  stops,
  tiles,
  offlineCredit,
  label,
  describedBy,
  className,
}: DayMapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || stops.length === 0) return;
    const map = L.map(container, {
      dragging: false,
      touchZoom: false,
      scrollWheelZoom: false,
      doubleClickZoom: false,
      boxZoom: false,
      keyboard: false,
      zoomControl: false,
      zoomSnap: 0.25,
      maxZoom: maxFitZoom,
    });
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    if (tiles) {
      L.tileLayer(tiles.url, {
        attribution: tiles.attribution,
        maxNativeZoom: tiles.max_zoom,
        maxZoom: maxFitZoom,
      }).addTo(map);
    } else {
      container.classList.add('av-day-map--offline');
      offlineBasemapLayer(offlineCredit).addTo(map);
    }
    L.control.scale({ imperial: false, position: 'bottomleft' }).addTo(map);
    const markers = L.layerGroup().addTo(map);
    const bounds = L.latLngBounds(stops.map((stop) => [stop.place.lat, stop.place.lng]));

    const draw = () => {
      map.fitBounds(bounds, {
        paddingTopLeft: [...fitPadding.topLeft],
        paddingBottomRight: [...fitPadding.bottomRight],
        maxZoom: maxFitZoom,
        animate: false,
      });
      markers.clearLayers();
      const placed = stops.map((stop) => ({
        ...stop,
        ...map.latLngToContainerPoint([stop.place.lat, stop.place.lng]),
      }));
      for (const group of groupCloseStops(placed, markerOverlap)) {
        const first = group.stops[0];
        if (!first) continue;
        L.marker([first.place.lat, first.place.lng], {
          icon: markerIcon(group.stops),
          interactive: false,
          keyboard: false,
          // Later stops of the day above earlier ones where they nearly touch.
          zIndexOffset: first.number,
        }).addTo(markers);
      }
    };
    draw();
    // A phone turned round: fit the day again at the new size.
    map.on('resize', draw);
    return () => {
      map.remove();
      container.classList.remove('av-day-map--offline');
    };
  }, [stops, tiles, offlineCredit]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      className={`av-day-map ${className}`}
    />
  );
}
