import type * as L from 'leaflet';
import type { MapMarker } from './clusters';
import { placeLabels, type LabelRequest, type Obstacle } from './label-layout';
import {
  besideClusterGap,
  cityIconSize,
  cityLabelGap,
  clusterSize,
  itemIconSize,
  itemLabelGap,
  pointIconSize,
} from './map-icons';
import { streetLabelZoom } from './zoom-levels';

export interface CityLabel {
  marker: L.Marker;
  /** Biggest first, as the gazetteer answers. */
  rank: number;
  besideCluster: boolean;
}

/** What the map shows now, whose names compete for room. */
export interface LabelScene {
  markers: ReadonlyMap<string, L.Marker>;
  markerData: ReadonlyMap<string, MapMarker>;
  selectedKey: string | undefined;
  userMarker: L.Marker | undefined;
  placeMarker: L.Marker | undefined;
  cityLabels: readonly CityLabel[];
}

/** A label's element and its icon's top-left corner, in map pixels. */
interface DrawnLabel {
  element: HTMLElement;
  left: number;
  top: number;
}

function square(key: string | undefined, point: L.Point, side: number): Obstacle {
  return { key, x: point.x - side / 2, y: point.y - side / 2, width: side, height: side };
}

function labelRequest(key: string, priority: number, point: L.Point, element: HTMLElement, gap: number) {
  return {
    key,
    priority,
    x: point.x,
    y: point.y,
    width: element.offsetWidth,
    height: element.offsetHeight,
    gap,
  } satisfies LabelRequest;
}

/**
 * Shows the names that fit: our cities first, then the chosen place, then landmarks (from street
 * level), then the gazetteer's cities, biggest first; a label that would cover a marker or a label
 * already placed takes another side of its point or stays hidden (label-layout.ts). Runs after every
 * change of the view or of what it shows.
 */
export function layoutMapLabels(map: L.Map, scene: LabelScene): void {
  const zoom = map.getZoom();
  const size = map.getSize();
  const requests: LabelRequest[] = [];
  const obstacles: Obstacle[] = [];
  const labels = new Map<string, DrawnLabel>();
  const cityElements = new Map<string, HTMLElement>();
  // Measured all at once, before anything is written, so the page lays out once.
  for (const [key, marker] of scene.markers) {
    const data = scene.markerData.get(key);
    const point = map.latLngToContainerPoint(marker.getLatLng());
    if (!data) continue;
    if (data.kind === 'cluster') {
      obstacles.push(square(key, point, clusterSize(data.count)));
      continue;
    }
    obstacles.push(square(key, point, itemIconSize));
    const element = marker.getElement()?.querySelector<HTMLElement>('.av-marker__label');
    if (!element) continue;
    const { item } = data;
    if (item.type === 'landmark' && zoom < streetLabelZoom && key !== scene.selectedKey) {
      element.classList.remove('av-label--shown');
      continue;
    }
    const priority = key === scene.selectedKey ? 4000 : item.type === 'destination' ? 3000 : 2000;
    requests.push(labelRequest(key, priority, point, element, itemLabelGap));
    labels.set(key, { element, left: point.x - itemIconSize / 2, top: point.y - itemIconSize / 2 });
  }
  // The zoom buttons and the credit line stay readable.
  const mapBox = map.getContainer().getBoundingClientRect();
  for (const control of map.getContainer().querySelectorAll('.leaflet-control')) {
    const box = control.getBoundingClientRect();
    obstacles.push({
      x: box.left - mapBox.left,
      y: box.top - mapBox.top,
      width: box.width,
      height: box.height,
    });
  }
  if (scene.userMarker) {
    obstacles.push(
      square(undefined, map.latLngToContainerPoint(scene.userMarker.getLatLng()), pointIconSize),
    );
  }
  // A place found by the search is named next to our cities.
  const place = scene.placeMarker;
  const placeLabel = place?.getElement()?.querySelector<HTMLElement>('.av-marker__label');
  if (place && placeLabel) {
    const point = map.latLngToContainerPoint(place.getLatLng());
    obstacles.push(square('place', point, pointIconSize));
    requests.push(labelRequest('place', 3500, point, placeLabel, itemLabelGap));
    const half = pointIconSize / 2;
    labels.set('place', { element: placeLabel, left: point.x - half, top: point.y - half });
  }
  for (const city of scene.cityLabels) {
    const root = city.marker.getElement();
    const element = root?.querySelector<HTMLElement>('.av-city__label');
    if (!root || !element) continue;
    const key = `city:${city.rank}`;
    const point = map.latLngToContainerPoint(city.marker.getLatLng());
    const gap = city.besideCluster ? besideClusterGap : cityLabelGap;
    requests.push({
      ...labelRequest(key, 1000 - city.rank, point, element, gap),
      ...(!city.besideCluster && { symbol: { width: cityIconSize, height: cityIconSize } }),
    });
    labels.set(key, { element, left: point.x - cityIconSize / 2, top: point.y - cityIconSize / 2 });
    cityElements.set(key, root);
  }
  const layout = placeLabels(requests, {
    obstacles,
    bounds: { x: 0, y: 0, width: size.x, height: size.y },
  });
  for (const { key, box } of layout.placed) {
    const label = labels.get(key);
    if (!label) continue;
    label.element.style.left = `${Math.round(box.x - label.left)}px`;
    label.element.style.top = `${Math.round(box.y - label.top)}px`;
    label.element.classList.add('av-label--shown');
    cityElements.get(key)?.classList.remove('av-city--hidden');
  }
  // A gazetteer city without room for its name is left out altogether: a dot alone says nothing.
  for (const key of layout.hidden) {
    labels.get(key)?.element.classList.remove('av-label--shown');
    cityElements.get(key)?.classList.add('av-city--hidden');
  }
}
