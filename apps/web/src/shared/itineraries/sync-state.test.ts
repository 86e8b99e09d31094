import { describe, expect, it } from 'vitest';
import { ITINERARIES_SYNC_KEY } from './storage-keys';
import {
  emptySyncState,
  onLocalChange,
  readSyncState,
  recordAndAnnounceChange,
  writeSyncState,
} from './sync-state';
import { FakeStorage } from './test-fixtures';

describe('sync state', () => {
  it('starts empty and reads back what was written', () => {
    const storage = new FakeStorage();
    expect(readSyncState(storage)).toEqual(emptySyncState());
    const state = { userId: 'u', synced: ['itinerary-a'], pending: { 'itinerary-b': 4 }, seq: 4 };
    writeSyncState(storage, state);
    expect(readSyncState(storage)).toEqual(state);
  });

  it('treats unreadable or malformed state as never synced', () => {
    const storage = new FakeStorage();
    for (const text of [
      '{',
      'null',
      '[]',
      '{"userId":3,"synced":[],"pending":{},"seq":0}',
      '{"synced":"x"}',
    ]) {
      storage.data.set(ITINERARIES_SYNC_KEY, text);
      expect(readSyncState(storage)).toEqual(emptySyncState());
    }
    storage.failReads = true;
    expect(readSyncState(storage)).toEqual(emptySyncState());
  });

  it('numbers each recorded change and tells the listeners', () => {
    const storage = new FakeStorage();
    let heard = 0;
    const stop = onLocalChange(() => heard++);
    recordAndAnnounceChange(storage, { stored: ['itinerary-a'], removed: [] });
    recordAndAnnounceChange(storage, { stored: ['itinerary-b'], removed: ['itinerary-a'] });
    stop();
    recordAndAnnounceChange(storage, { stored: ['itinerary-c'], removed: [] });
    expect(heard).toBe(2);
    expect(readSyncState(storage)).toEqual({
      userId: null,
      synced: [],
      pending: { 'itinerary-a': 3, 'itinerary-b': 2, 'itinerary-c': 4 },
      seq: 4,
    });
  });
});
