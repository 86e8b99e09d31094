import { z } from 'zod';
import { artworkIdSchema } from './artworks';
import { tourIds, type TourId } from './constants';

/*
 * A signed-in visitor's guided-tour progress, kept in the account so it follows them to another
 * device: GET /api/v1/tour-visits (all of the caller's tours) and PUT /api/v1/tour-visits/{tourId}
 * (one tour). The newest change wins, by the time the device says it happened.
 */

/** Where the routes live; the server registers them and the web app calls them from here. */
export const tourVisitsApiPath = '/api/v1/tour-visits';
export const tourVisitApiPath = (tourId: TourId): string =>
  `${tourVisitsApiPath}/${encodeURIComponent(tourId)}`;

/** No tour has more stops than this; each tour's own count is checked against the content. */
export const maxTourStops = 12;

/** One tour's visit as a device sends it. */
export const tourVisitBodySchema = z
  .strictObject({
    /** The stop the visitor was last on. */
    current: artworkIdSchema,
    /** Stops opened in tour mode, in the order first opened; each once. */
    visited: z.array(artworkIdSchema).max(maxTourStops),
    /** The finish screen was reached. */
    finished: z.boolean(),
    /** When the device made this change; a time in the future counts as now. */
    changedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'TourVisitBody' });
export type TourVisitBody = z.infer<typeof tourVisitBodySchema>;

/** One tour's visit as the account holds it. */
export const tourVisitSchema = tourVisitBodySchema
  .extend({ tourId: z.enum(tourIds) })
  .meta({ id: 'TourVisit' });
export type TourVisitRecord = z.infer<typeof tourVisitSchema>;

export const tourVisitListSchema = z.strictObject({ visits: z.array(tourVisitSchema) }).meta({
  id: 'TourVisitList',
});
export type TourVisitList = z.infer<typeof tourVisitListSchema>;
