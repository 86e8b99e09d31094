import { tours } from '@artvoyage/content';
import { fetchTourVisits } from './api/get-tour-visits';
import { putTourVisit } from './api/put-tour-visit';
import { TOUR_ACCOUNT_KEY } from './storage-keys';
import { applyAccountTours, onLocalTourChange, readTourModeNow } from './tour-store';
import { TourSync } from './tour-sync';
import { registerAccountWrites } from '@/shared/sync/account-writes';

/*
 * Tour sync wired to the real parts: the tour store, the tour-visit routes and the auth runtime's
 * (refreshed) access token. Loaded only once someone is signed in.
 */

function readAccount(): string | null {
  try {
    return window.localStorage.getItem(TOUR_ACCOUNT_KEY);
  } catch {
    return null;
  }
}

function writeAccount(userId: string | null): void {
  try {
    if (userId === null) window.localStorage.removeItem(TOUR_ACCOUNT_KEY);
    else window.localStorage.setItem(TOUR_ACCOUNT_KEY, userId);
  } catch (error) {
    console.warn('Could not remember whose tours this device holds', error);
  }
}

/**
 * Takes the account's tour progress off this device (after signing out, or a session that ended while
 * the app was closed), so the next person here neither sees it nor, signing in, sends it to their own
 * account.
 */
export function forgetAccountTours(): void {
  applyAccountTours(() => ({}));
  writeAccount(null);
}

/** Keeps the signed-in account's tour progress in step with this tab; returns the stop function. */
export function startTourSync(userId: string): () => void {
  // Progress another account left here is not this one's to take up (a visitor's own progress is).
  const holder = readAccount();
  if (holder !== null && holder !== userId) applyAccountTours(() => ({}));
  writeAccount(userId);
  const sync = new TourSync({
    tours,
    fetchAll: fetchTourVisits,
    putVisit: putTourVisit,
    read: readTourModeNow,
    apply: applyAccountTours,
  });
  const stopListening = onLocalTourChange((before, after) => sync.changed(before, after));
  // Signing out first lets the step on its way (and any still to send) reach the account.
  const unregister = registerAccountWrites(() => sync.flush());
  void sync.start();
  return () => {
    unregister();
    stopListening();
    sync.stop();
  };
}
