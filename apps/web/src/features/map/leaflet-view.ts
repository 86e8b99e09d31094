import * as L from 'leaflet';
import type { CityPoint, MapTiles } from '@artvoyage/contract';
import atlasUrl from 'world-atlas/countries-50m.json?url';
import type { BasemapAnswer, BasemapRequest } from './basemap.worker';
import { ItemClusters, type BoundingBox, type MapMarker } from './clusters';
import { itemKey, type MapItem } from './map-items';
import { popupPanPadding, popupWidths } from './popup-size';
import type { LatLng } from './route-estimate';
import { defaultCentre, defaultZoom, maxZoom } from './zoom-levels';

export interface ViewTexts {
  cluster: (count: number) => string;
  zoomIn: string;
  zoomOut: string;
  you: string;
  /** The info window's close button (Leaflet's own label is English). */
  close: string;
  leafletCredit: string;
  offlineCredit: string;
}

/** Loads the city labels of a view for the bundled base map. */
export type CityLoader = (box: BoundingBox, limit: number, signal: AbortSignal) => Promise<CityPoint[]>;

/** More labels as the view closes in; the biggest cities come first, so few suffice far out. */
function cityLabelCount(zoom: number): number {
  if (zoom <= 4) return 20;
  if (zoom <= 7) return 35;
  return 50;
}

export interface ViewEvents {
  /** A marker was chosen (click or Enter). */
  onSelect: (item: MapItem) => void;
  /** The info window was closed (by its button, Escape, or a click on the map). */
  onInfoClosed: () => void;
}

/** Leaflet's control buttons are links named by their title and aria-label. */
function labelButton(button: Element | null | undefined, label: string): void {
  button?.setAttribute('title', label);
  button?.setAttribute('aria-label', label);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function markerIcon(marker: MapMarker, texts: ViewTexts): L.DivIcon {
  if (marker.kind === 'cluster') {
    const size = marker.count >= 100 ? 52 : marker.count >= 10 ? 44 : 38;
    return L.divIcon({
      className: `av-cluster av-cluster--${marker.colour}`,
      html: `<span aria-hidden="true">${marker.count}</span><span class="sr-only">${escapeHtml(texts.cluster(marker.count))}</span>`,
      iconSize: [size, size],
    });
  }
  const { item } = marker;
  // Cities carry their name on the map, which also labels the offline base map.
  const label =
    item.type === 'destination'
      ? `<span class="av-marker__label">${escapeHtml(item.name)}</span>`
      : `<span class="sr-only">${escapeHtml(item.name)}</span>`;
  return L.divIcon({
    className: `av-marker av-marker--${item.type}`,
    html: `<span class="av-marker__dot" aria-hidden="true"></span>${label}`,
    iconSize: [22, 22],
    iconAnchor: [11, 11],
    popupAnchor: [0, -10],
  });
}

/**
 * The offline base map: 256 px tiles of the bundled country shapes, drawn by a worker (basemap.worker.ts)
 * so that opening the map does not block the page. One worker per layer, ended with it.
 */
function offlineBasemapLayer(attribution: string): L.GridLayer {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, (answer: BasemapAnswer) => void>();
  const ids = new WeakMap<HTMLElement, number>();
  const send = (request: BasemapRequest) => worker?.postMessage(request);
  const Layer = L.GridLayer.extend({
    onAdd(this: L.GridLayer, map: L.Map) {
      worker = new Worker(new URL('./basemap.worker.ts', import.meta.url), { type: 'module' });
      worker.addEventListener('message', (event: MessageEvent<BasemapAnswer>) => {
        const answer = event.data;
        const resolve = pending.get(answer.id);
        pending.delete(answer.id);
        resolve?.(answer);
      });
      send({ type: 'init', atlasUrl: new URL(atlasUrl, window.location.href).href });
      L.GridLayer.prototype.onAdd.call(this, map);
      return this;
    },
    onRemove(this: L.GridLayer, map: L.Map) {
      L.GridLayer.prototype.onRemove.call(this, map);
      worker?.terminate();
      worker = undefined;
      pending.clear();
      return this;
    },
    createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
      const ratio = Math.min(3, window.devicePixelRatio || 1);
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = Math.round(256 * ratio);
      const id = nextId++;
      ids.set(canvas, id);
      pending.set(id, (answer) => {
        if (answer.type === 'failed') {
          done(new Error(answer.message), canvas);
          return;
        }
        canvas.getContext('bitmaprenderer')?.transferFromImageBitmap(answer.bitmap);
        done(undefined, canvas);
      });
      send({ type: 'tile', id, coords: { x: coords.x, y: coords.y, z: coords.z }, ratio });
      return canvas;
    },
  });
  const layer = new (Layer as unknown as new (options: L.GridLayerOptions) => L.GridLayer)({
    attribution,
    // Keep tiles round the view while panning; the worker draws a tile in a few milliseconds.
    keepBuffer: 2,
  });
  layer.on('tileunload', (event: L.TileEvent) => {
    const id = ids.get(event.tile);
    if (id === undefined || !pending.has(id)) return;
    pending.delete(id);
    send({ type: 'cancel', id });
  });
  return layer;
}

