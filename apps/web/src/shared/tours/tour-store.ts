import { tours } from '@artvoyage/content';
import { useSyncExternalStore } from 'react';
import {
  readPlayOn,
  readTourMode,
  type TourModeState,
  tourModeKey,
  playOnKey,
  writePlayOn,
  writeTourMode,
} from '@/shared/tours/tour-mode';

/*
 * The remembered tours and the play-on choice, kept in localStorage and shared by the screens through
 * one tiny store: a change made on one screen (or in another tab) shows everywhere at once.
 */

const storage = typeof window === 'undefined' ? undefined : window.localStorage;
const listeners = new Set<() => void>();

let state: TourModeState = readTourMode(storage, tours);
let playOn = readPlayOn(storage);

const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
    }
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== tourModeKey && event.key !== playOnKey) return;
  state = readTourMode(storage, tours);
  playOn = readPlayOn(storage);
  notify();
}

export function updateTourMode(change: (before: TourModeState) => TourModeState): void {
  const next = change(state);
  if (next === state) return;
  state = next;
  writeTourMode(storage, state);
  notify();
}

export function setPlayOn(on: boolean): void {
  playOn = on;
  writePlayOn(storage, on);
  notify();
}

const emptyState: TourModeState = {};

export const useTourModeState = (): TourModeState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => emptyState,
  );

export const usePlayOn = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => playOn,
    () => false,
  );

/** The choice right now, for an event handler (no subscription needed). */
export const readPlayOnNow = (): boolean => playOn;
