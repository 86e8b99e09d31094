import type { Itinerary } from '@artvoyage/contract';
import {
  demoItineraries,
  findArtwork,
  localizeSample,
  sampleItinerary,
  SAMPLE_ARTWORK_ID,
} from '@artvoyage/content';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/shared/ui/toast-store';
import { createExternalStore } from '@/shared/store/external-store';
import { subscribeToItineraryChanges } from './cross-tab';
import { installDevConsole } from './dev-console';
import { ItineraryStore } from './itinerary-store';
import { recordAndAnnounceChange } from './sync-state';
import { useLocalizedArtwork } from '@/shared/artworks/useArtworks';
import { errorText, useContentPack } from '@/shared/i18n';

/*
 * One ItineraryStore on window.localStorage for the whole app, created on first use (only the
 * screens that show itineraries load this module). Every change made through `mutate`, and every
 * change made in another tab, bumps a version that makes each mounted hook re-read the list.
 */

let store: ItineraryStore | null = null;
/** Counts the changes; another tab's changes count while a screen shows the list. */
const version = createExternalStore(0, {
  watch: (store) => subscribeToItineraryChanges(() => store.set(store.get() + 1)),
});

function emit() {
  version.set(version.get() + 1);
}

/** Makes every mounted screen re-read the list (account sync calls it after rewriting it). */
export const notifyItinerariesChanged = emit;

export function getItineraryStore(): ItineraryStore {
  if (!store) {
    const storage = window.localStorage;
    store = new ItineraryStore(storage, {
      sample: () => sampleItinerary(),
      onChange: (change) => recordAndAnnounceChange(storage, change),
    });
    if (import.meta.env.DEV) installDevConsole(store, () => demoItineraries());
  }
  return store;
}

export type ItinerariesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; itineraries: Itinerary[] };

export interface UseItineraries {
  state: ItinerariesState;
  /** Runs a store operation; a failure is shown as a toast and gives undefined. Re-reads after. */
  mutate: <T>(operation: (store: ItineraryStore) => T) => T | undefined;
}

let cached: { version: number; state: ItinerariesState } | null = null;

/** The list as of the current version, read once per version (a stable snapshot for React). */
function readSnapshot(): ItinerariesState {
  if (cached?.version !== version.get()) {
    let state: ItinerariesState;
    try {
      state = { status: 'ready', itineraries: getItineraryStore().list() };
    } catch (error) {
      state = { status: 'error', message: errorText(error, String(error)) };
    }
    cached = { version: version.get(), state };
  }
  return cached.state;
}

const loading: ItinerariesState = { status: 'loading' };

/**
 * The list as the visitor reads it: the seeded sample (stored in English) in the active language, every
 * other itinerary in the language it was written in.
 */
function useShownInLanguage(state: ItinerariesState): ItinerariesState {
  const texts = useContentPack('itineraries');
  const sampleArtwork = useLocalizedArtwork(findArtwork(SAMPLE_ARTWORK_ID));
  return useMemo(() => {
    if (state.status !== 'ready' || !texts || !sampleArtwork) return state;
    const itineraries = state.itineraries.map((itinerary) =>
      localizeSample(itinerary, texts, sampleArtwork.title),
    );
    return { status: 'ready', itineraries };
  }, [state, texts, sampleArtwork]);
}

export function useItineraries(): UseItineraries {
  const { t } = useTranslation();
  // "loading" until the first effect, so the first paint never waits on storage.
  const [started, setStarted] = useState(false);
  const snapshot = useSyncExternalStore(version.subscribe, readSnapshot, () => loading);
  const state = useShownInLanguage(started ? snapshot : loading);

  useEffect(() => {
    setStarted(true);
  }, []);

  // Corrupt stored data was set aside: say so once (the acknowledgement stops a repeat).
  useEffect(() => {
    const itineraryStore = getItineraryStore();
    if (!itineraryStore.lastRecovery) return;
    itineraryStore.acknowledgeRecovery();
    showToast({ title: t('itineraries.recoveredTitle'), description: t('itineraries.recoveredText') });
  }, [snapshot, t]);

  const mutate = useCallback(
    <T>(operation: (itineraryStore: ItineraryStore) => T): T | undefined => {
      try {
        return operation(getItineraryStore());
      } catch (error) {
        showToast({
          title: t('itineraries.errorTitle'),
          description: errorText(error, String(error)),
          variant: 'destructive',
        });
        return undefined;
      } finally {
        emit();
      }
    },
    [t],
  );

  return { state, mutate };
}
