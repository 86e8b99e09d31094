import { useEffect, useRef } from 'react';
import { useAuth } from '@/shared/auth/auth-context';
import { ITINERARIES_SYNC_KEY } from '@/shared/itineraries/storage-keys';
import { useWhileSignedIn } from './useWhileSignedIn';

const loadSync = () => import('@/shared/itineraries/account-sync-runtime');

/**
 * Whether an account's itineraries may still be on this device. Read by hand rather than with
 * sync-state.ts, which would add the sync bookkeeping to every visitor's first page.
 */
function mayHoldAccountItineraries(): boolean {
  try {
    const text = window.localStorage.getItem(ITINERARIES_SYNC_KEY);
    if (text === null) return false;
    const synced = (JSON.parse(text) as { synced?: unknown }).synced;
    return !Array.isArray(synced) || synced.length > 0;
  } catch {
    return false;
  }
}

const loadStartSync = async () => (await loadSync()).startAccountSync;

/**
 * Starts account sync of itineraries while someone is signed in, and takes the account's itineraries
 * off the device when nobody is (after signing out, or a session that ended while the app was
 * closed). The sync code loads only then, so visitors never download it.
 */
export function ItinerarySyncAgent() {
  const { status } = useAuth();
  const wasSignedIn = useRef(false);
  useWhileSignedIn(loadStartSync);

  useEffect(() => {
    if (status === 'signed-in') wasSignedIn.current = true;
    if (status !== 'signed-out') return;
    if (wasSignedIn.current || mayHoldAccountItineraries()) {
      void loadSync().then((sync) => sync.forgetAccountItineraries());
    }
    wasSignedIn.current = false;
  }, [status]);

  return null;
}
