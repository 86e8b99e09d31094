import type { ArtworkId, TourId } from '@artvoyage/contract';
import { artworks, tours } from '@artvoyage/content';
import type { QueryClient } from '@tanstack/react-query';
import type { AwardOutcome } from './api/award';
import { awardEvent } from './api/award-event';
import {
  readTourProgress,
  toursToReport,
  withReported,
  withViewed,
  writeTourProgress,
} from './tour-progress';

/*
 * The events the web app sends on its own while someone is signed in (loaded through track.ts, so
 * visitors never download it).
 */

export function reportDailyVisit(queryClient: QueryClient): Promise<AwardOutcome> {
  return awardEvent({ action: 'daily_visit', data: {} }, { queryClient });
}

export function reportProfileCompleted(queryClient: QueryClient): Promise<AwardOutcome> {
  return awardEvent({ action: 'profile_completed', data: {} }, { queryClient });
}

/** Tour checks run one after the other, so that two quick views never report the same tour twice. */
let tourChecks: Promise<unknown> = Promise.resolve();
/**
 * Tours whose XP the views of this page session earned, with that XP. Opening the last stop already
 * completes a tour, so the finish screen that follows hears "already counted" from the server; this
 * lets it say that the walk just earned the XP.
 */
const earnedByViews = new Map<TourId, number>();

async function reportCompletedTours(userId: string, queryClient: QueryClient): Promise<void> {
  const storage = window.localStorage;
  for (const tourId of toursToReport(readTourProgress(storage, userId), tours)) {
    const outcome = await awardEvent({ action: 'tour_completed', data: { tourId } }, { queryClient });
    // A failed call is tried again the next time an artwork is opened.
    if (outcome.success) {
      if (outcome.xpAwarded > 0) earnedByViews.set(tourId, outcome.xpAwarded);
      writeTourProgress(storage, userId, withReported(readTourProgress(storage, userId), tourId));
    }
  }
}

/**
 * The finish screen of a tour: asks the server to count the tour (it checks that every stop was viewed
 * and pays once per tour), and remembers a success so the artwork pages do not ask again.
 */
export async function reportTourCompleted(
  userId: string,
  tourId: TourId,
  queryClient: QueryClient,
): Promise<AwardOutcome> {
  // After any tour check still running, so the two never race for the same tour.
  await tourChecks;
  const outcome = await awardEvent({ action: 'tour_completed', data: { tourId } }, { queryClient });
  if (!outcome.success) return outcome;
  const storage = window.localStorage;
  writeTourProgress(storage, userId, withReported(readTourProgress(storage, userId), tourId));
  const earned = earnedByViews.get(tourId);
  earnedByViews.delete(tourId);
  return outcome.xpAwarded === 0 && earned !== undefined ? { ...outcome, xpAwarded: earned } : outcome;
}

/**
 * An artwork page was shown: records the view and, once the server has it, remembers it for the user
 * on this device and sends `tour_completed` for every tour whose artworks have now all been viewed
 * (the server refuses a tour with an unviewed stop, so only acknowledged views count here).
 */
export async function reportArtworkView(
  userId: string,
  artworkId: ArtworkId,
  queryClient: QueryClient,
): Promise<AwardOutcome | null> {
  if (!artworks.some((artwork) => artwork.id === artworkId)) return null;
  const viewed = await awardEvent({ action: 'artwork_viewed', data: { artworkId } }, { queryClient });
  if (!viewed.success) return viewed;
  const storage = window.localStorage;
  writeTourProgress(storage, userId, withViewed(readTourProgress(storage, userId), artworkId));
  const checked = tourChecks.then(() => reportCompletedTours(userId, queryClient));
  tourChecks = checked.catch(() => undefined);
  await checked;
  return viewed;
}
