// @vitest-environment happy-dom
import type { Itinerary } from '@artvoyage/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ItineraryChange,
  type ItineraryRecovery,
  ItineraryStore,
  type ItineraryStoreOptions,
  ItineraryStoreError,
  StorageWriteError,
  isItinerary,
} from './itinerary-store';
import { ITINERARIES_BACKUP_KEY, ITINERARIES_KEY, type StoredItineraries } from './storage-keys';
import { FakeStorage, makeItinerary } from './test-fixtures';

const NOW = 1_700_000_000_000;

let storage: FakeStorage;
beforeEach(() => {
  storage = new FakeStorage();
});

function makeStore(options: ItineraryStoreOptions = {}) {
  return new ItineraryStore(storage, { now: () => NOW, random: () => 0.5, ...options });
}

function stored(): StoredItineraries {
  return JSON.parse(storage.data.get(ITINERARIES_KEY) ?? 'null') as StoredItineraries;
}

function withoutId(itinerary: Itinerary): Omit<Itinerary, 'id'> {
  const { id: _id, ...rest } = itinerary;
  return rest;
}

/** A store holding one itinerary (the fixture), returned with its id. */
function storeWithOne() {
  const store = makeStore();
  const created = store.create(makeItinerary());
  return { store, id: created.id };
}

