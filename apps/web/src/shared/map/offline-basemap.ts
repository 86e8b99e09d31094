import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';

/**
 * Makes a ring continuous across the 180° meridian: world-atlas stores Russia's and Fiji's rings with
 * longitudes that jump from +180 to -180, which a flat map draws as a stripe across the world. Each
 * point is shifted by whole turns so that it stays within 180° of the previous one, then the whole ring
 * by whole turns so that its middle lies within ±180° (Russia's body stays in Eurasia and Chukotka
 * pokes past 180°, instead of the reverse). A ring that circles the pole is left as it is.
 */
export function unwrapRing(ring: readonly Position[]): Position[] {
  const result: Position[] = [];
  let previous: number | undefined;
  for (const [lng = 0, lat = 0] of ring) {
    let unwrapped = lng;
    if (previous !== undefined) {
      while (unwrapped - previous > 180) unwrapped -= 360;
      while (unwrapped - previous < -180) unwrapped += 360;
    }
    result.push([unwrapped, lat]);
    previous = unwrapped;
  }
  const longitudes = result.map(([lng = 0]) => lng);
  const west = Math.min(...longitudes);
  const east = Math.max(...longitudes);
  // Antarctica's ring goes all the way round: it is already drawn right along the map's bottom edge.
  if (east - west >= 360) return ring.map(([lng = 0, lat = 0]) => [lng, lat]);
  const middle = (west + east) / 2;
  const shift = -360 * Math.round(middle / 360);
  return shift === 0 ? result : result.map(([lng = 0, lat = 0]) => [lng + shift, lat]);
}

type Shape = Polygon | MultiPolygon;

function unwrapShape(geometry: Shape): Shape {
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map(unwrapRing) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
}

/** Country shapes ready for a flat map: only polygons, every ring unwrapped. */
export function countryShapes(collection: FeatureCollection): FeatureCollection<Shape, { name: string }> {
  const features = collection.features.flatMap((feature): Feature<Shape, { name: string }>[] => {
    const { geometry } = feature;
    if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) return [];
    const name = typeof feature.properties?.name === 'string' ? feature.properties.name : '';
    return [{ type: 'Feature', geometry: unwrapShape(geometry), properties: { name } }];
  });
  return { type: 'FeatureCollection', features };
}
