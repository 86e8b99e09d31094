import type { ArtworkId, TourId } from '@artvoyage/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isOfflineBuild } from '@/shared/api/offline';
import type { AwardOutcome } from './api/award';

/*
 * Light triggers for the events the web app sends while someone is signed in (visitors send nothing).
 * The client loads only when an event is actually sent, so none of it weighs on the first page. Each
 * event goes once per session (the server counts it once anyway); a failed one may go again later.
 */

const loadTracking = () => import('./tracking');

const sent = new Set<string>();
/** Events on their way: a tour's completion waits for its last stop's view to be recorded. */
const inFlight = new Set<Promise<unknown>>();

function once(key: string, send: () => Promise<AwardOutcome | null>): void {
  if (isOfflineBuild || sent.has(key)) return;
  sent.add(key);
  const sending = send();
  inFlight.add(sending);
  void sending.finally(() => inFlight.delete(sending)).catch(() => undefined);
  sending
    .then((outcome) => {
      if (outcome && !outcome.success) sent.delete(key);
    })
    .catch((error: unknown) => {
      // Only the chunk itself can fail here (the client never throws): try again next time.
      sent.delete(key);
      console.warn('Gamification could not be loaded', error);
    });
}

/** The UTC day, as the server counts daily visits. */
const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** Once per app start and UTC day for the signed-in user. */
export function trackDailyVisit(userId: string, queryClient: QueryClient): void {
  once(`daily:${userId}:${utcDay()}`, async () => (await loadTracking()).reportDailyVisit(queryClient));
}

/**
 * Sends the daily visit now, and again whenever the tab comes back on a new UTC day (repeats for the
 * same day are dropped before anything loads). Returns the stop function.
 */
export function followDailyVisits(userId: string, queryClient: QueryClient): () => void {
  trackDailyVisit(userId, queryClient);
  const onVisible = () => {
    if (document.visibilityState === 'visible') trackDailyVisit(userId, queryClient);
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => document.removeEventListener('visibilitychange', onVisible);
}

/** An artwork page was shown (also completes tours whose artworks have all been seen). */
export function trackArtworkView(userId: string, artworkId: ArtworkId, queryClient: QueryClient): void {
  once(`artwork:${userId}:${artworkId}`, async () =>
    (await loadTracking()).reportArtworkView(userId, artworkId, queryClient),
  );
}

/** The profile was saved complete (name, bio, a language, a favourite destination). */
export function trackProfileCompleted(userId: string, queryClient: QueryClient): void {
  once(`profile:${userId}`, async () => (await loadTracking()).reportProfileCompleted(queryClient));
}

/**
 * The finish screen of a tour for a signed-in user: once the views already sent are recorded, asks the
 * server to count the tour. The answer says whether XP was added now (`xpAwarded`), was already counted
 * (success with 0), or why not (`code`, e.g. TOUR_INCOMPLETE).
 */
export async function completeTour(
  userId: string,
  tourId: TourId,
  queryClient: QueryClient,
): Promise<AwardOutcome> {
  await Promise.allSettled([...inFlight]);
  return (await loadTracking()).reportTourCompleted(userId, tourId, queryClient);
}
