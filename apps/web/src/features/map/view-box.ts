import type { BoundingBox } from './clusters';

/** A longitude brought back into -180..180 (the map may have been panned round the world). */
export function wrapLongitude(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

/**
 * The box to ask for markers and city labels: the view's bounds (already padded), with longitudes
 * wrapped, the whole world when the view spans it, and latitudes kept inside the Web Mercator range.
 */
export function viewBoundingBox(bounds: BoundingBox): BoundingBox {
  const wholeWorld = bounds.east - bounds.west >= 360;
  return {
    west: wholeWorld ? -180 : wrapLongitude(bounds.west),
    east: wholeWorld ? 180 : wrapLongitude(bounds.east),
    south: Math.max(-85, bounds.south),
    north: Math.min(85, bounds.north),
  };
}
