import { tours } from '@artvoyage/content';
import {
  readPlayOn,
  readTourMode,
  type TourModeState,
  tourModeKey,
  playOnKey,
  writePlayOn,
  writeTourMode,
} from '@/shared/tours/tour-mode';
import { createExternalStore } from '@/shared/store/external-store';
import { useExternalStore } from '@/shared/store/use-external-store';

/*
 * The remembered tours and the play-on choice, kept in localStorage and shared by the screens through
 * one tiny store: a change made on one screen (or in another tab) shows everywhere at once.
 */

const storage = typeof window === 'undefined' ? undefined : window.localStorage;

interface RememberedTours {
  state: TourModeState;
  playOn: boolean;
}

const readStored = (): RememberedTours => ({
  state: readTourMode(storage, tours),
  playOn: readPlayOn(storage),
});

/** A prerendered page knows nothing of the visitor's tours, and hydrates the same way. */
const nothingRemembered: RememberedTours = { state: {}, playOn: false };

const remembered = createExternalStore<RememberedTours>(readStored(), {
  serverValue: nothingRemembered,
  // Another tab's changes, while a screen shows the tours.
  watch: (store) => {
    if (typeof window === 'undefined') return () => undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== tourModeKey && event.key !== playOnKey) return;
      store.set(readStored());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
});

type TourChangeListener = (before: TourModeState, after: TourModeState) => void;
const localChangeListeners = new Set<TourChangeListener>();

function rewrite(change: (before: TourModeState) => TourModeState): [TourModeState, TourModeState] | null {
  const before = remembered.get();
  const next = change(before.state);
  if (next === before.state) return null;
  writeTourMode(storage, next);
  remembered.set({ ...before, state: next });
  return [before.state, next];
}

/** A change the visitor made on this device (opening a stop, finishing, starting over). */
export function updateTourMode(change: (before: TourModeState) => TourModeState): void {
  const changed = rewrite(change);
  if (changed) for (const listener of localChangeListeners) listener(...changed);
}

/** A change that came from the visitor's account: shown and remembered, but not a local change. */
export function applyAccountTours(change: (before: TourModeState) => TourModeState): void {
  rewrite(change);
}

/** Hears the visitor's own changes (account sync sends them); returns the function that stops it. */
export function onLocalTourChange(listener: TourChangeListener): () => void {
  localChangeListeners.add(listener);
  return () => localChangeListeners.delete(listener);
}

export const readTourModeNow = (): TourModeState => remembered.get().state;

export function setPlayOn(on: boolean): void {
  writePlayOn(storage, on);
  remembered.set({ ...remembered.get(), playOn: on });
}

export const useTourModeState = (): TourModeState => useExternalStore(remembered, (value) => value.state);

export const usePlayOn = (): boolean => useExternalStore(remembered, (value) => value.playOn);

/** The choice right now, for an event handler (no subscription needed). */
export const readPlayOnNow = (): boolean => remembered.get().playOn;
