import { useEffect } from 'react';
import { useAuth } from '@/shared/auth/auth-context';
import { TOUR_ACCOUNT_KEY } from '@/shared/tours/storage-keys';
import { useWhileSignedIn } from './useWhileSignedIn';

const loadSync = () => import('@/shared/tours/tour-sync-runtime');
const loadStartSync = async () => (await loadSync()).startTourSync;

/** Whether an account's tour progress may be on this device; read by hand to keep the sync code lazy. */
function mayHoldAccountTours(): boolean {
  try {
    return window.localStorage.getItem(TOUR_ACCOUNT_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Keeps guided-tour progress in the account while someone is signed in, so another device offers
 * "Resume tour" at the same stop, and takes it off the device when nobody is (after signing out, or a
 * session that ended while the app was closed). The sync code loads only then, so visitors never
 * download it; signed out, a visitor's tours stay on the device alone.
 */
export function TourSyncAgent() {
  const { status } = useAuth();
  useWhileSignedIn(loadStartSync);

  useEffect(() => {
    if (status !== 'signed-out' || !mayHoldAccountTours()) return;
    void loadSync().then((sync) => sync.forgetAccountTours());
  }, [status]);

  return null;
}
