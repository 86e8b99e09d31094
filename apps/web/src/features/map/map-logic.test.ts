import { describe, expect, it } from 'vitest';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json';
import type { FeatureCollection, Position } from 'geojson';
import { ItemClusters, clusterColour, clusterOptions } from './clusters';
import { admissionFor, filterItems, ownItemFor, toMapItems, type MapItem } from './map-items';
import { countryShapes, unwrapRing } from '@/shared/map/offline-basemap';
import { distanceKm } from '@artvoyage/contract/constants';
import { estimateRoute, splitDuration } from './route-estimate';

const louvre = { lat: 48.8606, lng: 2.3376 };
const orsay = { lat: 48.86, lng: 2.3266 };
const eiffel = { lat: 48.8584, lng: 2.2945 };
const versailles = { lat: 48.8049, lng: 2.1204 };
const colosseum = { lat: 41.8902, lng: 12.4922 };

describe('cluster colour (red when the count exceeds the larger of 10 and the mean)', () => {
  it('compares with 10 when the mean is smaller', () => {
    expect(clusterColour(10, 3)).toBe('blue');
    expect(clusterColour(11, 3)).toBe('red');
  });
  it('compares with the mean when it is larger than 10', () => {
    expect(clusterColour(20, 20)).toBe('blue');
    expect(clusterColour(21, 20)).toBe('red');
    expect(clusterColour(15, 20.5)).toBe('blue');
  });
  it('uses radius 60, no clusters above zoom 16, at least 2 points', () => {
    expect(clusterOptions).toEqual({ radius: 60, maxZoom: 16, minPoints: 2 });
  });
});

function landmark(id: string, lat: number, lng: number): MapItem {
  return {
    id,
    name: id,
    sourceName: id,
    latitude: lat,
    longitude: lng,
    description: '',
    type: 'landmark',
    category: 'museum',
    city: 'paris',
    openingHours: '',
    admission: { kind: 'free' },
  };
}

describe('ItemClusters', () => {
  const world = { west: -180, south: -85, east: 180, north: 85 };
  const paris = Array.from({ length: 14 }, (_, index) => landmark(`p${index}`, 48.85 + index * 0.001, 2.33));
  const rome = Array.from({ length: 3 }, (_, index) => landmark(`r${index}`, 41.89 + index * 0.001, 12.49));
  const lone = landmark('cairo', 30.04, 31.24);
  const clusters = new ItemClusters([...paris, ...rome, lone]);

  it('groups nearby points at low zoom and colours by the rule over the clusters in view', () => {
    const markers = clusters.markersIn(world, 4);
    const groups = markers.filter((marker) => marker.kind === 'cluster');
    expect(groups.map((group) => [group.count, group.colour]).sort()).toEqual([
      [14, 'red'],
      [3, 'blue'],
    ]);
    expect(
      markers
        .filter((marker) => marker.kind === 'item')
        .map((marker) => marker.kind === 'item' && marker.item.id),
    ).toEqual(['cairo']);
  });

  it('shows every point on its own above the maximum cluster zoom', () => {
    const markers = clusters.markersIn(world, clusterOptions.maxZoom + 1);
    expect(markers).toHaveLength(18);
    expect(markers.every((marker) => marker.kind === 'item')).toBe(true);
  });

  it('tells at which zoom a cluster splits', () => {
    const [group] = clusters.markersIn({ west: 12, south: 41, east: 13, north: 42 }, 4);
    expect(group?.kind).toBe('cluster');
    if (group?.kind === 'cluster') {
      expect(group.expansionZoom).toBeGreaterThan(4);
      expect(group.expansionZoom).toBeLessThanOrEqual(clusterOptions.maxZoom + 1);
    }
  });
});

describe('map items and prices', () => {
  it('takes "From" from the cheapest ticket and treats null or zero as free', () => {
    expect(admissionFor({ adult: 22, min: 0 })).toEqual({ kind: 'free' });
    expect(admissionFor({ adult: 32, min: 22 })).toEqual({ kind: 'from', euros: 22 });
    expect(admissionFor({ adult: 16, min: 16 })).toEqual({ kind: 'from', euros: 16 });
    expect(admissionFor({ adult: 16.6, min: 16.6 })).toEqual({ kind: 'from', euros: 17 });
    expect(admissionFor(null)).toEqual({ kind: 'free' });
  });

  it('builds destinations and landmarks and filters them by type', () => {
    const items = toMapItems(
      [
        {
          id: 'paris',
          name: 'Paris',
          country: 'France',
          description: 'd',
          latitude: 48.85,
          longitude: 2.35,
          rating: 4.8,
          image_id: null,
        },
      ],
      [
        {
          id: 'louvre-museum',
          name: 'Louvre Museum',
          city: 'paris',
          category: 'museum',
          description: 'd',
          latitude: 48.86,
          longitude: 2.33,
          opening_hours: '9:00-18:00',
          ticket_price: { adult: 22, min: 22 },
          image_id: null,
        },
      ],
    );
    expect(items.map((item) => [item.type, item.category])).toEqual([
      ['destination', 'city'],
      ['landmark', 'museum'],
    ]);
    expect(filterItems(items, 'all')).toHaveLength(2);
    expect(filterItems(items, 'destination').map((item) => item.id)).toEqual(['paris']);
    expect(filterItems(items, 'landmark').map((item) => item.id)).toEqual(['louvre-museum']);

    // A search result is one of the map's own items only when it is a local place of the same kind.
    const louvreResult = { source: 'local', id: 'louvre-museum', kind: 'landmark' } as const;
    expect(ownItemFor(louvreResult, items)?.name).toBe('Louvre Museum');
    expect(ownItemFor({ ...louvreResult, kind: 'destination' }, items)).toBeUndefined();
    expect(ownItemFor({ source: 'gazetteer', id: 'paris', kind: 'destination' }, items)).toBeUndefined();
    expect(ownItemFor({ source: 'local', id: 'paris', kind: 'destination' }, items)?.type).toBe(
      'destination',
    );
  });
});

