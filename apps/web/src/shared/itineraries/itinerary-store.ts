import type { Itinerary } from '@artvoyage/contract';
import type { ActivityFormValues } from './activity-form';
import { guard, itineraryStoreMessages } from './itinerary-errors';
import {
  type ActivityEdit,
  type ItineraryDetails,
  addActivity,
  changeActivity,
  editedActivity,
  removeActivity,
  toggledActivity,
  withDetails,
} from './itinerary-edits';
import { idPattern, isItinerary } from './itinerary-shape';
import { type ItineraryRecovery, ItineraryStorage, type StorageLike } from './itinerary-storage';

export { ItineraryStoreError, StorageWriteError, itineraryStoreMessages } from './itinerary-errors';
export { isItinerary } from './itinerary-shape';
export type { ActivityEdit, ItineraryDetails } from './itinerary-edits';
export type { ItineraryRecovery, StorageLike } from './itinerary-storage';

/*
 * Local-first itinerary store (see docs/product/itineraries.md, "Where itineraries live").
 *
 * Every operation reads the current value from storage (no in-memory cache), so a change made in
 * another tab is seen by the next call. Indexes are 0-based positions in `days` and `activities`
 * (not the `day` number).
 *
 * Failure policy:
 * - A missing itinerary, day or activity is not an error: the operation returns null (or false).
 * - A failed write (setItem throwing, e.g. QuotaExceededError) always raises a `StorageWriteError`
 *   with the message "Failed to save data", whatever the operation; it is never re-wrapped.
 * - Any other failure (storage unreadable, e.g. getItem throwing a SecurityError; invalid input)
 *   raises an `ItineraryStoreError` carrying the operation's own message ("Error creating itinerary"...), with the
 *   original error as `cause`:
 *     list, get, listByArtwork        -> "Error loading itineraries"
 *     create                          -> "Error creating itinerary"
 *     update, toggleActivity, delete  -> "Error updating itinerary"
 *     editActivity                    -> "Error editing activity"
 *     addActivity                     -> "Error adding activity"
 *     deleteActivity                  -> "Failed to delete activity"
 *   The two housekeeping operations report every failure, a failed write included (then the
 *   StorageWriteError is the `cause`), under their own message:
 *     clearAll                        -> "Error clearing itineraries"
 *     seeding the sample (in list)    -> "Error initializing sample data"
 * - Corrupt JSON or a wrong shape in storage never throws: see `lastRecovery`.
 * Reading, writing and recovery: itinerary-storage.ts; errors: itinerary-errors.ts; the checks of a
 * stored itinerary: itinerary-shape.ts; the changes to one itinerary: itinerary-edits.ts.
 */

export interface ItineraryStoreOptions {
  now?: () => number;
  /** Returns a number in [0, 1), like Math.random. */
  random?: () => number;
  /** The itinerary seeded the first time the store is listed and nothing was ever stored. */
  sample?: () => Itinerary;
  /** Called when unreadable data was found and set aside (also kept in `lastRecovery`). */
  onRecovery?: (recovery: ItineraryRecovery) => void;
  /**
   * Called after each successful write made by a user operation, with the ids it stored and removed
   * (account sync records them). Not called for seeding the sample, recovery or `replaceAll`.
   */
  onChange?: (change: ItineraryChange) => void;
}

export interface ItineraryChange {
  stored: string[];
  removed: string[];
}

export type NewItinerary = Omit<Itinerary, 'id'> & { id?: string };
/** An itinerary taken out of the list, with the place it had, so that it can be put back there. */
export interface TakenItinerary {
  itinerary: Itinerary;
  index: number;
}
export type ItineraryPatch = Partial<Omit<Itinerary, 'id'>>;

export class ItineraryStore {
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly stored: ItineraryStorage;

  constructor(
    storage: StorageLike,
    private readonly options: ItineraryStoreOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.stored = new ItineraryStorage(storage, { now: this.now, onRecovery: options.onRecovery });
  }

