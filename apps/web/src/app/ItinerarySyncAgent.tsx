import { useEffect, useRef } from 'react';
import { useAuth } from '@/shared/auth/auth-context';
import { ITINERARIES_SYNC_KEY } from '@/shared/itineraries/storage-keys';

const loadSync = () => import('@/shared/itineraries/account-sync-runtime');

/** Whether an account's itineraries may still be on this device (read cheaply, without the sync code). */
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

/**
 * Starts account sync of itineraries while someone is signed in, and takes the account's itineraries
 * off the device when nobody is (after signing out, or a session that ended while the app was
 * closed). The sync code loads only then, so visitors never download it.
 */
export function ItinerarySyncAgent() {
  const { status, user } = useAuth();
  const userId = user?.id ?? null;
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (status === 'loading') return;
    if (status === 'signed-out') {
      if (wasSignedIn.current || mayHoldAccountItineraries()) {
        void loadSync().then((sync) => sync.forgetAccountItineraries());
      }
      wasSignedIn.current = false;
      return;
    }
    if (!userId) return;
    wasSignedIn.current = true;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadSync()
      .then((sync) => {
        if (!cancelled) stop = sync.startAccountSync(userId);
      })
      .catch((error: unknown) => console.warn('Itinerary sync could not start', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [status, userId]);

  return null;
}
