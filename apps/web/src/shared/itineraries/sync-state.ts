import type { ItineraryChange, StorageLike } from './itinerary-store';
import { ITINERARIES_SYNC_KEY } from './storage-keys';

/**
 * What this device knows about account sync, kept beside the itineraries (all tabs share it).
 *
 * - `userId`: the account the device last synced with (null before the first sync).
 * - `synced`: ids the account held after the last sync; an itinerary here is the account's, so
 *   signing out takes it off the device, and its absence from the server later means it was
 *   deleted on another device.
 * - `pending`: ids changed on this device since, each with the sequence number of its latest change;
 *   a sync clears an entry only if no newer change came while it was under way.
 */
export interface SyncState {
  userId: string | null;
  synced: string[];
  pending: Record<string, number>;
  seq: number;
}

export const emptySyncState = (): SyncState => ({ userId: null, synced: [], pending: {}, seq: 0 });

/** The stored state; anything unreadable counts as "never synced" (the server copy is kept anyway). */
export function readSyncState(storage: StorageLike): SyncState {
  let value: unknown;
  try {
    const text = storage.getItem(ITINERARIES_SYNC_KEY);
    if (text === null) return emptySyncState();
    value = JSON.parse(text);
  } catch {
    return emptySyncState();
  }
  if (!isSyncState(value)) return emptySyncState();
  return value;
}

export function writeSyncState(storage: StorageLike, state: SyncState): void {
  storage.setItem(ITINERARIES_SYNC_KEY, JSON.stringify(state));
}

/** Records the ids a store operation stored or removed as pending. */
export function withChange(state: SyncState, change: ItineraryChange): SyncState {
  const pending = { ...state.pending };
  let seq = state.seq;
  for (const id of [...change.stored, ...change.removed]) pending[id] = ++seq;
  return { ...state, pending, seq };
}

/** The store's onChange listener: marks the change pending for the next sync. */
export function recordLocalChange(storage: StorageLike, change: ItineraryChange): void {
  writeSyncState(storage, withChange(readSyncState(storage), change));
}

function isSyncState(value: unknown): value is SyncState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    (state.userId === null || typeof state.userId === 'string') &&
    Array.isArray(state.synced) &&
    state.synced.every((id) => typeof id === 'string') &&
    typeof state.pending === 'object' &&
    state.pending !== null &&
    Object.values(state.pending).every((seq) => typeof seq === 'number') &&
    typeof state.seq === 'number'
  );
}

const localChangeListeners = new Set<() => void>();

/** Listens for changes made in this tab (account sync sends them). Returns the unsubscribe function. */
export function onLocalChange(listener: () => void): () => void {
  localChangeListeners.add(listener);
  return () => localChangeListeners.delete(listener);
}

/** Marks a change pending and tells this tab's account sync. */
export function recordAndAnnounceChange(storage: StorageLike, change: ItineraryChange): void {
  recordLocalChange(storage, change);
  for (const listener of localChangeListeners) listener();
}