  /** The last time unreadable stored data was set aside; null until then or after `acknowledgeRecovery`. */
  get lastRecovery(): ItineraryRecovery | null {
    return this.stored.lastRecovery;
  }

  acknowledgeRecovery(): void {
    this.stored.lastRecovery = null;
  }

  /**
   * All itineraries. The first time ever (nothing stored under the key), the sample is seeded; once
   * the key exists, an empty list stays empty (clearAll and deleting everything do not re-seed).
   * `seed: false` skips seeding (the developer console uses it to detect an empty store).
   */
  list({ seed = true }: { seed?: boolean } = {}): Itinerary[] {
    const state = guard(itineraryStoreMessages.load, () => this.stored.read());
    if (state === null) return seed ? this.seedSample() : [];
    return state.itineraries;
  }

  get(id: string): Itinerary | null {
    return this.list().find((itinerary) => itinerary.id === id) ?? null;
  }

  listByArtwork(artworkId: string): Itinerary[] {
    return this.list().filter((itinerary) => itinerary.linkedArtworkId === artworkId);
  }

  /**
   * Stores a copy of the itinerary and returns it. A given id is kept when it is well formed and
   * not already used (so an itinerary coming from elsewhere keeps its identity); otherwise a new
   * "itinerary-{timestamp}-{random}" id is assigned.
   */
  create(input: NewItinerary): Itinerary {
    return guard(itineraryStoreMessages.create, () => {
      const itineraries = this.stored.readItineraries();
      const taken = new Set(itineraries.map((itinerary) => itinerary.id));
      let id = input.id !== undefined && idPattern.test(input.id) && !taken.has(input.id) ? input.id : '';
      while (id === '' || taken.has(id)) id = this.newId();
      const itinerary = structuredClone({ ...input, id });
      if (!isItinerary(itinerary)) throw new TypeError('Not a valid itinerary');
      this.stored.write([...itineraries, itinerary]);
      this.changed([itinerary.id], []);
      return itinerary;
    });
  }

  /** Shallow-merges the patch into the itinerary (the id never changes). Null if missing. */
  update(id: string, patch: ItineraryPatch): Itinerary | null {
    return this.modify(itineraryStoreMessages.update, id, (itinerary) => {
      const merged = structuredClone({ ...itinerary, ...patch, id: itinerary.id });
      if (!isItinerary(merged)) throw new TypeError('Not a valid itinerary');
      return merged;
    });
  }

  /**
   * Renames and/or dates an itinerary with the account's rules (see `withDetails`). Null if missing; an invalid value raises "Error updating itinerary" with the reason as cause.
   */
  setDetails(id: string, details: ItineraryDetails): Itinerary | null {
    return this.modify(itineraryStoreMessages.update, id, (itinerary) => withDetails(itinerary, details));
  }

  /** Removes an itinerary and returns it with its place in the list (for undo); null if missing. */
  take(id: string): TakenItinerary | null {
    return guard(itineraryStoreMessages.update, () => {
      const itineraries = this.stored.readItineraries();
      const index = itineraries.findIndex((itinerary) => itinerary.id === id);
      const itinerary = itineraries[index];
      if (!itinerary) return null;
      itineraries.splice(index, 1);
      this.stored.write(itineraries);
      this.changed([], [id]);
      return { itinerary, index };
    });
  }

  /**
   * Puts a taken itinerary back as it was, at its old place (or last, if the list has shrunk since).
   * If one with its id came back meanwhile (from the account), that one is kept and returned.
   */
  putBack({ itinerary, index }: TakenItinerary): Itinerary {
    return guard(itineraryStoreMessages.update, () => {
      const itineraries = this.stored.readItineraries();
      const present = itineraries.find((entry) => entry.id === itinerary.id);
      if (present) return present;
      const copy = structuredClone(itinerary);
      if (!isItinerary(copy)) throw new TypeError('Not a valid itinerary');
      itineraries.splice(Math.min(Math.max(index, 0), itineraries.length), 0, copy);
      this.stored.write(itineraries);
      this.changed([copy.id], []);
      return copy;
    });
  }