function expectError(action: () => unknown, message: string, type: new (...args: never[]) => Error) {
  let caught: unknown;
  try {
    action();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(type);
  expect((caught as Error).message).toBe(message);
  return caught as Error;
}

describe('create', () => {
  it('assigns an id "itinerary-{timestamp}-{random}"', () => {
    const store = makeStore();
    const created = store.create(withoutId(makeItinerary()));
    expect(created.id).toMatch(/^itinerary-1700000000000-[a-z0-9]{8}$/);
    expect(isItinerary(created)).toBe(true);
    expect(store.list()).toEqual([created]);
  });
  it('pads a small random value so the random part is never empty', () => {
    const store = makeStore({ random: () => 0 });
    expect(store.create(withoutId(makeItinerary())).id).toBe('itinerary-1700000000000-00000000');
  });
  it('keeps a well-formed unused id and replaces a taken or malformed one', () => {
    let n = 0;
    const store = makeStore({ random: () => (n++ % 10) / 10 });
    const first = store.create(makeItinerary({ id: 'itinerary-42-abc' }));
    expect(first.id).toBe('itinerary-42-abc');
    const second = store.create(makeItinerary({ id: 'itinerary-42-abc' }));
    expect(second.id).not.toBe('itinerary-42-abc');
    const third = store.create(makeItinerary({ id: 'not an id' }));
    expect(third.id).toMatch(/^itinerary-1700000000000-/);
    expect(new Set(store.list().map((it) => it.id)).size).toBe(3);
  });
  it('stores a copy, not the caller object', () => {
    const store = makeStore();
    const input = withoutId(makeItinerary());
    const created = store.create(input);
    input.days[0]!.activities[0]!.completed = true;
    created.name = 'changed';
    expect(store.get(created.id)?.name).toBe('Parisian Dream inspired by Mona Lisa');
    expect(store.get(created.id)?.days[0]?.activities[0]?.completed).toBe(false);
  });
  it('rejects an invalid itinerary with "Error creating itinerary"', () => {
    const store = makeStore();
    const bad = { ...withoutId(makeItinerary()), linkedArtworkId: '' };
    const error = expectError(() => store.create(bad), 'Error creating itinerary', ItineraryStoreError);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(storage.data.has(ITINERARIES_KEY)).toBe(false);
  });
  it('keeps the artworks list in sync with the linked artwork ids', () => {
    const store = makeStore({
      random: vi.fn().mockReturnValueOnce(0.1).mockReturnValueOnce(0.2).mockReturnValue(0.3),
    });
    store.create(withoutId(makeItinerary()));
    store.create(withoutId(makeItinerary({ linkedArtworkId: 'venus-de-milo' })));
    const third = store.create(withoutId(makeItinerary()));
    expect(stored().artworks).toEqual(['mona-lisa', 'venus-de-milo']);
    store.delete(third.id);
    expect(stored().artworks).toEqual(['mona-lisa', 'venus-de-milo']);
    const venus = store.listByArtwork('venus-de-milo')[0]!;
    store.update(venus.id, { linkedArtworkId: 'psyche-cupid' });
    expect(stored().artworks).toEqual(['mona-lisa', 'psyche-cupid']);
    store.clearAll();
    expect(stored()).toEqual({ artworks: [], itineraries: [] });
  });
});

describe('list and seeding', () => {
  const sample = () => makeItinerary({ id: 'itinerary-1-sample' });

  it('seeds the sample the first time and only once', () => {
    const sampleSpy = vi.fn(sample);
    const store = makeStore({ sample: sampleSpy });
    const first = store.list();
    expect(first.map((it) => it.name)).toEqual(['Parisian Dream inspired by Mona Lisa']);
    expect(stored().artworks).toEqual(['mona-lisa']);
    expect(store.list()).toEqual(first);
    expect(sampleSpy).toHaveBeenCalledTimes(1);
  });
  it('does not seed again after everything was deleted or cleared', () => {
    const store = makeStore({ sample });
    store.delete(store.list()[0]!.id);
    expect(store.list()).toEqual([]);
    store.clearAll();
    expect(store.list()).toEqual([]);
    expect(new ItineraryStore(storage, { sample }).list()).toEqual([]);
  });
  it('returns an empty list without a sample, and can skip seeding', () => {
    expect(makeStore().list()).toEqual([]);
    expect(makeStore({ sample }).list({ seed: false })).toEqual([]);
    expect(storage.data.has(ITINERARIES_KEY)).toBe(false);
  });
  it('reports a failing sample as "Error initializing sample data"', () => {
    const store = makeStore({
      sample: () => {
        throw new Error('boom');
      },
    });
    expectError(() => store.list(), 'Error initializing sample data', ItineraryStoreError);
    storage.failWrites = true;
    const full = makeStore({ sample });
    const error = expectError(() => full.list(), 'Error initializing sample data', ItineraryStoreError);
    expect(error.cause).toBeInstanceOf(StorageWriteError);
  });
  it('reports unreadable storage as "Error loading itineraries"', () => {
    const { store } = storeWithOne();
    storage.failReads = true;
    expectError(() => store.list(), 'Error loading itineraries', ItineraryStoreError);
    expectError(() => store.listByArtwork('mona-lisa'), 'Error loading itineraries', ItineraryStoreError);
  });
  it('lists by linked artwork', () => {
    const store = makeStore({ random: vi.fn().mockReturnValueOnce(0.1).mockReturnValue(0.2) });
    const mona = store.create(withoutId(makeItinerary()));
    store.create(withoutId(makeItinerary({ linkedArtworkId: 'venus-de-milo' })));
    expect(store.listByArtwork('mona-lisa')).toEqual([mona]);
    expect(store.listByArtwork('great-sphinx')).toEqual([]);
  });
  it('sees changes made by another store on the same storage (no cache)', () => {
    const { store, id } = storeWithOne();
    new ItineraryStore(storage).update(id, { name: 'Renamed' });
    expect(store.get(id)?.name).toBe('Renamed');
    expect(store.get('itinerary-0-missing')).toBeNull();
  });
  it('works with the real localStorage', () => {
    localStorage.clear();
    const store = new ItineraryStore(localStorage, { sample });
    expect(store.list()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(ITINERARIES_KEY)!)).toMatchObject({ artworks: ['mona-lisa'] });
    localStorage.clear();
  });
  it('accepts the older bare-array layout', () => {
    storage.data.set(ITINERARIES_KEY, JSON.stringify([makeItinerary()]));
    const store = makeStore();
    expect(store.list()).toEqual([makeItinerary()]);
    expect(store.lastRecovery).toBeNull();
  });
});

