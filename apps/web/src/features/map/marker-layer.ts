import * as L from 'leaflet';
import type { MapMarker } from './clusters';
import { itemKey, type MapItem } from './map-items';
import { markerIcon } from './map-icons';

function markerKey(marker: MapMarker): string {
  return marker.kind === 'cluster'
    ? `cluster:${marker.id}:${marker.count}:${marker.colour}`
    : itemKey(marker.item);
}

/**
 * The markers of the current view (items and clusters), kept by key so that a marker that did not
 * change keeps its element, and with it the keyboard's focus.
 */
export class MarkerLayer {
  private readonly layer = L.layerGroup();
  readonly markers = new Map<string, L.Marker>();
  /** What each drawn marker shows (an item, or a cluster and its size). */
  readonly markerData = new Map<string, MapMarker>();
  /** Where a cluster opened from the keyboard was: focus goes to the nearest marker once it has split. */
  private focusAfterMove: L.LatLng | undefined;

  constructor(
    private readonly map: L.Map,
    private readonly onSelect: (item: MapItem) => void,
  ) {
    this.layer.addTo(map);
  }

  /** Removes every marker (their icons carry their spoken names, which a new language changes). */
  clear(): void {
    this.layer.clearLayers();
    this.markers.clear();
    this.markerData.clear();
  }

  /** Draws these markers, keeping the ones that did not change. */
  draw(markers: Iterable<MapMarker>, clusterName: (count: number) => string): void {
    const wanted = new Map<string, MapMarker>();
    for (const marker of markers) wanted.set(markerKey(marker), marker);
    for (const [key, marker] of this.markers) {
      const next = wanted.get(key);
      const drawn = this.markerData.get(key);
      // Gone, or renamed (a change of language): its icon carries the name.
      if (!next || (next.kind === 'item' && drawn?.kind === 'item' && next.item.name !== drawn.item.name)) {
        this.layer.removeLayer(marker);
        this.markers.delete(key);
        this.markerData.delete(key);
      }
    }
    for (const [key, marker] of wanted) {
      if (this.markers.has(key)) {
        // The same marker, with the item as it is now.
        this.markerData.set(key, marker);
        continue;
      }
      const leafletMarker = this.create(marker, clusterName);
      this.markers.set(key, leafletMarker);
      this.markerData.set(key, marker);
    }
  }

  private create(marker: MapMarker, clusterName: (count: number) => string): L.Marker {
    const leafletMarker = L.marker([marker.lat, marker.lng], {
      icon: markerIcon(marker, clusterName),
      keyboard: true,
      riseOnHover: true,
    });
    const activate = (fromKeyboard: boolean) => {
      if (marker.kind === 'cluster') {
        // Zoom to where the cluster splits, centred on it; from the keyboard, focus follows.
        this.focusAfterMove = fromKeyboard ? L.latLng(marker.lat, marker.lng) : undefined;
        this.map.flyTo([marker.lat, marker.lng], marker.expansionZoom, { duration: 0.4 });
      } else {
        this.onSelect(marker.item);
      }
    };
    leafletMarker.on('click', () => activate(false));
    // Markers are buttons to assistive technology, so Enter and Space work like a click.
    leafletMarker.on('keypress', (event: L.LeafletKeyboardEvent) => {
      const key = event.originalEvent.key;
      if (key === 'Enter' || key === ' ') {
        event.originalEvent.preventDefault();
        activate(true);
      }
    });
    leafletMarker.addTo(this.layer);
    if (marker.kind === 'cluster') {
      leafletMarker.getElement()?.setAttribute('data-expansion-zoom', String(marker.expansionZoom));
    }
    return leafletMarker;
  }

  /** After a cluster opened from the keyboard: focus the marker nearest to where it was. */
  restoreFocus(): void {
    const from = this.focusAfterMove;
    if (!from) return;
    this.focusAfterMove = undefined;
    let nearest: { element: HTMLElement; distance: number } | undefined;
    for (const marker of this.markers.values()) {
      const element = marker.getElement();
      const distance = this.map.distance(from, marker.getLatLng());
      if (element && (!nearest || distance < nearest.distance)) nearest = { element, distance };
    }
    nearest?.element.focus({ preventScroll: true });
  }
}
