import type { Activity, Itinerary, ItineraryDay } from '@artvoyage/contract';
import {
  activityTypes,
  isIsoCalendarDate,
  itineraryNameProblem,
  tripStartDateProblem,
} from '@artvoyage/contract/constants';
import { type ActivityFormValues, normaliseActivityForm, validateActivityForm } from './activity-form';
import { ITINERARIES_BACKUP_KEY, ITINERARIES_KEY, type StoredItineraries } from './storage-keys';

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
 */

export const itineraryStoreMessages = {
  load: 'Error loading itineraries',
  create: 'Error creating itinerary',
  update: 'Error updating itinerary',
  editActivity: 'Error editing activity',
  addActivity: 'Error adding activity',
  deleteActivity: 'Failed to delete activity',
  clear: 'Error clearing itineraries',
  seed: 'Error initializing sample data',
  save: 'Failed to save data',
} as const;

/** A write to storage failed (quota exceeded, storage disabled...). */
export class StorageWriteError extends Error {
  override name = 'StorageWriteError';
  constructor(cause: unknown) {
    super(itineraryStoreMessages.save, { cause });
  }
}

/** An operation failed for a reason other than a failed write; `message` is the operation's own message. */
export class ItineraryStoreError extends Error {
  override name = 'ItineraryStoreError';
  constructor(message: string, cause: unknown) {
    super(message, { cause });
  }
}

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
/** A new name, new trip dates (null removes them), or both. */
export interface ItineraryDetails {
  name?: string;
  startDate?: string | null;
}
/** An itinerary taken out of the list, with the place it had, so that it can be put back there. */
export interface TakenItinerary {
  itinerary: Itinerary;
  index: number;
}
export type ItineraryPatch = Partial<Omit<Itinerary, 'id'>>;
export type ActivityEdit = ActivityFormValues & { completed?: boolean };

const idPattern = /^itinerary-[A-Za-z0-9-]+$/;

export class ItineraryStore {
  /** The last time unreadable stored data was set aside; null until then or after `acknowledgeRecovery`. */
  lastRecovery: ItineraryRecovery | null = null;

  private readonly now: () => number;
  private readonly random: () => number;

