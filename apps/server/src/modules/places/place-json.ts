import type { Landmark, LandmarkCategory, PlaceSuggestion } from '@artvoyage/contract';
import type { landmarks, places } from '../../db/schema';

type LandmarkRow = typeof landmarks.$inferSelect;

/** What the API answers for a landmark row. */
export function landmarkJson(row: LandmarkRow): Landmark {
  return {
    id: row.id,
    name: row.name,
    city: row.cityId,
    category: row.category as LandmarkCategory,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    opening_hours: row.openingHours,
    ticket_price:
      row.ticketAdult === null ? null : { adult: row.ticketAdult, min: row.ticketMin ?? row.ticketAdult },
    image_id: row.imageId,
  };
}

/** What a visitor is shown of a place row. */
export function suggestionOf(
  row: Pick<
    typeof places.$inferSelect,
    'id' | 'name' | 'kind' | 'country' | 'latitude' | 'longitude' | 'importance' | 'source'
  >,
): PlaceSuggestion {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as PlaceSuggestion['kind'],
    ...(row.country ? { country: row.country } : {}),
    lat: row.latitude,
    lng: row.longitude,
    importance: Math.round(row.importance * 1000) / 1000,
    source: row.source as PlaceSuggestion['source'],
  };
}
