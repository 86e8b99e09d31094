import type { Itinerary } from '@artvoyage/contract';
import { StorageWriteError } from './itinerary-errors';
import { isItinerary, isRecord, linkedArtworks } from './itinerary-shape';
import { ITINERARIES_BACKUP_KEY, ITINERARIES_KEY, type StoredItineraries } from './storage-keys';

/** The subset of the Web Storage API the store needs. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ItineraryRecovery {
  /** invalid-json: not JSON; wrong-shape: not an itineraries object; invalid-items: some entries dropped. */
  reason: 'invalid-json' | 'wrong-shape' | 'invalid-items';
  /** Entries dropped (all of them unless reason is invalid-items, where the valid ones are kept). */
  droppedCount: number;
  /** Key holding the unreadable text, or null if that copy could not be written either. */
  backupKey: string | null;
  at: number;
}

interface StorageOptions {
  now: () => number;
  /** Called when unreadable data was found and set aside (also kept in `lastRecovery`). */
  onRecovery?: (recovery: ItineraryRecovery) => void;
}

/**
 * The itineraries as stored under their key, read afresh every time (another tab may have changed
 * them). Corrupt JSON or a wrong shape never throws: the text is set aside under a backup key, what
 * could be kept is written back, and the recovery is reported.
 */
export class ItineraryStorage {
  /** The last time unreadable stored data was set aside; null until then or after `acknowledgeRecovery`. */
  lastRecovery: ItineraryRecovery | null = null;

  constructor(
    private readonly storage: StorageLike,
    private readonly options: StorageOptions,
  ) {}

  readItineraries(): Itinerary[] {
    return this.read()?.itineraries ?? [];
  }

  /** The stored state, or null when nothing was ever stored. Unreadable data is set aside. */
  read(): StoredItineraries | null {
    const text = this.storage.getItem(ITINERARIES_KEY);
    if (text === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return this.recover(text, 'invalid-json', 0, []);
    }
    // An older layout stored the bare array; it is accepted and rewritten on the next save.
    const entries: unknown = Array.isArray(parsed)
      ? parsed
      : isRecord(parsed)
        ? parsed.itineraries
        : undefined;
    if (!Array.isArray(entries)) return this.recover(text, 'wrong-shape', 0, []);
    const itineraries = entries.filter(isItinerary);
    if (itineraries.length < entries.length) {
      return this.recover(text, 'invalid-items', entries.length - itineraries.length, itineraries);
    }
    return { artworks: linkedArtworks(itineraries), itineraries };
  }

  private recover(
    text: string,
    reason: ItineraryRecovery['reason'],
    dropped: number,
    kept: Itinerary[],
  ): StoredItineraries {
    let backupKey: string | null = ITINERARIES_BACKUP_KEY;
    try {
      this.storage.setItem(ITINERARIES_BACKUP_KEY, text);
    } catch {
      backupKey = null;
    }
    try {
      // Best effort: replacing the bad text means the next read does not report it again.
      this.write(kept);
    } catch {
      // Storage is full or read-only; the next successful write replaces the bad text.
    }
    const recovery: ItineraryRecovery = { reason, droppedCount: dropped, backupKey, at: this.options.now() };
    this.lastRecovery = recovery;
    this.options.onRecovery?.(recovery);
    return { artworks: linkedArtworks(kept), itineraries: kept };
  }

  write(itineraries: Itinerary[]): void {
    const state: StoredItineraries = { artworks: linkedArtworks(itineraries), itineraries };
    try {
      this.storage.setItem(ITINERARIES_KEY, JSON.stringify(state));
    } catch (error) {
      throw new StorageWriteError(error);
    }
  }
}
