import type { Itinerary } from '@artvoyage/contract';

/**
 * The two local-storage keys of the itinerary store (see docs/product/itineraries.md).
 *
 * - `ITINERARIES_KEY` holds {@link StoredItineraries}: the itineraries plus the ids of the artworks
 *   they are linked to (kept in sync by the store on every write).
 * - `ARTWORKS_KEY` is reserved for artwork data; the itinerary store never reads or writes it.
 */
export const ITINERARIES_KEY = 'artvoyage.itineraries';
export const ARTWORKS_KEY = 'artvoyage.artworks';

/** Where the store keeps a copy of unreadable itineraries text before starting afresh. */
export const ITINERARIES_BACKUP_KEY = 'artvoyage.itineraries.backup';

/** Account sync bookkeeping (see sync-state.ts); absent for visitors who never signed in. */
export const ITINERARIES_SYNC_KEY = 'artvoyage.itineraries.sync';

export interface StoredItineraries {
  /** Linked artwork ids, unique, in the order their first itinerary appears. */
  artworks: string[];
  itineraries: Itinerary[];
}
