import type { TourId, TourVisitBody } from '@artvoyage/contract';
import { tourIds } from '@artvoyage/contract';
import { tours } from '@artvoyage/content';
import { HttpError } from '../../http/errors';

/*
 * A visit must fit the tour it is for: the schema knows artworks, only the content knows which of
 * them each tour stops at. Checked before anything is written, so the account never holds a visit
 * the tours pages could not show.
 */

const stopsByTour = new Map<string, ReadonlySet<string>>(
  tours.map((tour) => [tour.id, new Set<string>(tour.artworkIds)]),
);

export function knownTour(tourId: string): TourId {
  if (!(tourIds as readonly string[]).includes(tourId) || !stopsByTour.has(tourId)) {
    throw new HttpError(400, 'UNKNOWN_TOUR', `No guided tour has the id "${tourId}".`);
  }
  return tourId as TourId;
}

export function assertVisitFits(tourId: TourId, visit: TourVisitBody): void {
  const stops = stopsByTour.get(tourId) ?? new Set<string>();
  const strangers = [visit.current, ...visit.visited].filter((id) => !stops.has(id));
  if (strangers.length > 0) {
    throw new HttpError(
      400,
      'NOT_A_TOUR_STOP',
      `The tour "${tourId}" does not stop at ${[...new Set(strangers)].join(', ')}.`,
    );
  }
  if (new Set(visit.visited).size !== visit.visited.length) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid body: visited: a stop appears more than once.');
  }
  if (visit.visited.length > stops.size) {
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      `Invalid body: visited: the tour "${tourId}" has only ${stops.size} stops.`,
    );
  }
}