describe('route estimate', () => {
  it('measures great-circle distances', () => {
    // Louvre to the Eiffel Tower is about 3.2 km as the crow flies; Paris to Rome about 1,100 km.
    expect(distanceKm(louvre, eiffel) * 1000).toBeGreaterThan(3100);
    expect(distanceKm(louvre, eiffel) * 1000).toBeLessThan(3300);
    expect(distanceKm(louvre, colosseum)).toBeCloseTo(1105, -1);
    expect(distanceKm(louvre, louvre) * 1000).toBe(0);
  });

  it('takes the road as 1.3 times the straight line and walks it at 4.5 km/h', () => {
    const walk = estimateRoute(louvre, orsay);
    expect(walk.distanceM).toBeCloseTo(walk.straightLineM * 1.3, 6);
    expect(walk.walkingS).toBeCloseTo((walk.distanceM / 4500) * 3600, 6);
    // Louvre to Orsay: about 0.8 km as the crow flies, some 14 minutes on foot.
    expect(walk.walkingS / 60).toBeGreaterThan(12);
    expect(walk.walkingS / 60).toBeLessThan(16);
  });

  it('drives at 25 km/h in town, and beyond the first 10 km of road at 80 km/h', () => {
    const town = estimateRoute(louvre, eiffel);
    expect(town.drivingBeyondTown).toBe(false);
    expect(town.drivingS).toBeCloseTo((town.distanceM / 25_000) * 3600, 6);
    expect(town.drivingS).toBeLessThan(town.walkingS);

    const region = estimateRoute(louvre, versailles);
    expect(region.drivingBeyondTown).toBe(true);
    expect(region.drivingS).toBeCloseTo(
      (10_000 / 25_000) * 3600 + ((region.distanceM - 10_000) / 80_000) * 3600,
      6,
    );

    const far = estimateRoute(louvre, colosseum);
    expect(far.drivingS / 3600).toBeGreaterThan(17);
    expect(far.drivingS / 3600).toBeLessThan(19);
    // The same road on foot: over ten days.
    expect(far.walkingS / 86_400).toBeGreaterThan(10);
  });

  it('splits durations into days, hours and minutes, at least a minute', () => {
    expect(splitDuration(0)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(splitDuration(89)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(splitDuration(91)).toEqual({ days: 0, hours: 0, minutes: 2 });
    expect(splitDuration(3600 + 29 * 60 + 40)).toEqual({ days: 0, hours: 1, minutes: 30 });
    expect(splitDuration(2 * 86_400 + 3 * 3600 + 50)).toEqual({ days: 2, hours: 3, minutes: 1 });
  });
});

function maxJump(ring: readonly Position[]): number {
  let jump = 0;
  for (let index = 1; index < ring.length; index += 1) {
    jump = Math.max(jump, Math.abs((ring[index]?.[0] ?? 0) - (ring[index - 1]?.[0] ?? 0)));
  }
  return jump;
}

describe('offline base map', () => {
  it('unwraps a ring that crosses 180° and keeps its middle within ±180°', () => {
    const ring = unwrapRing([
      [160, 60],
      [179, 61],
      [-179, 62],
      [-175, 61],
      [160, 60],
    ]);
    expect(ring.map(([lng]) => lng)).toEqual([160, 179, 181, 185, 160]);
    // Mostly west of 180°: the ring moves by a whole turn so its middle is on the map.
    expect(
      unwrapRing([
        [-160, 60],
        [-179, 61],
        [179, 62],
        [175, 61],
        [-160, 60],
      ]).map(([lng]) => lng),
    ).toEqual([-160, -179, -181, -185, -160]);
  });

  it('leaves a ring round the pole alone', () => {
    const ring = [
      [-180, -90],
      [-180, -80],
      [0, -75],
      [180, -80],
      [180, -90],
      [-180, -90],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });

  it('draws no stripe across the world for Russia and Fiji', () => {
    const topology = countries50m as unknown as Topology;
    const collection = feature(topology, topology.objects.countries!) as FeatureCollection;
    const shapes = countryShapes(collection);
    for (const name of ['Russia', 'Fiji']) {
      const country = shapes.features.find((shape) => shape.properties.name === name);
      expect(country).toBeDefined();
      const rings =
        country!.geometry.type === 'Polygon'
          ? country!.geometry.coordinates
          : country!.geometry.coordinates.flat();
      for (const ring of rings) expect(maxJump(ring)).toBeLessThan(180);
    }
    // Russia's mainland stays in Eurasia (from the Baltic, about 19°E) and Chukotka goes past 180°.
    const russia = shapes.features.find((shape) => shape.properties.name === 'Russia')!;
    const rings =
      russia.geometry.type === 'Polygon' ? russia.geometry.coordinates : russia.geometry.coordinates.flat();
    const mainland = rings.reduce((largest, ring) => (ring.length > largest.length ? ring : largest));
    const longitudes = mainland.map((position) => position[0] ?? 0);
    expect(Math.min(...longitudes)).toBeGreaterThan(19);
    expect(Math.max(...longitudes)).toBeGreaterThan(180);
    expect(Math.max(...longitudes)).toBeLessThan(191);
  });
});
