import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/shared/api/http';
import { ItineraryStore, type ItineraryChange } from './itinerary-store';
import { itineraryManager, type RouteSender } from './manage-itinerary';
import { FakeStorage, makeItinerary } from './test-fixtures';

/*
 * The order and the failure rules of the requests a change sends. The requests go to a recorder that
 * answers when the test says so (the routes themselves are tested on the real server, in
 * apps/server/src/modules/itineraries/manage.test.ts, and end to end in e2e/tests).
 */

interface Sent {
  path: string;
  method: string;
  body: unknown;
  answer: (value?: unknown) => void;
  fail: (error: unknown) => void;
}

let storage: FakeStorage;
let store: ItineraryStore;
let changes: ItineraryChange[];
let sent: Sent[];
let notified: number;
let refused: unknown[];

const recorder: RouteSender = <T>(path: string, method: string, body?: unknown) =>
  new Promise<T>((resolve, reject) => {
    sent.push({ path, method, body, answer: (value) => resolve(value as T), fail: reject });
  });
const manager = (sender: RouteSender | null = recorder) =>
  itineraryManager(
    () => store,
    sender,
    () => (notified += 1),
    (error) => refused.push(error),
  );
/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  storage = new FakeStorage();
  changes = [];
  sent = [];
  notified = 0;
  refused = [];
  store = new ItineraryStore(storage, { onChange: (change) => changes.push(change) });
  for (const id of ['itinerary-1-a', 'itinerary-2-b'])
    store.create(makeItinerary({ id, name: `Trip ${id}` }));
  changes = [];
});

describe('itineraryManager', () => {
  it('changes the device at once (pending for sync), then sends only what changed to the route', async () => {
    const managing = manager();
    expect(managing.setDetails('itinerary-2-b', { name: '  Rome  ', startDate: '2026-05-14' })).toMatchObject(
      {
        name: 'Rome',
      },
    );
    expect(store.get('itinerary-2-b')).toMatchObject({ name: 'Rome', startDate: '2026-05-14' });
    expect(changes).toEqual([{ stored: ['itinerary-2-b'], removed: [] }]);
    expect(notified).toBe(1);
    await settle();
    expect(sent.map(({ path, method, body }) => ({ path, method, body }))).toEqual([
      {
        path: '/api/v1/itineraries/itinerary-2-b',
        method: 'PATCH',
        body: { name: 'Rome', startDate: '2026-05-14' },
      },
    ]);
    sent[0]?.answer({});
    await managing.settled();

    managing.setDetails('itinerary-2-b', { startDate: null });
    await settle();
    expect(sent[1]?.body).toEqual({ startDate: null });
    sent[1]?.answer({});
    await managing.settled();
    expect(refused).toEqual([]);
  });

  it('sends an undo only once its delete was answered, while the device has it back at once', async () => {
    const managing = manager();
    const taken = managing.remove('itinerary-1-a');
    expect(store.get('itinerary-1-a')).toBeNull();
    expect(managing.restore(taken!).id).toBe('itinerary-1-a');
    expect(store.list().map((itinerary) => itinerary.id)).toEqual(['itinerary-1-a', 'itinerary-2-b']);
    await settle();
    // The delete is under way: the undo waits for it.
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /api/v1/itineraries/itinerary-1-a',
    ]);
    sent[0]?.answer(null);
    await settle();
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /api/v1/itineraries/itinerary-1-a',
      'POST /api/v1/itineraries/itinerary-1-a/restore',
    ]);
    sent[1]?.answer({});
    await managing.settled();
    expect(changes).toEqual([
      { stored: [], removed: ['itinerary-1-a'] },
      { stored: ['itinerary-1-a'], removed: [] },
    ]);
  });

  it('leaves to account sync what the account does not hold or cannot be reached for', async () => {
    const managing = manager();
    for (const error of [
      new NetworkError(),
      new ApiError('No itinerary with this id exists in this account.', 404, 'NOT_FOUND'),
      new ApiError('Deleted too long ago', 410, 'ITINERARY_PURGED'),
    ]) {
      managing.setDetails('itinerary-1-a', { name: `After ${error.name}` });
      await settle();
      sent.at(-1)?.fail(error);
      await managing.settled();
      expect(store.get('itinerary-1-a')?.name).toBe(`After ${error.name}`);
    }
    expect(refused).toEqual([]);
  });

  it('reports any other refusal, and the device keeps its change (sync will meet the same refusal)', async () => {
    const managing = manager();
    managing.remove('itinerary-1-a');
    await settle();
    sent[0]?.fail(new ApiError('An account can keep up to 500 itineraries.', 409, 'ITINERARY_LIMIT'));
    await managing.settled();
    expect(refused).toMatchObject([{ code: 'ITINERARY_LIMIT' }]);
    expect(store.get('itinerary-1-a')).toBeNull();
  });

  it('sends nothing for a visitor who is not signed in, and refuses bad values before changing anything', async () => {
    const local = manager(null);
    expect(local.setDetails('itinerary-1-a', { name: 'Local' })).toMatchObject({ name: 'Local' });
    local.restore(local.remove('itinerary-2-b')!);
    await local.settled();
    expect(sent).toEqual([]);
    expect(() => local.setDetails('itinerary-1-a', { name: ' ' })).toThrow('Error updating itinerary');
    expect(store.get('itinerary-1-a')?.name).toBe('Local');
    expect(local.remove('itinerary-0-missing')).toBeNull();
  });
});
