import type { ArtworkId, TourId } from '@artvoyage/contract';

/**
 * Which artworks a signed-in user has opened on this device, and which tours have been reported as
 * completed, so that `tour_completed` is sent once every stop of a tour has been seen. Kept per user in
 * localStorage; the server counts each tour once anyway, this only avoids needless calls.
 */
export interface TourProgress {
  viewed: string[];
  /** Tours the server has confirmed (sent successfully). */
  reported: string[];
}

export interface TourStops {
  id: TourId;
  artworkIds: readonly ArtworkId[];
}

const keyPrefix = 'artvoyage.gamification.tours.';

export const tourProgressKey = (userId: string) => `${keyPrefix}${userId}`;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function readTourProgress(storage: Storage, userId: string): TourProgress {
  try {
    const text = storage.getItem(tourProgressKey(userId));
    if (!text) return { viewed: [], reported: [] };
    const parsed = JSON.parse(text) as Partial<Record<keyof TourProgress, unknown>> | null;
    return { viewed: strings(parsed?.viewed), reported: strings(parsed?.reported) };
  } catch {
    return { viewed: [], reported: [] };
  }
}

export function writeTourProgress(storage: Storage, userId: string, progress: TourProgress): void {
  try {
    storage.setItem(tourProgressKey(userId), JSON.stringify(progress));
  } catch (error) {
    // Full or blocked storage: the tour simply is not tracked on this device.
    console.warn('Could not remember the viewed artworks', error);
  }
}

/** Adds an artwork to the viewed ones (once). */
export function withViewed(progress: TourProgress, artworkId: string): TourProgress {
  if (progress.viewed.includes(artworkId)) return progress;
  return { ...progress, viewed: [...progress.viewed, artworkId] };
}

/** Adds a tour to the reported ones (once). */
export function withReported(progress: TourProgress, tourId: string): TourProgress {
  if (progress.reported.includes(tourId)) return progress;
  return { ...progress, reported: [...progress.reported, tourId] };
}

/** Tours whose every artwork has been viewed and that have not been reported yet, in tour order. */
export function toursToReport(progress: TourProgress, tours: readonly TourStops[]): TourId[] {
  const viewed = new Set(progress.viewed);
  return tours
    .filter((tour) => !progress.reported.includes(tour.id))
    .filter((tour) => tour.artworkIds.length > 0 && tour.artworkIds.every((id) => viewed.has(id)))
    .map((tour) => tour.id);
}
