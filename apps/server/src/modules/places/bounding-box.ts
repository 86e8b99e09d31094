import { and, gte, lte, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Bbox } from '@artvoyage/contract';

/** Rows inside a box; a box whose west edge is east of its east edge crosses the 180° meridian. */
export function boxConditions(box: Bbox, latitude: AnyColumn, longitude: AnyColumn): SQL[] {
  const { minLng, minLat, maxLng, maxLat } = box;
  const conditions = [gte(latitude, minLat), lte(latitude, maxLat)];
  const across =
    minLng <= maxLng
      ? and(gte(longitude, minLng), lte(longitude, maxLng))
      : or(gte(longitude, minLng), lte(longitude, maxLng));
  if (across) conditions.push(across);
  return conditions;
}
