import { type Itinerary, itinerarySchema } from '@artvoyage/contract';
import { sampleItinerary } from '@artvoyage/content';
import { syncItineraries } from './api/sync-itineraries';
import { AccountSync } from './account-sync';
import { forgetAccount, type SyncRules } from './sync-plan';
import { onLocalChange, readSyncState, writeSyncState } from './sync-state';
import { setSyncStatus } from './sync-status';
import { getItineraryStore, notifyItinerariesChanged } from './useItineraries';
import { registerAccountWrites } from '@/shared/sync/account-writes';

/*
 * Account sync wired to the real parts: the app's itinerary store, localStorage, the sync endpoint
 * and the auth runtime's (refreshed) access token. Loaded only once someone is signed in.
 */

const sampleShape = (itinerary: Pick<Itinerary, 'name' | 'linkedArtworkId' | 'days'>) =>
  JSON.stringify([itinerary.name, itinerary.linkedArtworkId, itinerary.days]);

// The sample's content is fixed (only its id is new each time): built once for every comparison.
const sample = sampleItinerary();
const untouchedSampleShape = sampleShape(sample);

const rules: SyncRules = {
  isUntouchedSample: (itinerary) => sampleShape(itinerary) === untouchedSampleShape,
  isSampleCopy: (itinerary) =>
    itinerary.name === sample.name && itinerary.linkedArtworkId === sample.linkedArtworkId,
  isSendable: (itinerary) => itinerarySchema.safeParse(itinerary).success,
};

/** Keeps the signed-in account's itineraries in step with this tab; returns the stop function. */
export function startAccountSync(userId: string): () => void {
  const sync = new AccountSync({
    userId,
    store: getItineraryStore(),
    storage: window.localStorage,
    send: syncItineraries,
    rules,
    onApplied: notifyItinerariesChanged,
    onStatus: setSyncStatus,
    // Saving earns XP once the itinerary is in the account (the server checks it is there).
    onNewInAccount: (ids) => {
      void import('@/shared/gamification/api/award-event').then(async ({ awardEvent }) => {
        for (const itineraryId of ids) await awardEvent({ action: 'itinerary_saved', data: { itineraryId } });
      });
    },
  });
  const stopListening = onLocalChange(() => sync.changed());
  const onOnline = () => void sync.syncNow();
  // Another device may have changed something while this tab was in the background.
  const onVisible = () => {
    if (document.visibilityState === 'visible') sync.refresh(30_000);
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  // Signing out first lets the changes on their way reach the account.
  const unregister = registerAccountWrites(() => sync.flush());
  void sync.start();
  return () => {
    unregister();
    stopListening();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    sync.stop();
    setSyncStatus({ state: 'idle' });
  };
}

/** After signing out: the account's itineraries leave this device (unsent changes stay). */
export function forgetAccountItineraries(): void {
  const storage = window.localStorage;
  const state = readSyncState(storage);
  if (state.synced.length === 0) return;
  const store = getItineraryStore();
  try {
    const outcome = forgetAccount(store.list({ seed: false }), state);
    store.replaceAll(outcome.itineraries);
    writeSyncState(storage, outcome.state);
  } catch (error) {
    console.warn('Could not remove the account itineraries from this device', error);
  } finally {
    notifyItinerariesChanged();
  }
}
