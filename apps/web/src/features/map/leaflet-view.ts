import * as L from 'leaflet';
import type { CityPoint, MapTiles } from '@artvoyage/contract';
import { offlineBasemapLayer } from '@/shared/map/offline-layer';
import { ItemClusters, type BoundingBox, type MapMarker } from './clusters';
import { itemKey, type MapItem } from './map-items';
import { popupPanPadding, popupWidths } from './popup-size';
import type { LatLng } from './route-estimate';
import { placeLabels, type LabelRequest, type Obstacle } from './label-layout';
import { defaultCentre, defaultZoom, maxZoom, streetLabelZoom } from './zoom-levels';

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

/** Our markers' size: the icon box, which labels and other markers keep clear of. */
const itemIconSize = 22;
/** From a marker's centre to its label: the dot's radius and a small gap. */
const itemLabelGap = 14;
/** The gazetteer cities' dots and the gap to their labels. */
const cityIconSize = 8;
const cityLabelGap = 8;
/** A city of ours inside a cluster is labelled clear of the cluster's disc. */
const besideClusterGap = 26;

function clusterSize(count: number): number {
  return count >= 100 ? 52 : count >= 10 ? 44 : 38;
}

function markerIcon(marker: MapMarker, texts: ViewTexts): L.DivIcon {
  if (marker.kind === 'cluster') {
    const size = clusterSize(marker.count);
    return L.divIcon({
      className: `av-cluster av-cluster--${marker.colour}`,
      html: `<span aria-hidden="true">${marker.count}</span><span class="sr-only">${escapeHtml(texts.cluster(marker.count))}</span>`,
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

/**
 * The Leaflet side of the map screen: base map, clustered markers, your location, a searched place, a
 * route and the info window. React owns the state and calls in here; this owns Leaflet's objects.
 */
/** Below this viewport width the info window is a sheet along the bottom of the screen. */
const sheetQuery = '(max-width: 639px)';

/** Where the page's sticky header ends on screen (0 without one): the map is hidden above it. */
function pageHeaderBottom(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed'
    ? Math.max(0, header.getBoundingClientRect().bottom)
    : 0;
}

interface CityLabel {
  marker: L.Marker;
  /** Biggest first, as the gazetteer answers. */
  rank: number;
  besideCluster: boolean;
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
  /** What each drawn marker shows (an item, or a cluster and its size). */
  private readonly markerData = new Map<string, MapMarker>();
  private userMarker: L.Marker | undefined;
  private userPoint: LatLng | undefined;
  private readonly zoomControl: L.Control.Zoom;
  private placeMarker: L.Marker | undefined;
  private routeLine: L.Polyline | undefined;
  private readonly popup: L.Popup;
  private popupOpenedByView = false;
  /** The info window on a narrow screen: a sheet along the bottom of the screen (see `openInfo`). */
  private sheet: HTMLElement | undefined;
  private sheetOpen = false;
  private selectedKey: string | undefined;
  private selectedItem: MapItem | undefined;
  private basemap: L.GridLayer | undefined;
  /** Our destinations, whose markers name them (the city labels skip those shown). */
  private ownCities: readonly MapItem[] = [];
  private cityLabels: CityLabel[] = [];
  /** Reloads the city labels (set while the bundled base map shows them). */
  private refreshCityLabels: (() => void) | undefined;
  /** Where a cluster opened from the keyboard was: focus goes to the nearest marker once it has split. */
  private focusAfterMove: L.LatLng | undefined;

  constructor(
    container: HTMLElement,
    private texts: ViewTexts,
    private readonly events: ViewEvents,
    private readonly infoContent: HTMLElement,
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
      if (this.selectedItem && this.infoOpen() && this.narrow() !== this.sheetOpen) {
        this.openInfo(this.selectedItem);
      }
      this.refreshInfo();
      this.layoutLabels();
    });
    this.map.on('moveend', () => {
      this.drawMarkers();
      this.recordView();
    });
    this.recordView();
    this.map.on('popupopen', () => this.labelCloseButton());
    this.map.on('popupclose', (event) => {
      if (event.popup === this.popup && !this.popupOpenedByView) this.events.onInfoClosed();
    });
    // The sheet closes as the popup does: a click on the map, or Escape on the map.
    this.map.on('click', () => {
      if (this.sheetOpen) this.events.onInfoClosed();
    });
    this.map.on('keydown', (event: L.LeafletKeyboardEvent) => {
      if (this.sheetOpen && event.originalEvent.key === 'Escape') this.events.onInfoClosed();
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
    this.markerData.clear();
    this.drawMarkers();
    if (this.userPoint) this.showUser(this.userPoint);
  }

  private labelCloseButton(): void {
    labelButton(this.popup.getElement()?.querySelector('.leaflet-popup-close-button'), this.texts.close);
    labelButton(this.sheet?.querySelector('.av-sheet__close'), this.texts.close);
  }

  /**
   * Provider tiles when configured; otherwise the bundled geography, drawn in tiles by a worker, with
   * the biggest world cities of the view (from the server's gazetteer) as labels.
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
          this.cityLabels = [];
          cities.forEach((city, rank) => {
            const own = this.ownCity(city);
            if (own.relation === 'shown') return;
            // One of our cities is labelled with its name in the visitor's language, as its marker is.
            const name = own.item?.name ?? city.name;
            const besideCluster = own.relation === 'clustered';
            const marker = L.marker([city.lat, city.lng], {
              pane: 'av-cities',
              interactive: false,
              keyboard: false,
              icon: L.divIcon({
                className: besideCluster ? 'av-city av-city--beside-cluster' : 'av-city',
                html: `<span class="av-city__dot" aria-hidden="true"></span><span class="av-city__label av-label">${escapeHtml(name)}</span>`,
                iconSize: [cityIconSize, cityIconSize],
              }),
            }).addTo(layer);
            this.cityLabels.push({ marker, rank, besideCluster });
          });
          this.layoutLabels();
          // For browser tests: the zoom whose city names are shown.
          this.map.getContainer().dataset.cityLabelsZoom = String(zoom);
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

  /**
   * Shows the names that fit: our cities first, then the chosen place, then landmarks (from street
   * level), then the gazetteer's cities, biggest first; a label that would cover a marker or a label
   * already placed takes another side of its point or stays hidden (label-layout.ts). Runs after every
   * change of the view or of what it shows.
   */
  private layoutLabels(): void {
    const zoom = this.map.getZoom();
    const size = this.map.getSize();
    const requests: LabelRequest[] = [];
    const obstacles: Obstacle[] = [];
    /** Each label's element and its icon's top-left corner, in map pixels. */
    const labels = new Map<string, { element: HTMLElement; left: number; top: number }>();
    const cityElements = new Map<string, HTMLElement>();
    const square = (key: string | undefined, point: L.Point, side: number): Obstacle => ({
      key,
      x: point.x - side / 2,
      y: point.y - side / 2,
      width: side,
      height: side,
    });
    // Measured all at once, before anything is written, so the page lays out once.
    for (const [key, marker] of this.markers) {
      const data = this.markerData.get(key);
      const point = this.map.latLngToContainerPoint(marker.getLatLng());
      if (!data) continue;
      if (data.kind === 'cluster') {
        obstacles.push(square(key, point, clusterSize(data.count)));
        continue;
      }
      obstacles.push(square(key, point, itemIconSize));
      const element = marker.getElement()?.querySelector<HTMLElement>('.av-marker__label');
      if (!element) continue;
      const { item } = data;
      if (item.type === 'landmark' && zoom < streetLabelZoom && key !== this.selectedKey) {
        element.classList.remove('av-label--shown');
        continue;
      }
      const priority = key === this.selectedKey ? 4000 : item.type === 'destination' ? 3000 : 2000;
      requests.push({
        key,
        priority,
        x: point.x,
        y: point.y,
        width: element.offsetWidth,
        height: element.offsetHeight,
        gap: itemLabelGap,
      });
      labels.set(key, {
        element,
        left: point.x - itemIconSize / 2,
        top: point.y - itemIconSize / 2,
      });
    }
    // The zoom buttons and the credit line stay readable.
    const mapBox = this.map.getContainer().getBoundingClientRect();
    for (const control of this.map.getContainer().querySelectorAll('.leaflet-control')) {
      const box = control.getBoundingClientRect();
      obstacles.push({
        x: box.left - mapBox.left,
        y: box.top - mapBox.top,
        width: box.width,
        height: box.height,
      });
    }
    if (this.userMarker) {
      obstacles.push(square(undefined, this.map.latLngToContainerPoint(this.userMarker.getLatLng()), 20));
    }
    // A place found by the search is named next to our cities.
    const place = this.placeMarker;
    const placeLabel = place?.getElement()?.querySelector<HTMLElement>('.av-marker__label');
    if (place && placeLabel) {
      const point = this.map.latLngToContainerPoint(place.getLatLng());
      obstacles.push(square('place', point, 20));
      requests.push({
        key: 'place',
        priority: 3500,
        x: point.x,
        y: point.y,
        width: placeLabel.offsetWidth,
        height: placeLabel.offsetHeight,
        gap: itemLabelGap,
      });
      labels.set('place', { element: placeLabel, left: point.x - 10, top: point.y - 10 });
    }
    for (const city of this.cityLabels) {
      const root = city.marker.getElement();
      const element = root?.querySelector<HTMLElement>('.av-city__label');
      if (!root || !element) continue;
      const key = `city:${city.rank}`;
      const point = this.map.latLngToContainerPoint(city.marker.getLatLng());
      requests.push({
        key,
        priority: 1000 - city.rank,
        x: point.x,
        y: point.y,
        width: element.offsetWidth,
        height: element.offsetHeight,
        gap: city.besideCluster ? besideClusterGap : cityLabelGap,
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
      const drawn = this.markerData.get(key);
      // Gone, or renamed (a change of language): its icon carries the name.
      if (!next || (next.kind === 'item' && drawn?.kind === 'item' && next.item.name !== drawn.item.name)) {
        this.markerLayer.removeLayer(marker);
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
      const leafletMarker = L.marker([marker.lat, marker.lng], {
        icon: markerIcon(marker, this.texts),
        keyboard: true,
        riseOnHover: true,
      });
      const activate = (fromKeyboard: boolean) => {
        if (marker.kind === 'cluster') {
          // Zoom to where the cluster splits, centred on it; from the keyboard, focus follows.
          this.focusAfterMove = fromKeyboard ? L.latLng(marker.lat, marker.lng) : undefined;
          this.map.flyTo([marker.lat, marker.lng], marker.expansionZoom, { duration: 0.4 });
        } else {
          this.events.onSelect(marker.item);
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
      leafletMarker.addTo(this.markerLayer);
      if (marker.kind === 'cluster') {
        leafletMarker.getElement()?.setAttribute('data-expansion-zoom', String(marker.expansionZoom));
      }
      this.markers.set(key, leafletMarker);
      this.markerData.set(key, marker);
    }
    this.layoutLabels();
    this.restoreFocus();
  }

  /** After a cluster opened from the keyboard: focus the marker nearest to where it was. */
  private restoreFocus(): void {
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

  /** Whether the screen is narrow enough for the info window to be a bottom sheet. */
  private narrow(): boolean {
    return window.matchMedia(sheetQuery).matches;
  }

  private infoOpen(): boolean {
    return this.sheetOpen || this.map.hasLayer(this.popup);
  }

  /**
   * Opens (or moves) the info window over an item; its content is rendered by React. On a wide screen
   * it is a popup beside the marker, panned clear of the zoom buttons; on a phone, a sheet along the
   * bottom of the screen, which always fits it, with the marker panned into the map above it.
   */
  openInfo(item: MapItem): void {
    this.selectedKey = itemKey(item);
    this.selectedItem = item;
    if (this.narrow()) {
      this.popupOpenedByView = true;
      this.map.closePopup(this.popup);
      this.popupOpenedByView = false;
      this.openSheet(item);
    } else {
      this.closeSheet();
      this.popup.setContent(this.infoContent);
      this.popupOpenedByView = true;
      this.popup.setLatLng([item.latitude, item.longitude]);
      if (!this.map.hasLayer(this.popup)) this.popup.openOn(this.map);
      this.popupOpenedByView = false;
    }
    this.layoutLabels();
  }

  private openSheet(item: MapItem): void {
    let sheet = this.sheet;
    if (!sheet) {
      sheet = document.createElement('section');
      sheet.className = 'av-sheet';
      sheet.setAttribute('role', 'dialog');
      sheet.setAttribute('aria-modal', 'false');
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'av-sheet__close';
      close.innerHTML = '<span aria-hidden="true">&times;</span>';
      close.addEventListener('click', () => this.events.onInfoClosed());
      sheet.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') this.events.onInfoClosed();
      });
      sheet.append(close);
      // Right after the map in the page, so that the keyboard reaches it from the markers.
      this.map.getContainer().after(sheet);
      this.sheet = sheet;
      this.labelCloseButton();
    }
    sheet.setAttribute('aria-label', item.name);
    if (this.infoContent.parentElement !== sheet) sheet.append(this.infoContent);
    sheet.hidden = false;
    this.sheetOpen = true;
    this.keepSelectedAboveSheet();
  }

  private closeSheet(): void {
    if (!this.sheet || !this.sheetOpen) return;
    this.sheet.hidden = true;
    this.sheetOpen = false;
  }

  /**
   * With the sheet open, the chosen marker must stay in sight: in the part of the map between the top
   * of the screen (or of the map) and the sheet. If too little of the map shows there, the page first
   * scrolls the map up.
   */
  private keepSelectedAboveSheet(): void {
    const sheet = this.sheet;
    const item = this.selectedItem;
    if (!sheet || !this.sheetOpen || !item) return;
    const point = L.latLng(item.latitude, item.longitude);
    const container = this.map.getContainer();
    const room = () => {
      const map = container.getBoundingClientRect();
      const top = Math.max(map.top, pageHeaderBottom());
      const bottom = Math.min(map.bottom, sheet.getBoundingClientRect().top);
      return { map, top, bottom };
    };
    let band = room();
    if (band.bottom - band.top < 160) {
      window.scrollBy({ top: band.map.top - pageHeaderBottom() - 8, behavior: 'instant' });
      band = room();
    }
    const y = band.map.top + this.map.latLngToContainerPoint(point).y;
    const x = this.map.latLngToContainerPoint(point).x;
    const margin = 40;
    const width = container.clientWidth;
    const dy = y < band.top + margin || y > band.bottom - margin ? y - (band.top + band.bottom) / 2 : 0;
    const dx = x < margin || x > width - margin ? x - width / 2 : 0;
    if (dx !== 0 || dy !== 0) this.map.panBy([dx, dy], { animate: false });
  }

  /** Re-measures the info window after React changed its content. */
  refreshInfo(): void {
    if (this.map.hasLayer(this.popup)) this.popup.update();
    if (this.sheetOpen) this.keepSelectedAboveSheet();
  }

  closeInfo(): void {
    // Closed from inside the sheet (its button, Escape): the keyboard goes back to the marker.
    const focusInSheet = this.sheet?.contains(document.activeElement) ?? false;
    const marker = this.selectedKey ? this.markers.get(this.selectedKey) : undefined;
    this.selectedKey = undefined;
    this.selectedItem = undefined;
    this.popupOpenedByView = true;
    this.map.closePopup(this.popup);
    this.popupOpenedByView = false;
    this.closeSheet();
    if (focusInSheet) marker?.getElement()?.focus({ preventScroll: true });
    this.layoutLabels();
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
    this.layoutLabels();
  }

  /** A place chosen in the search box that is not one of our markers. */
  showPlace(point: (LatLng & { name: string }) | null): void {
    this.placeMarker?.remove();
    this.placeMarker = undefined;
    if (point) {
      this.placeMarker = L.marker([point.lat, point.lng], {
        icon: L.divIcon({
          className: 'av-marker av-marker--other',
          html: `<span class="av-marker__dot" aria-hidden="true"></span><span class="av-marker__label av-label">${escapeHtml(point.name)}</span>`,
          iconSize: [20, 20],
          iconAnchor: [10, 10],
        }),
        keyboard: false,
        zIndexOffset: 500,
      }).addTo(this.map);
    }
    this.layoutLabels();
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
    this.sheet?.remove();
    this.basemap?.remove();
    this.map.remove();
  }
}
