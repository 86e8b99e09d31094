import * as L from 'leaflet';
import type { CityPoint, MapTiles } from '@artvoyage/contract';
import { offlineBasemapLayer } from '@/shared/map/offline-layer';
import { CityLabels, type CityLoader, type OwnCity } from './city-labels';
import { ItemClusters } from './clusters';
import { InfoWindow } from './info-window';
import { escapeHtml, labelButton, placeIcon, userIcon } from './map-icons';
import { itemKey, type MapItem } from './map-items';
import { layoutMapLabels } from './map-labels';
import { MarkerLayer } from './marker-layer';
import type { LatLng } from './route-estimate';
import { viewBoundingBox } from './view-box';
import { defaultCentre, defaultZoom, maxZoom } from './zoom-levels';

export type { CityLoader } from './city-labels';

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

export interface ViewEvents {
  /** A marker was chosen (click or Enter). */
  onSelect: (item: MapItem) => void;
  /** The info window was closed (by its button, Escape, or a click on the map). */
  onInfoClosed: () => void;
}

/**
 * The Leaflet side of the map screen: base map, clustered markers, your location, a searched place, a
 * route and the info window. React owns the state and calls in here; this owns Leaflet's objects.
 * The markers, the info window, the city labels and the labels' layout each have their own module.
 */
export class LeafletView {
  readonly map: L.Map;
  private clusters = new ItemClusters([]);
  private readonly markers: MarkerLayer;
  private readonly info: InfoWindow;
  private userMarker: L.Marker | undefined;
  private userPoint: LatLng | undefined;
  private readonly zoomControl: L.Control.Zoom;
  private placeMarker: L.Marker | undefined;
  private routeLine: L.Polyline | undefined;
  private selectedKey: string | undefined;
  private basemap: L.GridLayer | undefined;
  /** Our destinations, whose markers name them (the city labels skip those shown). */
  private ownCities: readonly MapItem[] = [];
  /** Set while the bundled base map shows the gazetteer's cities. */
  private cityLabels: CityLabels | undefined;

  constructor(
    container: HTMLElement,
    private texts: ViewTexts,
    events: ViewEvents,
    infoContent: HTMLElement,
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
    this.markers = new MarkerLayer(this.map, events.onSelect);
    this.info = new InfoWindow(this.map, infoContent, events.onInfoClosed, texts.close);
    this.map.on('resize', () => {
      this.info.resize();
      this.layoutLabels();
    });
    this.map.on('moveend', () => {
      this.drawMarkers();
      this.recordView();
    });
    this.recordView();
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
    this.info.setCloseLabel(texts.close);
    if (this.basemap && previous.offlineCredit !== texts.offlineCredit) {
      this.basemap.options.attribution = texts.offlineCredit;
      this.map.attributionControl.removeAttribution(previous.offlineCredit);
      this.map.attributionControl.addAttribution(texts.offlineCredit);
    }
    // Every marker icon carries its spoken name: draw them again.
    this.markers.clear();
    this.drawMarkers();
    if (this.userPoint) this.showUser(this.userPoint);
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
    if (!loadCities) return;
    this.cityLabels = new CityLabels(this.map, {
      load: loadCities,
      viewBox: () => this.viewBox(),
      ownCity: (city) => this.ownCity(city),
      onDrawn: () => this.layoutLabels(),
    });
  }

  /**
   * Whether a gazetteer city is one of our destinations, and whether its marker shows it now. The
   * gazetteer's names are English, as the API's are, so the match is on the API's name.
   */
  private ownCity(city: CityPoint): OwnCity {
    const own = this.ownCities.find(
      (item) =>
        item.sourceName === city.name &&
        Math.abs(item.latitude - city.lat) < 0.3 &&
        Math.abs(item.longitude - city.lng) < 0.3,
    );
    if (!own) return { relation: 'other' };
    return { relation: this.markers.markers.has(itemKey(own)) ? 'shown' : 'clustered', item: own };
  }

  private layoutLabels(): void {
    layoutMapLabels(this.map, {
      markers: this.markers.markers,
      markerData: this.markers.markerData,
      selectedKey: this.selectedKey,
      userMarker: this.userMarker,
      placeMarker: this.placeMarker,
      cityLabels: this.cityLabels?.labels ?? [],
    });
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
    if (before !== '' && cityNames(this.ownCities) !== before) this.cityLabels?.refresh();
  }

  private viewBox() {
    const bounds = this.map.getBounds().pad(0.2);
    return viewBoundingBox({
      west: bounds.getWest(),
      east: bounds.getEast(),
      south: bounds.getSouth(),
      north: bounds.getNorth(),
    });
  }

  /** Redraws the markers of the current view, keeping the ones that did not change (and their focus). */
  private drawMarkers(): void {
    this.markers.draw(this.clusters.markersIn(this.viewBox(), this.map.getZoom()), this.texts.cluster);
    this.layoutLabels();
    this.markers.restoreFocus();
  }

  /** Opens (or moves) the info window over an item; its content is rendered by React. */
  openInfo(item: MapItem): void {
    this.selectedKey = itemKey(item);
    this.info.open(item);
    this.layoutLabels();
  }

  /** Re-measures the info window after React changed its content. */
  refreshInfo(): void {
    this.info.refresh();
  }

  closeInfo(): void {
    const marker = this.selectedKey ? this.markers.markers.get(this.selectedKey) : undefined;
    this.selectedKey = undefined;
    const { focusWasInSheet } = this.info.close();
    // Closed from inside the sheet (its button, Escape): the keyboard goes back to the marker.
    if (focusWasInSheet) marker?.getElement()?.focus({ preventScroll: true });
    this.layoutLabels();
  }

  centreOn(point: LatLng, zoom: number): void {
    this.map.setView([point.lat, point.lng], zoom);
  }

  showUser(point: LatLng): void {
    this.userPoint = point;
    this.userMarker?.remove();
    this.userMarker = L.marker([point.lat, point.lng], {
      icon: userIcon(this.texts.you),
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
        icon: placeIcon(point.name),
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
    this.info.destroy();
    this.basemap?.remove();
    this.map.remove();
  }
}