describe('update and delete', () => {
  it('merges the patch and keeps the id', () => {
    const { store, id } = storeWithOne();
    const before = store.get(id)!;
    const updated = store.update(id, { name: 'Renamed', id: 'itinerary-9-hijack' } as never);
    expect(updated).toEqual({ ...before, name: 'Renamed' });
    expect(store.get(id)).toEqual(updated);
    expect(store.get('itinerary-9-hijack')).toBeNull();
  });
  it('replaces whole fields (shallow merge)', () => {
    const { store, id } = storeWithOne();
    const days = [{ day: 1, title: 'Only day', activities: [] }];
    expect(store.update(id, { days })?.days).toEqual(days);
    expect(store.get(id)?.name).toBe('Parisian Dream inspired by Mona Lisa');
  });
  it('returns null for a missing itinerary and writes nothing', () => {
    const { store } = storeWithOne();
    const before = storage.data.get(ITINERARIES_KEY);
    expect(store.update('itinerary-0-missing', { name: 'x' })).toBeNull();
    expect(storage.data.get(ITINERARIES_KEY)).toBe(before);
  });
  it('rejects a patch that breaks the shape with "Error updating itinerary"', () => {
    const { store, id } = storeWithOne();
    expectError(
      () => store.update(id, { days: 'none' } as never),
      'Error updating itinerary',
      ItineraryStoreError,
    );
    expect(store.get(id)?.days).toHaveLength(2);
  });
  it('deletes by id', () => {
    const { store, id } = storeWithOne();
    expect(store.delete('itinerary-0-missing')).toBe(false);
    expect(store.delete(id)).toBe(true);
    expect(store.delete(id)).toBe(false);
    expect(store.list()).toEqual([]);
  });
});

describe('name and dates, take and put back', () => {
  it('renames with the trimmed name and dates the trip, keeping the plan', () => {
    const { store, id } = storeWithOne();
    const before = store.get(id)!;
    expect(store.setDetails(id, { name: '  Paris in May  ' })).toEqual({ ...before, name: 'Paris in May' });
    expect(store.setDetails(id, { startDate: '2026-05-14' })).toEqual({
      ...before,
      name: 'Paris in May',
      startDate: '2026-05-14',
    });
    const undated = store.setDetails(id, { startDate: null });
    expect(undated).toEqual({ ...before, name: 'Paris in May' });
    expect(undated).not.toHaveProperty('startDate');
    expect(store.setDetails('itinerary-0-missing', { name: 'x' })).toBeNull();
  });

  it('refuses what the account would refuse, and keeps the itinerary as it was', () => {
    const { store, id } = storeWithOne();
    const before = store.get(id);
    for (const details of [
      { name: '   ' },
      { name: 'x'.repeat(201) },
      { startDate: '2027-02-29' },
      { startDate: '1999-12-31' },
      // Two days from 31 December 2099 end in 2100.
      { startDate: '2099-12-31' },
    ]) {
      expectError(() => store.setDetails(id, details), 'Error updating itinerary', ItineraryStoreError);
    }
    expect(store.get(id)).toEqual(before);
  });

  it('ignores a stored start date that is not a calendar date, like any broken entry', () => {
    storage.setItem(
      ITINERARIES_KEY,
      JSON.stringify({
        itineraries: [makeItinerary({ startDate: 'soon' } as never), makeItinerary({ id: 'itinerary-2-b' })],
      }),
    );
    expect(
      makeStore()
        .list()
        .map((itinerary) => itinerary.id),
    ).toEqual(['itinerary-2-b']);
  });

  it('takes an itinerary out and puts it back exactly, at its old place', () => {
    const changes: ItineraryChange[] = [];
    const store = makeStore({ onChange: (change) => changes.push(change) });
    const ids = ['itinerary-1-a', 'itinerary-2-b', 'itinerary-3-c'];
    for (const id of ids) store.create(makeItinerary({ id, startDate: '2026-06-01' }));
    const before = store.list();
    const taken = store.take('itinerary-2-b');
    expect(taken).toEqual({ itinerary: before[1], index: 1 });
    expect(store.list().map((itinerary) => itinerary.id)).toEqual(['itinerary-1-a', 'itinerary-3-c']);
    expect(store.putBack(taken!)).toEqual(before[1]);
    expect(store.list()).toEqual(before);
    expect(changes.slice(3)).toEqual([
      { stored: [], removed: ['itinerary-2-b'] },
      { stored: ['itinerary-2-b'], removed: [] },
    ]);
    expect(store.take('itinerary-0-missing')).toBeNull();
  });

  it('puts back last when the list shrank, and keeps a copy that came back meanwhile', () => {
    const store = makeStore();
    for (const id of ['itinerary-1-a', 'itinerary-2-b', 'itinerary-3-c']) store.create(makeItinerary({ id }));
    const taken = store.take('itinerary-3-c')!;
    store.delete('itinerary-1-a');
    store.putBack(taken);
    expect(store.list().map((itinerary) => itinerary.id)).toEqual(['itinerary-2-b', 'itinerary-3-c']);
    const again = store.take('itinerary-2-b')!;
    const synced = makeItinerary({ id: 'itinerary-2-b', name: 'From the account' });
    store.create(synced);
    expect(store.putBack(again)).toEqual(synced);
    expect(store.list().filter((itinerary) => itinerary.id === 'itinerary-2-b')).toEqual([synced]);
  });
});

