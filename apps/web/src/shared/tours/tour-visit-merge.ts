import type { ArtworkId, TourId, TourVisitBody, TourVisitRecord } from '@artvoyage/contract';
import type { TourModeState, TourStops, TourVisit } from './tour-mode';

/*
 * A signed-in visitor's tours on this device and in their account, brought together: for each tour
 * the visit changed last wins, wherever it was made. Pure, so every case is tested without a server.
 */

/** A visit remembered before times were recorded is older than any visit that has one. */
const unknownTime = 0;

export function visitTime(visit: Pick<TourVisit, 'changedAt'>): number {
  const time = visit.changedAt === undefined ? Number.NaN : Date.parse(visit.changedAt);
  return Number.isFinite(time) ? time : unknownTime;
}

/** The account's visit as this device keeps it, or null when it no longer fits the tour's stops. */
export function visitFromAccount(record: TourVisitRecord, tour: TourStops): TourVisit | null {
  const stops = new Set<string>(tour.artworkIds);
  if (!stops.has(record.current)) return null;
  return {
    current: record.current,
    visited: [...new Set(record.visited.filter((id: ArtworkId) => stops.has(id)))],
    finished: record.finished,
    changedAt: record.changedAt,
  };
}

/** What this device sends for one tour; a visit with no time of its own is sent as the oldest. */
export function visitBody(visit: TourVisit): TourVisitBody {
  return {
    current: visit.current,
    visited: [...visit.visited],
    finished: visit.finished,
    changedAt: new Date(visitTime(visit)).toISOString(),
  };
}

export interface MergedTours {
  state: TourModeState;
  /** Tours whose visit on this device is newer than the account's (or the account has none). */
  send: TourId[];
}

/** Per tour, the newer of the device's and the account's visit; on a tie the account's. */
export function mergeWithAccount(
  local: TourModeState,
  account: readonly TourVisitRecord[],
  tours: readonly TourStops[],
): MergedTours {
  const state: TourModeState = {};
  const send: TourId[] = [];
  for (const tour of tours) {
    const mine = local[tour.id];
    const record = account.find((entry) => entry.tourId === tour.id);
    const theirs = record ? visitFromAccount(record, tour) : null;
    if (theirs && (!mine || visitTime(theirs) >= visitTime(mine))) {
      state[tour.id] = theirs;
    } else if (mine) {
      state[tour.id] = mine;
      send.push(tour.id);
    }
  }
  return { state, send };
}

/**
 * The server's answer to one write: the visit it kept. Adopted when it is newer than what the device
 * holds now (another device's change won); otherwise the same state object comes back.
 */
export function withAccountAnswer(
  state: TourModeState,
  record: TourVisitRecord,
  tours: readonly TourStops[],
): TourModeState {
  const tour = tours.find((entry) => entry.id === record.tourId);
  const theirs = tour ? visitFromAccount(record, tour) : null;
  if (!tour || !theirs) return state;
  const mine = state[tour.id];
  if (mine && visitTime(mine) >= visitTime(theirs)) return state;
  return { ...state, [tour.id]: theirs };
}

/** Tours whose visit a local change made or replaced (a tour started over has none to send). */
export function changedTours(before: TourModeState, after: TourModeState): TourId[] {
  return (Object.keys(after) as TourId[]).filter((id) => after[id] !== undefined && after[id] !== before[id]);
}