/**
 * The Leaflet side of the map screen: base map, clustered markers, your location, a searched place, a
 * route and the info window. React owns the state and calls in here; this owns Leaflet's objects.
 */
export class LeafletView {
  readonly map: L.Map;
  private clusters = new ItemClusters([]);
  private readonly markerLayer = L.layerGroup();
  private readonly markers = new Map<string, L.Marker>();
  /** The name each item marker shows, so that a change of language redraws it. */
  private readonly markerNames = new Map<string, string>();
  private userMarker: L.Marker | undefined;
  private userPoint: LatLng | undefined;
  private readonly zoomControl: L.Control.Zoom;
  private placeMarker: L.Marker | undefined;
  private routeLine: L.Polyline | undefined;
  private readonly popup: L.Popup;
  private popupOpenedByView = false;
  private basemap: L.GridLayer | undefined;
  /** Our destinations, whose markers name them (the city labels skip those shown). */
  private ownCities: readonly MapItem[] = [];
  /** Reloads the city labels (set while the bundled base map shows them). */
  private refreshCityLabels: (() => void) | undefined;

  constructor(
    container: HTMLElement,
    private texts: ViewTexts,
    private readonly events: ViewEvents,
    popupContent: HTMLElement,
  ) {
    this.map = L.map(container, {
      center: [defaultCentre.lat, defaultCentre.lng],
      zoom: defaultZoom,
      maxZoom,
      minZoom: 2,
      worldCopyJump: true,
      zoomControl: false,
    });
    this.zoomControl = L.control
      .zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut })
      .addTo(this.map);
    this.map.attributionControl.setPrefix(
      `<a href="https://leafletjs.com">${escapeHtml(texts.leafletCredit)}</a>`,
    );
    this.markerLayer.addTo(this.map);
    this.popup = L.popup({
      ...popupWidths(container.clientWidth),
      autoPanPaddingTopLeft: [...popupPanPadding.topLeft],
      autoPanPaddingBottomRight: [...popupPanPadding.bottomRight],
      className: 'av-popup',
    });
    // A phone turned round changes the map's width, and so the room for the info window.
    this.map.on('resize', () => {
      Object.assign(this.popup.options, popupWidths(this.map.getContainer().clientWidth));
      this.refreshInfo();
    });
    this.popup.setContent(popupContent);
    this.map.on('moveend', () => {
      this.drawMarkers();
      this.recordView();
    });
    this.recordView();
    this.map.on('popupopen', () => this.labelCloseButton());
    this.map.on('popupclose', (event) => {
      if (event.popup === this.popup && !this.popupOpenedByView) this.events.onInfoClosed();
    });
  }

  /**
   * The map's own texts in a new language: the zoom buttons, the info window's close button, the
   * clusters' and your location's spoken names, the base map's credit. The map itself stays as it is.
   */
  setTexts(texts: ViewTexts): void {
    const previous = this.texts;
    this.texts = texts;
    const zoom = this.zoomControl.getContainer();
    labelButton(zoom?.querySelector('.leaflet-control-zoom-in'), texts.zoomIn);
    labelButton(zoom?.querySelector('.leaflet-control-zoom-out'), texts.zoomOut);
    this.labelCloseButton();
    if (this.basemap && previous.offlineCredit !== texts.offlineCredit) {
      this.basemap.options.attribution = texts.offlineCredit;
      this.map.attributionControl.removeAttribution(previous.offlineCredit);
      this.map.attributionControl.addAttribution(texts.offlineCredit);
    }
    // Every marker icon carries its spoken name: draw them again.
    this.markerLayer.clearLayers();
    this.markers.clear();
    this.markerNames.clear();
    this.drawMarkers();
    if (this.userPoint) this.showUser(this.userPoint);
  }

  private labelCloseButton(): void {
    labelButton(this.popup.getElement()?.querySelector('.leaflet-popup-close-button'), this.texts.close);
  }

  /**
   * Provider tiles when configured; otherwise the bundled countries, drawn in tiles by a worker, with the
   * biggest world cities of the view (from the server's gazetteer) as labels.
   */
  showBaseMap(tiles: MapTiles | null, loadCities?: CityLoader): void {
    if (tiles) {
      L.tileLayer(tiles.url, {
        attribution: tiles.attribution,
        maxNativeZoom: tiles.max_zoom,
        maxZoom,
      }).addTo(this.map);
      return;
    }
    this.map.getContainer().classList.add('av-map--offline');
    this.basemap = offlineBasemapLayer(this.texts.offlineCredit).addTo(this.map);
    if (loadCities) this.showCityLabels(loadCities);
  }

  private showCityLabels(loadCities: CityLoader): void {
    // Under the markers, and never in the way of a click.
    const pane = this.map.createPane('av-cities');
    pane.style.zIndex = '450';
    pane.style.pointerEvents = 'none';
    const layer = L.layerGroup().addTo(this.map);
    let request: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      request?.abort();
      const controller = new AbortController();
      request = controller;
      const zoom = this.map.getZoom();
      loadCities(this.viewBox(), cityLabelCount(zoom), controller.signal).then(
        (cities) => {
          if (controller.signal.aborted) return;
          layer.clearLayers();
          for (const city of cities) {
            const own = this.ownCity(city);
            if (own.relation === 'shown') continue;
            // One of our cities is labelled with its name in the visitor's language, as its marker is.
            const name = own.item?.name ?? city.name;
            L.marker([city.lat, city.lng], {
              pane: 'av-cities',
              interactive: false,
              keyboard: false,
              icon: L.divIcon({
                className: own.relation === 'clustered' ? 'av-city av-city--beside-cluster' : 'av-city',
                html: `<span class="av-city__dot" aria-hidden="true"></span><span class="av-city__label">${escapeHtml(name)}</span>`,
                iconSize: [8, 8],
              }),
            }).addTo(layer);
          }
        },
        (error: unknown) => {
          // Labels are decoration: the map stays useful without them.
          if (!controller.signal.aborted) console.warn('City labels could not be loaded', error);
        },
      );
    };
    this.map.on('moveend', () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, 200);
    });
    this.refreshCityLabels = refresh;
    refresh();
  }

  /**
   * How a gazetteer city relates to our markers: `shown` when one of our destinations is this city and
   * has its own labelled marker now, `clustered` when that destination is inside a cluster (the label
   * then moves clear of the cluster's disc), otherwise `other`. The gazetteer's names are English, as
   * the API's are, so the match is on the API's name.
   */
  private ownCity(city: CityPoint): { relation: 'shown' | 'clustered' | 'other'; item?: MapItem } {
    const own = this.ownCities.find(
      (item) =>
        item.sourceName === city.name &&
        Math.abs(item.latitude - city.lat) < 0.3 &&
        Math.abs(item.longitude - city.lng) < 0.3,
    );
    if (!own) return { relation: 'other' };
    return { relation: this.markers.has(itemKey(own)) ? 'shown' : 'clustered', item: own };
  }

  /** The view as data attributes on the container, for browser tests and for debugging. */
  private recordView(): void {
    const container = this.map.getContainer();
    const centre = this.map.getCenter();
    container.dataset.zoom = String(this.map.getZoom());
    container.dataset.centre = `${centre.lat.toFixed(4)},${centre.lng.toFixed(4)}`;
  }

  setItems(items: readonly MapItem[]): void {
    const cityNames = (cities: readonly MapItem[]) => cities.map((item) => item.name).join('\n');
    const before = cityNames(this.ownCities);
    this.clusters = new ItemClusters(items);
    this.ownCities = items.filter((item) => item.type === 'destination');
    this.drawMarkers();
    // A change of language renames our cities, some of which label the base map.
    if (before !== '' && cityNames(this.ownCities) !== before) this.refreshCityLabels?.();
  }

  private viewBox(): BoundingBox {
    const bounds = this.map.getBounds().pad(0.2);
    const west = bounds.getWest();
    const east = bounds.getEast();
    const wholeWorld = east - west >= 360;
    const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
    return {
      west: wholeWorld ? -180 : wrap(west),
      east: wholeWorld ? 180 : wrap(east),
      south: Math.max(-85, bounds.getSouth()),
      north: Math.min(85, bounds.getNorth()),
    };
  }

  /** Redraws the markers of the current view, keeping the ones that did not change (and their focus). */
  private drawMarkers(): void {
    const zoom = this.map.getZoom();
    const wanted = new Map<string, MapMarker>();
    for (const marker of this.clusters.markersIn(this.viewBox(), zoom)) {
      const key =
        marker.kind === 'cluster'
          ? `cluster:${marker.id}:${marker.count}:${marker.colour}`
          : itemKey(marker.item);
      wanted.set(key, marker);
    }
    for (const [key, marker] of this.markers) {
      const next = wanted.get(key);
      // Gone, or renamed (a change of language): its icon carries the name.
      if (!next || (next.kind === 'item' && next.item.name !== this.markerNames.get(key))) {
        this.markerLayer.removeLayer(marker);
        this.markers.delete(key);
        this.markerNames.delete(key);
      }
    }
    for (const [key, marker] of wanted) {
      if (this.markers.has(key)) continue;
      const leafletMarker = L.marker([marker.lat, marker.lng], {
        icon: markerIcon(marker, this.texts),
        keyboard: true,
        riseOnHover: true,
      });
      const activate = () => {
        if (marker.kind === 'cluster') {
          this.map.flyTo([marker.lat, marker.lng], marker.expansionZoom, { duration: 0.4 });
        } else {
          this.events.onSelect(marker.item);
        }
      };
      leafletMarker.on('click', activate);
      // Markers are buttons to assistive technology, so Enter and Space work like a click.
      leafletMarker.on('keypress', (event: L.LeafletKeyboardEvent) => {
        const key = event.originalEvent.key;
        if (key === 'Enter' || key === ' ') {
          event.originalEvent.preventDefault();
          activate();
        }
      });
      leafletMarker.addTo(this.markerLayer);
      this.markers.set(key, leafletMarker);
      if (marker.kind === 'item') this.markerNames.set(key, marker.item.name);
    }
  }

  /** Opens (or moves) the info window over an item; its content is rendered by React. */
  openInfo(item: MapItem): void {
    this.popupOpenedByView = true;
    this.popup.setLatLng([item.latitude, item.longitude]);
    if (!this.map.hasLayer(this.popup)) this.popup.openOn(this.map);
    this.popupOpenedByView = false;
  }

  /** Re-measures the info window after React changed its content. */
  refreshInfo(): void {
    if (this.map.hasLayer(this.popup)) this.popup.update();
  }

  closeInfo(): void {
    this.popupOpenedByView = true;
    this.map.closePopup(this.popup);
    this.popupOpenedByView = false;
  }

  centreOn(point: LatLng, zoom: number): void {
    this.map.setView([point.lat, point.lng], zoom);
  }

  showUser(point: LatLng): void {
    this.userPoint = point;
    this.userMarker?.remove();
    this.userMarker = L.marker([point.lat, point.lng], {
      icon: L.divIcon({
        className: 'av-marker av-marker--you',
        html: `<span class="av-marker__dot" aria-hidden="true"></span><span class="sr-only">${escapeHtml(this.texts.you)}</span>`,
        iconSize: [20, 20],
      }),
      keyboard: false,
      zIndexOffset: 1000,
      title: this.texts.you,
    }).addTo(this.map);
  }

  /** A place chosen in the search box that is not one of our markers. */
  showPlace(point: (LatLng & { name: string }) | null): void {
    this.placeMarker?.remove();
    this.placeMarker = undefined;
    if (!point) return;
    this.placeMarker = L.marker([point.lat, point.lng], {
      icon: L.divIcon({
        className: 'av-marker av-marker--other',
        html: `<span class="av-marker__dot" aria-hidden="true"></span><span class="av-marker__label">${escapeHtml(point.name)}</span>`,
        iconSize: [20, 20],
        iconAnchor: [10, 10],
      }),
      keyboard: false,
      zIndexOffset: 500,
    }).addTo(this.map);
  }

  /** Draws a route ([lat, lng] points) and fits it in view; an estimate is dashed. */
  showRoute(points: readonly LatLng[], estimate: boolean): void {
    this.routeLine?.remove();
    this.routeLine = L.polyline(
      points.map((point) => [point.lat, point.lng] as L.LatLngTuple),
      estimate
        ? { color: '#7c3aed', weight: 4, dashArray: '8 10', className: 'av-route av-route--estimate' }
        : { color: '#2563eb', weight: 5, opacity: 0.85, className: 'av-route' },
    ).addTo(this.map);
    this.map.fitBounds(this.routeLine.getBounds(), { padding: [48, 48], maxZoom: 17 });
  }

  clearRoute(): void {
    this.routeLine?.remove();
    this.routeLine = undefined;
  }

  destroy(): void {
    this.basemap?.remove();
    this.map.remove();
  }
}
