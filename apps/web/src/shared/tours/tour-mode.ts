import { paths } from '@artvoyage/contract/paths';
import type { ArtworkId, TourId } from '@artvoyage/contract';
import { tourSlugs, type TourSlug } from '@artvoyage/contract/constants';

/*
 * Tour mode: walking a guided tour stop by stop. Pure functions over a tour's stops and the little the
 * browser remembers of each tour (which stop the visitor is at, which stops they opened), so that the
 * screens stay thin and all of it is testable without a DOM.
 */

/** What tour mode needs of a tour: its id and its stops in order. */
export interface TourStops {
  readonly id: TourId;
  readonly artworkIds: readonly ArtworkId[];
}

/** Where an artwork sits in a tour: its 1-based number, the stops around it, whether it ends the tour. */
export interface TourStep {
  readonly number: number;
  readonly total: number;
  readonly previous: ArtworkId | null;
  readonly next: ArtworkId | null;
  readonly isLast: boolean;
}

/** The artwork's place in the tour, or null when the tour does not stop there. */
export function tourStep(tour: TourStops, artworkId: string): TourStep | null {
  const index = tour.artworkIds.indexOf(artworkId as ArtworkId);
  if (index < 0) return null;
  const total = tour.artworkIds.length;
  return {
    number: index + 1,
    total,
    previous: tour.artworkIds[index - 1] ?? null,
    next: tour.artworkIds[index + 1] ?? null,
    isLast: index === total - 1,
  };
}

export const tourSlugOf = (tourId: TourId): TourSlug => tourSlugs[tourId];

/** A stop's address in tour mode: the artwork page, carrying the tour so Prev/Next follow it. */
export const tourStopPath = (slug: string, artworkId: string): string =>
  paths.artwork.href(artworkId, { tour: slug });

export const tourFinishPath = (slug: string): string => paths.tourFinish.href(slug);

/** What is remembered of one tour on this device. */
export interface TourVisit {
  /** The stop the visitor was last on. */
  readonly current: ArtworkId;
  /** Stops opened in tour mode, in the order first opened. */
  readonly visited: readonly ArtworkId[];
  /** Set once the finish screen was reached; a finished tour offers Start again, not Resume. */
  readonly finished: boolean;
  /**
   * When this device last changed the visit (ISO time), so a signed-in account can keep the newest of
   * its devices' visits. Visits remembered before it was recorded have none and count as oldest.
   */
  readonly changedAt?: string;
}

/** Every tour's visit, by tour id. */
export type TourModeState = Partial<Record<TourId, TourVisit>>;

export const tourModeKey = 'artvoyage.tourMode';

/** Opening a stop in tour mode: it becomes the current one and counts as visited. */
export function withStopOpened(
  state: TourModeState,
  tour: TourStops,
  artworkId: string,
  now: Date = new Date(),
): TourModeState {
  if (!tour.artworkIds.includes(artworkId as ArtworkId)) return state;
  const stop = artworkId as ArtworkId;
  const before = state[tour.id];
  // Opening a stop of a finished tour starts it again.
  const visited = before && !before.finished ? before.visited : [];
  return {
    ...state,
    [tour.id]: {
      current: stop,
      visited: visited.includes(stop) ? visited : [...visited, stop],
      finished: false,
      changedAt: now.toISOString(),
    },
  };
}

/** The finish screen was reached. */
export function withTourFinished(
  state: TourModeState,
  tour: TourStops,
  now: Date = new Date(),
): TourModeState {
  const before = state[tour.id];
  if (!before) return state;
  return { ...state, [tour.id]: { ...before, finished: true, changedAt: now.toISOString() } };
}

/** Start (again) from the first stop: the tour's earlier visit is forgotten. */
export function withTourRestarted(state: TourModeState, tour: TourStops): TourModeState {
  const { [tour.id]: _forgotten, ...rest } = state;
  return rest;
}

/** Where "Resume tour" leads, or null when there is nothing to resume (never started, or finished). */
export function resumePoint(
  state: TourModeState,
  tour: TourStops,
): { artworkId: ArtworkId; number: number; total: number } | null {
  const visit = state[tour.id];
  if (!visit || visit.finished) return null;
  const step = tourStep(tour, visit.current);
  if (!step) return null;
  return { artworkId: visit.current, number: step.number, total: step.total };
}

/** The stops of the tour that were opened in tour mode, in the tour's order. */
export function visitedStops(state: TourModeState, tour: TourStops): ArtworkId[] {
  const visited = new Set(state[tour.id]?.visited ?? []);
  return tour.artworkIds.filter((id) => visited.has(id));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored state, keeping only well-formed visits to known tours and their own stops: the storage is
 * the visitor's to edit, and a stale or hand-made entry must not break the tours pages.
 */
export function parseTourModeState(text: string | null, tours: readonly TourStops[]): TourModeState {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const state: TourModeState = {};
  for (const tour of tours) {
    const entry = parsed[tour.id];
    if (!isRecord(entry)) continue;
    const stops = new Set<string>(tour.artworkIds);
    const current = entry.current;
    if (typeof current !== 'string' || !stops.has(current)) continue;
    const visited = Array.isArray(entry.visited)
      ? entry.visited.filter((id): id is ArtworkId => typeof id === 'string' && stops.has(id))
      : [];
    const changedAt = entry.changedAt;
    state[tour.id] = {
      current: current as ArtworkId,
      visited: [...new Set(visited)],
      finished: entry.finished === true,
      ...(typeof changedAt === 'string' && Number.isFinite(Date.parse(changedAt)) ? { changedAt } : {}),
    };
  }
  return state;
}

export function readTourMode(storage: Storage | undefined, tours: readonly TourStops[]): TourModeState {
  try {
    return parseTourModeState(storage?.getItem(tourModeKey) ?? null, tours);
  } catch {
    // Blocked storage: no tour is remembered.
    return {};
  }
}

export function writeTourMode(storage: Storage | undefined, state: TourModeState): void {
  try {
    storage?.setItem(tourModeKey, JSON.stringify(state));
  } catch (error) {
    // Full or blocked storage: the tour still works, it just is not resumed later.
    console.warn('Could not remember the tour', error);
  }
}

/** The "play on" choice: when a stop's narration ends, open the next stop and start its guide. */
export const playOnKey = 'artvoyage.tourMode.playOn';

export function readPlayOn(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(playOnKey) === 'on';
  } catch {
    return false;
  }
}

export function writePlayOn(storage: Storage | undefined, on: boolean): void {
  try {
    if (on) storage?.setItem(playOnKey, 'on');
    else storage?.removeItem(playOnKey);
  } catch (error) {
    console.warn('Could not remember the play-on choice', error);
  }
}

/**
 * Where to go when a stop's narration ends with play on: the next stop (its guide starts there), the
 * finish screen after the last stop; null with play off.
 */
export function afterNarration(
  tour: TourStops,
  slug: string,
  artworkId: string,
  playOn: boolean,
): { path: string; autoplay: boolean } | null {
  if (!playOn) return null;
  const step = tourStep(tour, artworkId);
  if (!step) return null;
  if (step.next) return { path: tourStopPath(slug, step.next), autoplay: true };
  return { path: tourFinishPath(slug), autoplay: false };
}
