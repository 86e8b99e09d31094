import type { Itinerary } from '@artvoyage/contract';
import type { SyncState } from './sync-state';

/*
 * The pure half of account sync: what to send, and how to merge the server's answer with what the
 * device holds by then. One round trip (POST /api/v1/itineraries/sync) does both uploading and
 * downloading, so sign-in, edits and reconnecting all go through the same two functions.
 *
 * Rules, per itinerary id:
 * - changed on this device (pending): the device's copy (or deletion) wins over the account's;
 * - on the device only, never synced: added to the account unless the account already has, or once
 *   had, that id (a deletion on another device is not undone);
 * - synced before and unchanged here: the account's copy wins, and if the account no longer has it,
 *   it was deleted elsewhere and goes from the device too.
 * The seeded sample, untouched, is not uploaded: every new browser seeds its own, and an account
 * would collect one copy per device. It stays on the device, unless the account already holds a
 * copy of it (changed on another device), which would look like a duplicate.
 */

export interface SyncRequestBody {
  put: Itinerary[];
  add: Itinerary[];
  delete: string[];
}

export interface SyncRules {
  /** True for the seeded sample nobody has changed. */
  isUntouchedSample: (itinerary: Itinerary) => boolean;
  /** True for any copy of the sample, changed or not (same name and artwork). */
  isSampleCopy: (itinerary: Itinerary) => boolean;
  /** True when the server will accept the itinerary (the contract's schema). */
  isSendable: (itinerary: Itinerary) => boolean;
}

export interface SyncPlan {
  request: SyncRequestBody;
  /** The state to sync from (reset when another account signs in). */
  state: SyncState;
  /** The pending entries this round covers, with their sequence numbers at the time. */
  covered: Record<string, number>;
  /** Ids this round handed to the account (put or add), and those it could not send. */
  sent: string[];
  unsendable: string[];
  /** A previous account's itineraries still on the device: not offered to this one, and removed. */
  foreign: string[];
}

export function planSync(local: Itinerary[], stored: SyncState, userId: string, rules: SyncRules): SyncPlan {
  // Another account (or the first one) on this device: whatever is here is the device's own and is
  // offered to this account; the earlier account's pending deletions mean nothing here.
  const switched = stored.userId !== userId;
  const state: SyncState = switched ? { userId, synced: [], pending: {}, seq: stored.seq } : stored;
  const foreign = new Set(switched ? stored.synced.filter((id) => stored.pending[id] === undefined) : []);
  const synced = new Set(state.synced);
  const localIds = new Set(local.map((itinerary) => itinerary.id));
  const request: SyncRequestBody = { put: [], add: [], delete: [] };
  const covered: Record<string, number> = {};
  const sent: string[] = [];
  const unsendable: string[] = [];

  for (const itinerary of local) {
    if (foreign.has(itinerary.id)) continue;
    const pending = state.pending[itinerary.id];
    if (pending !== undefined) covered[itinerary.id] = pending;
    if (pending === undefined && synced.has(itinerary.id)) continue;
    if (pending === undefined && rules.isUntouchedSample(itinerary)) continue;
    if (!rules.isSendable(itinerary)) {
      unsendable.push(itinerary.id);
      continue;
    }
    (pending === undefined ? request.add : request.put).push(itinerary);
    sent.push(itinerary.id);
  }
  for (const [id, seq] of Object.entries(state.pending)) {
    if (localIds.has(id)) continue;
    covered[id] = seq;
    // Something never synced and deleted again needs no message to the server.
    if (synced.has(id)) request.delete.push(id);
  }
  return { request, state, covered, sent, unsendable, foreign: [...foreign] };
}

export interface SyncOutcome {
  itineraries: Itinerary[];
  state: SyncState;
}

/**
 * Merges the account's list (`server`, after the round) with the device as it is now (`local`,
 * `current`: changes may have happened while the request was under way).
 */
export function applySync(
  server: Itinerary[],
  local: Itinerary[],
  current: SyncState,
  plan: SyncPlan,
  rules: Pick<SyncRules, 'isUntouchedSample' | 'isSampleCopy'>,
): SyncOutcome {
  const userId = plan.state.userId;
  const sameAccount = current.userId === userId;
  // Entries changed again during the round (or added after the plan) are still to be sent; after an
  // account switch only the changes made during the round count (the others were the old account's).
  const pending: Record<string, number> = {};
  for (const [id, seq] of Object.entries(current.pending)) {
    if (plan.covered[id] !== seq && (sameAccount || seq > plan.state.seq)) pending[id] = seq;
  }
  const serverIds = new Set(server.map((itinerary) => itinerary.id));
  const localById = new Map(local.map((itinerary) => [itinerary.id, itinerary]));
  // Ids the account had or was given: if the server does not list them now, they are gone.
  const accountIds = new Set([...plan.state.synced, ...plan.sent, ...plan.foreign]);

  const result: Itinerary[] = [];
  for (const itinerary of server) {
    if (pending[itinerary.id] === undefined) result.push(itinerary);
    else {
      const mine = localById.get(itinerary.id);
      if (mine) result.push(mine);
    }
  }
  const accountHasSample = server.some(rules.isSampleCopy);
  for (const itinerary of local) {
    if (serverIds.has(itinerary.id)) continue;
    const changedSince = pending[itinerary.id] !== undefined;
    if (!changedSince && accountIds.has(itinerary.id)) continue;
    if (!changedSince && accountHasSample && rules.isUntouchedSample(itinerary)) continue;
    result.push(itinerary);
  }
  return {
    itineraries: result,
    state: { userId, synced: [...serverIds], pending, seq: Math.max(current.seq, plan.state.seq) },
  };
}

/**
 * After signing out: the account's itineraries leave the device, except those with changes not yet
 * sent (they stay, and reach the account at the next sign-in).
 */
export function forgetAccount(local: Itinerary[], state: SyncState): SyncOutcome {
  const keep = local.filter(
    (itinerary) => !state.synced.includes(itinerary.id) || state.pending[itinerary.id] !== undefined,
  );
  return { itineraries: keep, state: { ...state, synced: [] } };
}