describe('activities', () => {
  it('toggles an activity back and forth', () => {
    const { store, id } = storeWithOne();
    expect(store.toggleActivity(id, 0, 1)?.days[0]?.activities[1]?.completed).toBe(true);
    expect(store.get(id)?.days[0]?.activities[1]?.completed).toBe(true);
    expect(store.toggleActivity(id, 0, 1)?.days[0]?.activities[1]?.completed).toBe(false);
  });
  it.each([
    ['itinerary', 'itinerary-0-missing', 0, 0],
    ['day', null, 5, 0],
    ['negative day', null, -1, 0],
    ['fractional day', null, 0.5, 0],
    ['activity', null, 1, 1],
    ['negative activity', null, 0, -1],
  ])('returns null/false for a missing %s', (_label, missingId, dayIndex, activityIndex) => {
    const { store, id } = storeWithOne();
    const target = missingId ?? id;
    const before = storage.data.get(ITINERARIES_KEY);
    expect(store.toggleActivity(target, dayIndex, activityIndex)).toBeNull();
    expect(
      store.editActivity(target, dayIndex, activityIndex, { time: '10:00', description: 'Walk' }),
    ).toBeNull();
    expect(store.deleteActivity(target, dayIndex, activityIndex)).toBe(false);
    if (activityIndex === 0) {
      expect(store.addActivity(target, dayIndex, { time: '10:00', description: 'Walk' })).toBeNull();
    }
    expect(storage.data.get(ITINERARIES_KEY)).toBe(before);
  });
  it('edits an activity with trimmed values, keeping its type and completion', () => {
    const { store, id } = storeWithOne();
    store.toggleActivity(id, 0, 0);
    const edited = store.editActivity(id, 0, 0, {
      time: ' 9:15 ',
      description: '  Check in near the Marais  ',
    });
    expect(edited?.days[0]?.activities[0]).toEqual({
      time: '9:15',
      description: 'Check in near the Marais',
      completed: true,
      type: 'hotel',
    });
    expect(
      store.editActivity(id, 0, 0, { time: '9:15', description: 'Check in', completed: false })?.days[0]
        ?.activities[0]?.completed,
    ).toBe(false);
  });
  it('keeps an activity’s place when only its time changes, and drops it with another description', () => {
    const store = makeStore();
    const louvre = { lat: 48.861, lng: 2.3358, kind: 'point' as const };
    const base = makeItinerary();
    const { id } = store.create({
      ...base,
      days: base.days.map((day, index) =>
        index === 0
          ? { ...day, activities: day.activities.map((activity) => ({ ...activity, place: louvre })) }
          : day,
      ),
    });
    const retimed = store.editActivity(id, 0, 1, { time: '17:00', description: 'Visit the Louvre' });
    expect(retimed?.days[0]?.activities[1]).toEqual({
      time: '17:00',
      description: 'Visit the Louvre',
      completed: false,
      type: 'museum',
      place: louvre,
    });
    const rewritten = store.editActivity(id, 0, 1, { time: '17:00', description: 'Coffee with friends' });
    expect(rewritten?.days[0]?.activities[1]).not.toHaveProperty('place');
    // The other activities keep theirs.
    expect(rewritten?.days[0]?.activities[0]?.place).toEqual(louvre);
  });
  it('rejects an invalid edit with "Error editing activity" and the validation message as cause', () => {
    const { store, id } = storeWithOne();
    const error = expectError(
      () => store.editActivity(id, 0, 0, { time: '9h', description: 'Walk' }),
      'Error editing activity',
      ItineraryStoreError,
    );
    expect((error.cause as Error).message).toBe('Use HH:MM format (e.g. 09:30)');
    expect(store.get(id)?.days[0]?.activities[0]?.time).toBe('14:00');
  });
  it('adds a trimmed, not completed activity at the end of the day', () => {
    const { store, id } = storeWithOne();
    const updated = store.addActivity(id, 1, { time: ' 18:30', description: ' Dinner in Saint-Germain ' });
    expect(updated?.days[1]?.activities).toHaveLength(2);
    expect(updated?.days[1]?.activities[1]).toEqual({
      time: '18:30',
      description: 'Dinner in Saint-Germain',
      completed: false,
    });
    expect(store.get(id)).toEqual(updated);
  });
  it('rejects an invalid new activity with "Error adding activity"', () => {
    const { store, id } = storeWithOne();
    const error = expectError(
      () => store.addActivity(id, 0, { time: '10:00', description: ' ab ' }),
      'Error adding activity',
      ItineraryStoreError,
    );
    expect((error.cause as Error).message).toBe('Description must contain at least 3 characters');
    expect(store.get(id)?.days[0]?.activities).toHaveLength(2);
  });
  it('deletes an activity by index', () => {
    const { store, id } = storeWithOne();
    expect(store.deleteActivity(id, 0, 0)).toBe(true);
    expect(store.get(id)?.days[0]?.activities.map((a) => a.time)).toEqual(['16:00']);
  });
});