  delete(id: string): boolean {
    return guard(itineraryStoreMessages.update, () => {
      const itineraries = this.stored.readItineraries();
      const rest = itineraries.filter((itinerary) => itinerary.id !== id);
      if (rest.length === itineraries.length) return false;
      this.stored.write(rest);
      this.changed([], [id]);
      return true;
    });
  }

  toggleActivity(id: string, dayIndex: number, activityIndex: number): Itinerary | null {
    return this.modify(itineraryStoreMessages.update, id, (itinerary) =>
      changeActivity(itinerary, dayIndex, activityIndex, toggledActivity),
    );
  }

  /** See `editedActivity`: the place stays only while the description does. Null if missing. */
  editActivity(id: string, dayIndex: number, activityIndex: number, edit: ActivityEdit): Itinerary | null {
    return this.modify(itineraryStoreMessages.editActivity, id, (itinerary) =>
      changeActivity(itinerary, dayIndex, activityIndex, (activity) => editedActivity(activity, edit)),
    );
  }

  /** Appends a not-completed activity (trimmed, validated) to the day. Null if missing. */
  addActivity(id: string, dayIndex: number, values: ActivityFormValues): Itinerary | null {
    return this.modify(itineraryStoreMessages.addActivity, id, (itinerary) =>
      addActivity(itinerary, dayIndex, values),
    );
  }

  deleteActivity(id: string, dayIndex: number, activityIndex: number): boolean {
    const result = this.modify(itineraryStoreMessages.deleteActivity, id, (itinerary) =>
      removeActivity(itinerary, dayIndex, activityIndex),
    );
    return result !== null;
  }

  /** Removes every itinerary. The key is kept (empty), so the sample is not seeded again. */
  clearAll(): void {
    guard(
      itineraryStoreMessages.clear,
      () => {
        const removed = this.stored.readItineraries().map((itinerary) => itinerary.id);
        this.stored.write([]);
        this.changed([], removed);
      },
      true,
    );
  }

  /**
   * Replaces the whole list without reporting a change (account sync writes what the server holds).
   * Invalid entries are refused; a failed write raises a StorageWriteError.
   */
  replaceAll(itineraries: Itinerary[]): void {
    const copy = structuredClone(itineraries);
    if (!copy.every(isItinerary)) throw new TypeError('Not a valid itinerary');
    this.stored.write(copy);
  }

  private seedSample(): Itinerary[] {
    const makeSample = this.options.sample;
    if (!makeSample) return [];
    return guard(
      itineraryStoreMessages.seed,
      () => {
        const sample = structuredClone(makeSample());
        if (!isItinerary(sample)) throw new TypeError('The sample is not a valid itinerary');
        this.stored.write([sample]);
        return [sample];
      },
      true,
    );
  }

  /** Applies `change` to a copy of the itinerary and saves it; null (nothing written) when missing. */
  private modify(
    message: string,
    id: string,
    change: (itinerary: Itinerary) => Itinerary | null,
  ): Itinerary | null {
    return guard(message, () => {
      const itineraries = this.stored.readItineraries();
      const index = itineraries.findIndex((itinerary) => itinerary.id === id);
      const current = itineraries[index];
      if (!current) return null;
      const changed = change(current);
      if (!changed) return null;
      itineraries[index] = changed;
      this.stored.write(itineraries);
      this.changed([id], []);
      return changed;
    });
  }

  /** A listener's failure must not turn a saved change into a reported failure. */
  private changed(stored: string[], removed: string[]): void {
    try {
      this.options.onChange?.({ stored, removed });
    } catch (error) {
      console.warn('Itinerary change listener failed', error);
    }
  }

  private newId(): string {
    const random = Math.floor(this.random() * 36 ** 8)
      .toString(36)
      .padStart(8, '0');
    return `itinerary-${this.now()}-${random}`;
  }
}