  constructor(
    private readonly storage: StorageLike,
    private readonly options: ItineraryStoreOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  acknowledgeRecovery(): void {
    this.lastRecovery = null;
  }

  /**
   * All itineraries. The first time ever (nothing stored under the key), the sample is seeded; once
   * the key exists, an empty list stays empty (clearAll and deleting everything do not re-seed).
   * `seed: false` skips seeding (the developer console uses it to detect an empty store).
   */
  list({ seed = true }: { seed?: boolean } = {}): Itinerary[] {
    const state = this.guard(itineraryStoreMessages.load, () => this.read());
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
    return this.guard(itineraryStoreMessages.create, () => {
      const itineraries = this.readItineraries();
      const taken = new Set(itineraries.map((itinerary) => itinerary.id));
      let id = input.id !== undefined && idPattern.test(input.id) && !taken.has(input.id) ? input.id : '';
      while (id === '' || taken.has(id)) id = this.newId();
      const itinerary = structuredClone({ ...input, id });
      if (!isItinerary(itinerary)) throw new TypeError('Not a valid itinerary');
      this.write([...itineraries, itinerary]);
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
   * Renames and/or dates an itinerary with the account's rules (name trimmed, 1–200 characters; a
   * start date in 2000–2099 whose trip ends by then), so nothing the server would refuse is kept.
   * Null if missing; an invalid value raises "Error updating itinerary" with the reason as cause.
   */
  setDetails(id: string, details: ItineraryDetails): Itinerary | null {
    return this.modify(itineraryStoreMessages.update, id, (itinerary) => {
      const next = structuredClone(itinerary);
      if (details.name !== undefined) {
        const problem = itineraryNameProblem(details.name);
        if (problem) throw new RangeError(`Invalid name: ${problem}`);
        next.name = details.name.trim();
      }
      if (details.startDate === null) delete next.startDate;
      else if (details.startDate !== undefined) {
        const problem = tripStartDateProblem(details.startDate, next.days.length);
        if (problem) throw new RangeError(`Invalid start date: ${problem}`);
        next.startDate = details.startDate;
      }
      return next;
    });
  }

  /** Removes an itinerary and returns it with its place in the list (for undo); null if missing. */
  take(id: string): TakenItinerary | null {
    return this.guard(itineraryStoreMessages.update, () => {
      const itineraries = this.readItineraries();
      const index = itineraries.findIndex((itinerary) => itinerary.id === id);
      const itinerary = itineraries[index];
      if (!itinerary) return null;
      itineraries.splice(index, 1);
      this.write(itineraries);
      this.changed([], [id]);
      return { itinerary, index };
    });
  }

  /**
   * Puts a taken itinerary back as it was, at its old place (or last, if the list has shrunk since).
   * If one with its id came back meanwhile (from the account), that one is kept and returned.
   */
  putBack({ itinerary, index }: TakenItinerary): Itinerary {
    return this.guard(itineraryStoreMessages.update, () => {
      const itineraries = this.readItineraries();
      const present = itineraries.find((entry) => entry.id === itinerary.id);
      if (present) return present;
      const copy = structuredClone(itinerary);
      if (!isItinerary(copy)) throw new TypeError('Not a valid itinerary');
      itineraries.splice(Math.min(Math.max(index, 0), itineraries.length), 0, copy);
      this.write(itineraries);
      this.changed([copy.id], []);
      return copy;
    });
  }

  delete(id: string): boolean {
    return this.guard(itineraryStoreMessages.update, () => {
      const itineraries = this.readItineraries();
      const rest = itineraries.filter((itinerary) => itinerary.id !== id);
      if (rest.length === itineraries.length) return false;
      this.write(rest);
      this.changed([], [id]);
      return true;
    });
  }

  toggleActivity(id: string, dayIndex: number, activityIndex: number): Itinerary | null {
    return this.modifyActivity(itineraryStoreMessages.update, id, dayIndex, activityIndex, (activity) => ({
      ...activity,
      completed: !activity.completed,
    }));
  }

  /**
   * Replaces time and description (trimmed, validated) and optionally completed; keeps the type, and
   * the place while the description stays the same (another description may well be somewhere else).
   */
  editActivity(id: string, dayIndex: number, activityIndex: number, edit: ActivityEdit): Itinerary | null {
    return this.modifyActivity(
      itineraryStoreMessages.editActivity,
      id,
      dayIndex,
      activityIndex,
      ({ place, ...activity }) => {
        const values = validForm(edit);
        return {
          ...activity,
          ...values,
          completed: edit.completed ?? activity.completed,
          ...(place !== undefined && values.description === activity.description ? { place } : {}),
        };
      },
    );
  }

  /** Appends a not-completed activity (trimmed, validated) to the day. Null if missing. */
  addActivity(id: string, dayIndex: number, values: ActivityFormValues): Itinerary | null {
    return this.modify(itineraryStoreMessages.addActivity, id, (itinerary) => {
      const day = dayAt(itinerary, dayIndex);
      if (!day) return null;
      day.activities.push({ ...validForm(values), completed: false });
      return itinerary;
    });
  }

  deleteActivity(id: string, dayIndex: number, activityIndex: number): boolean {
    const result = this.modify(itineraryStoreMessages.deleteActivity, id, (itinerary) => {
      const day = dayAt(itinerary, dayIndex);
      if (!day || !validIndex(activityIndex, day.activities.length)) return null;
      day.activities.splice(activityIndex, 1);
      return itinerary;
    });
    return result !== null;
  }

  /** Removes every itinerary. The key is kept (empty), so the sample is not seeded again. */
  clearAll(): void {
    this.guard(
      itineraryStoreMessages.clear,
      () => {
        const removed = this.readItineraries().map((itinerary) => itinerary.id);
        this.write([]);
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
    this.write(copy);
  }

  private seedSample(): Itinerary[] {
    const makeSample = this.options.sample;
    if (!makeSample) return [];
    return this.guard(
      itineraryStoreMessages.seed,
      () => {
        const sample = structuredClone(makeSample());
        if (!isItinerary(sample)) throw new TypeError('The sample is not a valid itinerary');
        this.write([sample]);
        return [sample];
      },
      true,
    );
  }

  private modifyActivity(
    message: string,
    id: string,
    dayIndex: number,
    activityIndex: number,
    change: (activity: Activity) => Activity,
  ): Itinerary | null {
    return this.modify(message, id, (itinerary) => {
      const day = dayAt(itinerary, dayIndex);
      const activity =
        day && validIndex(activityIndex, day.activities.length) ? day.activities[activityIndex] : undefined;
      if (!day || !activity) return null;
      day.activities[activityIndex] = change(activity);
      return itinerary;
    });
  }

  /** Applies `change` to a copy of the itinerary and saves it; null (nothing written) when missing. */
  private modify(
    message: string,
    id: string,
    change: (itinerary: Itinerary) => Itinerary | null,
  ): Itinerary | null {
    return this.guard(message, () => {
      const itineraries = this.readItineraries();
      const index = itineraries.findIndex((itinerary) => itinerary.id === id);
      const current = itineraries[index];
      if (!current) return null;
      const changed = change(current);
      if (!changed) return null;
      itineraries[index] = changed;
      this.write(itineraries);
      this.changed([id], []);
      return changed;
    });
  }

  /**
   * Runs `action`, turning any failure into an ItineraryStoreError with the operation's message;
   * a failed write passes through unchanged unless `wrapWriteErrors`.
   */
  private guard<T>(message: string, action: () => T, wrapWriteErrors = false): T {
    try {
      return action();
    } catch (error) {
      if (error instanceof StorageWriteError && !wrapWriteErrors) throw error;
      if (error instanceof ItineraryStoreError) throw error;
      throw new ItineraryStoreError(message, error);
    }
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

  private readItineraries(): Itinerary[] {
    return this.read()?.itineraries ?? [];
  }

  /** The stored state, or null when nothing was ever stored. Unreadable data is set aside. */
  private read(): StoredItineraries | null {
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
    const recovery: ItineraryRecovery = { reason, droppedCount: dropped, backupKey, at: this.now() };
    this.lastRecovery = recovery;
    this.options.onRecovery?.(recovery);
    return { artworks: linkedArtworks(kept), itineraries: kept };
  }

  private write(itineraries: Itinerary[]): void {
    const state: StoredItineraries = { artworks: linkedArtworks(itineraries), itineraries };
    try {
      this.storage.setItem(ITINERARIES_KEY, JSON.stringify(state));
    } catch (error) {
      throw new StorageWriteError(error);
    }
  }
}

function validForm(values: ActivityFormValues): ActivityFormValues {
  const problem = validateActivityForm(values);
  if (problem) throw new Error(problem);
  return normaliseActivityForm(values);
}

function validIndex(index: number, length: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < length;
}

function dayAt(itinerary: Itinerary, dayIndex: number): ItineraryDay | undefined {
  return validIndex(dayIndex, itinerary.days.length) ? itinerary.days[dayIndex] : undefined;
}

function linkedArtworks(itineraries: Itinerary[]): string[] {
  return [...new Set(itineraries.map((itinerary) => itinerary.linkedArtworkId))];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const knownActivityTypes: ReadonlySet<string> = new Set(activityTypes);

function isActivity(value: unknown): value is Activity {
  return (
    isRecord(value) &&
    typeof value.time === 'string' &&
    typeof value.description === 'string' &&
    typeof value.completed === 'boolean' &&
    (value.type === undefined || (typeof value.type === 'string' && knownActivityTypes.has(value.type)))
  );
}

function isDay(value: unknown): value is ItineraryDay {
  return (
    isRecord(value) &&
    typeof value.day === 'number' &&
    Number.isInteger(value.day) &&
    value.day >= 1 &&
    typeof value.title === 'string' &&
    Array.isArray(value.activities) &&
    value.activities.every(isActivity)
  );
}

/**
 * Plain structural check of a stored itinerary (types and id format; the length limits of the
 * contract's zod schema are left to the server).
 */
export function isItinerary(value: unknown): value is Itinerary {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    idPattern.test(value.id) &&
    typeof value.name === 'string' &&
    typeof value.linkedArtworkId === 'string' &&
    value.linkedArtworkId !== '' &&
    Array.isArray(value.days) &&
    value.days.every(isDay) &&
    (value.startDate === undefined ||
      (typeof value.startDate === 'string' && isIsoCalendarDate(value.startDate)))
  );
}
