import Supercluster from 'supercluster';
import type { MapItem } from './map-items';

/** Clustering: radius 60 px, no clusters above zoom 16, at least 2. */
export const clusterOptions = { radius: 60, maxZoom: 16, minPoints: 2 } as const;

export type ClusterColour = 'red' | 'blue';

/** A cluster is red when its count exceeds the larger of 10 and the mean count, otherwise blue. */
export function clusterColour(count: number, meanCount: number): ClusterColour {
  return count > Math.max(10, meanCount) ? 'red' : 'blue';
}

export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export type MapMarker =
  | { kind: 'item'; item: MapItem; lat: number; lng: number }
  | {
      kind: 'cluster';
      id: number;
      count: number;
      colour: ClusterColour;
      lat: number;
      lng: number;
      /** The zoom at which this cluster splits apart. */
      expansionZoom: number;
    };

type ItemProperties = { item: MapItem };

/** Clusters the items once; `markersIn` then answers for any view. */
export class ItemClusters {
  private readonly index: Supercluster<ItemProperties>;

  constructor(items: readonly MapItem[]) {
    this.index = new Supercluster<ItemProperties>(clusterOptions);
    this.index.load(
      items.map((item) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [item.longitude, item.latitude] },
        properties: { item },
      })),
    );
  }

  /** The markers to draw in a view; the colour rule's mean is taken over the clusters in that view. */
  markersIn(box: BoundingBox, zoom: number): MapMarker[] {
    const features = this.index.getClusters([box.west, box.south, box.east, box.north], Math.floor(zoom));
    const counts = features.flatMap((feature) =>
      'cluster' in feature.properties && feature.properties.cluster ? [feature.properties.point_count] : [],
    );
    const mean = counts.length === 0 ? 0 : counts.reduce((sum, count) => sum + count, 0) / counts.length;
    return features.map((feature): MapMarker => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties;
      if ('cluster' in properties && properties.cluster) {
        const id = properties.cluster_id;
        return {
          kind: 'cluster',
          id,
          count: properties.point_count,
          colour: clusterColour(properties.point_count, mean),
          lat,
          lng,
          expansionZoom: Math.min(this.index.getClusterExpansionZoom(id), clusterOptions.maxZoom + 1),
        };
      }
      return { kind: 'item', item: (properties as ItemProperties).item, lat, lng };
    });
  }
}
