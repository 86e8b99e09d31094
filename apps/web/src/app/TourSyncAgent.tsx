import { useWhileSignedIn } from './useWhileSignedIn';

const loadStartSync = async () => (await import('@/shared/tours/tour-sync-runtime')).startTourSync;

/**
 * Keeps guided-tour progress in the account while someone is signed in, so another device offers
 * "Resume tour" at the same stop. The sync code loads only then, so visitors never download it;
 * signed out, tours stay on the device alone, as they always did.
 */
export function TourSyncAgent() {
  useWhileSignedIn(loadStartSync);
  return null;
}