describe('failed writes', () => {
  it('raise "Failed to save data" from every writing operation', () => {
    const { store, id } = storeWithOne();
    storage.failWrites = true;
    const writes: Array<() => unknown> = [
      () => store.create(withoutId(makeItinerary())),
      () => store.update(id, { name: 'x' }),
      () => store.delete(id),
      () => store.toggleActivity(id, 0, 0),
      () => store.editActivity(id, 0, 0, { time: '10:00', description: 'Walk' }),
      () => store.addActivity(id, 0, { time: '10:00', description: 'Walk' }),
      () => store.deleteActivity(id, 0, 0),
    ];
    for (const write of writes) {
      const error = expectError(write, 'Failed to save data', StorageWriteError);
      expect((error.cause as DOMException).name).toBe('QuotaExceededError');
    }
    storage.failWrites = false;
    expect(store.list()).toEqual([makeStore().get(id)]);
    expect(store.get(id)?.days[0]?.activities).toHaveLength(2);
  });
  it('wrap read failures in the operation message', () => {
    const { store, id } = storeWithOne();
    storage.failReads = true;
    const cases: Array<[() => unknown, string]> = [
      [() => store.create(withoutId(makeItinerary())), 'Error creating itinerary'],
      [() => store.update(id, { name: 'x' }), 'Error updating itinerary'],
      [() => store.delete(id), 'Error updating itinerary'],
      [() => store.toggleActivity(id, 0, 0), 'Error updating itinerary'],
      [() => store.editActivity(id, 0, 0, { time: '10:00', description: 'Walk' }), 'Error editing activity'],
      [() => store.addActivity(id, 0, { time: '10:00', description: 'Walk' }), 'Error adding activity'],
      [() => store.deleteActivity(id, 0, 0), 'Failed to delete activity'],
    ];
    for (const [action, message] of cases) {
      const error = expectError(action, message, ItineraryStoreError);
      expect((error.cause as DOMException).name).toBe('SecurityError');
    }
  });
  it('reports a failing clear as "Error clearing itineraries", with the write error as cause', () => {
    const { store } = storeWithOne();
    storage.failWrites = true;
    const error = expectError(() => store.clearAll(), 'Error clearing itineraries', ItineraryStoreError);
    expect(error.cause).toBeInstanceOf(StorageWriteError);
    storage.failWrites = false;
    expect(store.list()).toHaveLength(1);
  });
});

