import * as L from 'leaflet';
import type { MapMarker } from './clusters';

/** Our markers' size: the icon box, which labels and other markers keep clear of. */
export const itemIconSize = 22;
/** From a marker's centre to its label: the dot's radius and a small gap. */
export const itemLabelGap = 14;
/** The gazetteer cities' dots and the gap to their labels. */
export const cityIconSize = 8;
export const cityLabelGap = 8;
/** A city of ours inside a cluster is labelled clear of the cluster's disc. */
export const besideClusterGap = 26;
/** Your location's and a searched place's markers. */
export const pointIconSize = 20;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Leaflet's control buttons are links named by their title and aria-label. */
export function labelButton(button: Element | null | undefined, label: string): void {
  button?.setAttribute('title', label);
  button?.setAttribute('aria-label', label);
}

export function clusterSize(count: number): number {
  return count >= 100 ? 52 : count >= 10 ? 44 : 38;
}

/** A cluster's disc or an item's dot; `clusterName` is the cluster's spoken name. */
export function markerIcon(marker: MapMarker, clusterName: (count: number) => string): L.DivIcon {
  if (marker.kind === 'cluster') {
    const size = clusterSize(marker.count);
    return L.divIcon({
      className: `av-cluster av-cluster--${marker.colour}`,
      html: `<span aria-hidden="true">${marker.count}</span><span class="sr-only">${escapeHtml(clusterName(marker.count))}</span>`,
      iconSize: [size, size],
    });
  }
  const { item } = marker;
  // The spoken name stays whether or not the drawn label finds room (label-layout.ts hides it when
  // it would cover another); cities are labelled at every zoom, landmarks from street level.
  const name = escapeHtml(item.name);
  return L.divIcon({
    className: `av-marker av-marker--${item.type}`,
    html: `<span class="av-marker__dot" aria-hidden="true"></span><span class="sr-only">${name}</span><span class="av-marker__label av-label" aria-hidden="true">${name}</span>`,
    iconSize: [itemIconSize, itemIconSize],
    iconAnchor: [itemIconSize / 2, itemIconSize / 2],
    popupAnchor: [0, -10],
  });
}

/** Your location: a dot with a spoken name and no drawn label. */
export function userIcon(spokenName: string): L.DivIcon {
  return L.divIcon({
    className: 'av-marker av-marker--you',
    html: `<span class="av-marker__dot" aria-hidden="true"></span><span class="sr-only">${escapeHtml(spokenName)}</span>`,
    iconSize: [pointIconSize, pointIconSize],
  });
}

/** A place found by the search, named by a label that the layout places like our markers'. */
export function placeIcon(name: string): L.DivIcon {
  return L.divIcon({
    className: 'av-marker av-marker--other',
    html: `<span class="av-marker__dot" aria-hidden="true"></span><span class="av-marker__label av-label">${escapeHtml(name)}</span>`,
    iconSize: [pointIconSize, pointIconSize],
    iconAnchor: [pointIconSize / 2, pointIconSize / 2],
  });
}

/** A gazetteer city's dot and name on the bundled base map. */
export function cityIcon(name: string, besideCluster: boolean): L.DivIcon {
  return L.divIcon({
    className: besideCluster ? 'av-city av-city--beside-cluster' : 'av-city',
    html: `<span class="av-city__dot" aria-hidden="true"></span><span class="av-city__label av-label">${escapeHtml(name)}</span>`,
    iconSize: [cityIconSize, cityIconSize],
  });
}
