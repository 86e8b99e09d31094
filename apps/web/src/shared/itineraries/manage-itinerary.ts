import type { Itinerary, ItineraryPatch } from '@artvoyage/contract';
import { ApiError, apiFetch, NetworkError } from '@/shared/api/http';
import type { ItineraryDetails, ItineraryStore, TakenItinerary } from './itinerary-store';

/*
 * Renaming, dating, deleting and undeleting an itinerary from My Itineraries.
 *
 * Each change is made on this device first and recorded as pending for account sync, as every other
 * edit is: it survives going offline, and a sync round already under way cannot bring back the old
 * name or the deleted card. Signed in, it is also sent at once through the itinerary's own route, so
 * the account holds it without waiting for the round (which then sends the same change again; the
 * server takes that as a no-op).
 *
 * Undo: the server keeps a deleted itinerary's content for a few minutes and POST …/restore brings
 * back the same id, content and place in the list. So the deletion is sent at once, and closing the
 * tab while "Undo" is offered loses nothing: what the visitor saw (the itinerary gone) is what the
 * account holds.
 */

/** Sends one request to the itinerary's route, or nothing when no one is signed in. */
export type RouteSender = <T>(
  path: string,
  method: 'PATCH' | 'DELETE' | 'POST',
  body?: unknown,
) => Promise<T>;

/** The real sender: the signed-in visitor's (refreshed) access token on the app's API. */
export const sendToAccount: RouteSender = async (path, method, body) => {
  const { accessToken } = await import('@/shared/auth/access-token');
  return apiFetch(path, { method, token: await accessToken(), body });
};

const route = (id: string) => `/api/v1/itineraries/${encodeURIComponent(id)}`;

/**
 * Whether a refusal only means the account does not hold this itinerary (yet, or any more) or the
 * network is down: account sync will deliver the device's change later, so the visitor is not told.
 */
const leftToSync = (error: unknown) =>
  error instanceof NetworkError ||
  (error instanceof ApiError && (error.status === 404 || error.status === 410));

/** Requests per itinerary run one after the other, so an undo never overtakes its delete. */
const queues = new Map<string, Promise<unknown>>();
function inTurn<T>(id: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(id) ?? Promise.resolve();
  const next = previous.then(task, task);
  const settled = next.catch(() => undefined);
  queues.set(id, settled);
  void settled.then(() => {
    if (queues.get(id) === settled) queues.delete(id);
  });
  return next;
}

async function send<T>(id: string, request: () => Promise<T>): Promise<T | undefined> {
  return inTurn(id, async () => {
    try {
      return await request();
    } catch (error) {
      if (leftToSync(error)) return undefined;
      throw error;
    }
  });
}

export interface ItineraryManager {
  /** Renames and/or dates; throws (nothing changed) when the values break the account's rules. */
  setDetails(id: string, details: ItineraryDetails): Itinerary | null;
  /** Deletes, returning what Undo needs; null when it was not there. */
  remove(id: string): TakenItinerary | null;
  /** Undoes `remove`: the same itinerary, back in its place. */
  restore(taken: TakenItinerary): Itinerary;
  /** Resolves once every request sent so far was answered (or failed). */
  settled(): Promise<void>;
}

/**
 * The operations on one store; `sender` is null for a visitor who is not signed in (the device is then
 * the only copy). Each operation changes the device at once and returns; its request follows in the
 * background, and a refusal from the account other than "not there" goes to `onRefused` (account sync
 * will meet the same refusal, and the change stays pending on the device).
 */
export function itineraryManager(
  store: () => ItineraryStore,
  sender: RouteSender | null,
  onChanged: () => void,
  onRefused: (error: unknown) => void,
): ItineraryManager {
  const changed = <T>(result: T): T => {
    onChanged();
    return result;
  };
  const inFlight = new Set<Promise<unknown>>();
  const request = <T>(id: string, call: (send: RouteSender) => Promise<T>) => {
    if (!sender) return;
    const pending = send(id, () => call(sender)).catch(onRefused);
    inFlight.add(pending);
    void pending.finally(() => inFlight.delete(pending));
  };
  return {
    setDetails(id, details) {
      const updated = changed(store().setDetails(id, details));
      if (updated) {
        const patch: ItineraryPatch = {};
        if (details.name !== undefined) patch.name = updated.name;
        if (details.startDate !== undefined) patch.startDate = details.startDate;
        request(id, (sendTo) => sendTo<Itinerary>(route(id), 'PATCH', patch));
      }
      return updated;
    },
    remove(id) {
      const taken = changed(store().take(id));
      if (taken) request(id, (sendTo) => sendTo<null>(route(id), 'DELETE'));
      return taken;
    },
    restore(taken) {
      const restored = changed(store().putBack(taken));
      request(restored.id, (sendTo) => sendTo<Itinerary>(`${route(restored.id)}/restore`, 'POST'));
      return restored;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
