import * as L from 'leaflet';
import type { CityPoint } from '@artvoyage/contract';
import type { BoundingBox } from './clusters';
import { cityIcon } from './map-icons';
import type { CityLabel } from './map-labels';
import type { MapItem } from './map-items';

/** Loads the city labels of a view for the bundled base map. */
export type CityLoader = (box: BoundingBox, limit: number, signal: AbortSignal) => Promise<CityPoint[]>;

/**
 * How a gazetteer city relates to our markers: `shown` when one of our destinations is this city and
 * has its own labelled marker now, `clustered` when that destination is inside a cluster, otherwise
 * `other`.
 */
export type OwnCity = { relation: 'shown' | 'clustered' | 'other'; item?: MapItem };

/** More labels as the view closes in; the biggest cities come first, so few suffice far out. */
function cityLabelCount(zoom: number): number {
  if (zoom <= 4) return 20;
  if (zoom <= 7) return 35;
  return 50;
}

interface CityLabelOptions {
  load: CityLoader;
  viewBox: () => BoundingBox;
  ownCity: (city: CityPoint) => OwnCity;
  /** The labels changed: lay the map's names out again. */
  onDrawn: () => void;
}

/** The biggest world cities of the view (from the server's gazetteer), labelling the bundled base map. */
export class CityLabels {
  labels: CityLabel[] = [];
  private readonly layer: L.LayerGroup;
  private request: AbortController | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly map: L.Map,
    private readonly options: CityLabelOptions,
  ) {
    // Under the markers, and never in the way of a click.
    const pane = map.createPane('av-cities');
    pane.style.zIndex = '450';
    pane.style.pointerEvents = 'none';
    this.layer = L.layerGroup().addTo(map);
    map.on('moveend', () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.refresh(), 200);
    });
    this.refresh();
  }

  refresh(): void {
    this.request?.abort();
    const controller = new AbortController();
    this.request = controller;
    const zoom = this.map.getZoom();
    this.options.load(this.options.viewBox(), cityLabelCount(zoom), controller.signal).then(
      (cities) => {
        if (controller.signal.aborted) return;
        this.draw(cities);
        // For browser tests: the zoom whose city names are shown.
        this.map.getContainer().dataset.cityLabelsZoom = String(zoom);
      },
      (error: unknown) => {
        // Labels are decoration: the map stays useful without them.
        if (!controller.signal.aborted) console.warn('City labels could not be loaded', error);
      },
    );
  }

  private draw(cities: readonly CityPoint[]): void {
    this.layer.clearLayers();
    this.labels = [];
    cities.forEach((city, rank) => {
      const own = this.options.ownCity(city);
      if (own.relation === 'shown') return;
      // One of our cities is labelled with its name in the visitor's language, as its marker is.
      const name = own.item?.name ?? city.name;
      // Inside a cluster, the label moves clear of the cluster's disc.
      const besideCluster = own.relation === 'clustered';
      const marker = L.marker([city.lat, city.lng], {
        pane: 'av-cities',
        interactive: false,
        keyboard: false,
        icon: cityIcon(name, besideCluster),
      }).addTo(this.layer);
      this.labels.push({ marker, rank, besideCluster });
    });
    this.options.onDrawn();
  }
}