describe('recovery from unreadable data', () => {
  function corruptStore(text: string) {
    storage.data.set(ITINERARIES_KEY, text);
    const onRecovery = vi.fn<(recovery: ItineraryRecovery) => void>();
    const store = makeStore({ onRecovery, sample: () => makeItinerary() });
    return { store, onRecovery };
  }

  it('backs up corrupt JSON, starts empty and tells the caller', () => {
    const { store, onRecovery } = corruptStore('{"itineraries": [oops');
    expect(store.list()).toEqual([]);
    const recovery = { reason: 'invalid-json', droppedCount: 0, backupKey: ITINERARIES_BACKUP_KEY, at: NOW };
    expect(store.lastRecovery).toEqual(recovery);
    expect(onRecovery).toHaveBeenCalledExactlyOnceWith(recovery);
    expect(storage.data.get(ITINERARIES_BACKUP_KEY)).toBe('{"itineraries": [oops');
    expect(stored()).toEqual({ artworks: [], itineraries: [] });
    // The bad text was replaced, so it is reported once and the sample is not seeded over it.
    expect(store.list()).toEqual([]);
    expect(onRecovery).toHaveBeenCalledTimes(1);
    store.acknowledgeRecovery();
    expect(store.lastRecovery).toBeNull();
  });
  it('treats a wrong shape the same way', () => {
    for (const text of ['42', '"text"', 'null', '{"itineraries": {}}', '{}']) {
      storage.data.clear();
      const { store } = corruptStore(text);
      expect(store.list()).toEqual([]);
      expect(store.lastRecovery?.reason).toBe('wrong-shape');
      expect(storage.data.get(ITINERARIES_BACKUP_KEY)).toBe(text);
    }
  });
  it('keeps the valid itineraries and drops the broken ones', () => {
    const good = makeItinerary();
    const text = JSON.stringify({ artworks: [], itineraries: [good, { id: 'x' }, { ...good, days: [{}] }] });
    const { store } = corruptStore(text);
    expect(store.list()).toEqual([good]);
    expect(store.lastRecovery).toMatchObject({ reason: 'invalid-items', droppedCount: 2 });
    expect(storage.data.get(ITINERARIES_BACKUP_KEY)).toBe(text);
    expect(stored().artworks).toEqual(['mona-lisa']);
  });
  it('still recovers when neither the backup nor the reset can be written', () => {
    const { store } = corruptStore('not json');
    storage.failWrites = true;
    expect(store.list()).toEqual([]);
    expect(store.lastRecovery?.backupKey).toBeNull();
  });
  it('recovers inside a writing operation too', () => {
    const { store } = corruptStore('][');
    const created = store.create(withoutId(makeItinerary()));
    expect(store.list()).toEqual([created]);
    expect(store.lastRecovery?.reason).toBe('invalid-json');
  });
});

describe('change reports (account sync)', () => {
  it('reports what each user operation stored or removed, and nothing for failures or misses', () => {
    const changes: ItineraryChange[] = [];
    const store = makeStore({ sample: () => makeItinerary(), onChange: (change) => changes.push(change) });
    const [sample] = store.list();
    expect(changes).toEqual([]); // seeding is not a user change
    const created = store.create(withoutId(makeItinerary()));
    store.toggleActivity(created.id, 0, 0);
    store.editActivity(created.id, 0, 1, { time: '9:30', description: 'Louvre at opening' });
    store.addActivity(created.id, 1, { time: '12:00', description: 'Lunch' });
    store.deleteActivity(created.id, 1, 0);
    store.update(created.id, { name: 'Renamed' });
    expect(store.toggleActivity('itinerary-missing', 0, 0)).toBeNull();
    expect(() => store.addActivity(created.id, 0, { time: 'soon', description: 'x' })).toThrow();
    store.delete(created.id);
    store.clearAll();
    expect(changes).toEqual([
      { stored: [created.id], removed: [] },
      ...Array.from({ length: 5 }, () => ({ stored: [created.id], removed: [] })),
      { stored: [], removed: [created.id] },
      { stored: [], removed: [sample?.id] },
    ]);
  });

  it('keeps a saved change when the listener fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeStore({
      onChange: () => {
        throw new Error('listener broke');
      },
    });
    const created = store.create(withoutId(makeItinerary()));
    expect(store.get(created.id)).toEqual(created);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('replaceAll writes the list silently and refuses invalid entries', () => {
    const changes: ItineraryChange[] = [];
    const store = makeStore({ onChange: (change) => changes.push(change) });
    const other = makeItinerary({ id: 'itinerary-2-abc', linkedArtworkId: 'venus-de-milo' });
    store.replaceAll([makeItinerary(), other]);
    expect(store.list()).toEqual([makeItinerary(), other]);
    expect(stored().artworks).toEqual(['mona-lisa', 'venus-de-milo']);
    expect(changes).toEqual([]);
    expect(() => store.replaceAll([{ id: 'nope' } as unknown as Itinerary])).toThrow(TypeError);
    storage.failWrites = true;
    expect(() => store.replaceAll([])).toThrow(StorageWriteError);
  });
});
