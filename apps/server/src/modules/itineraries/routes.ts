import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  itineraryIdSchema,
  itineraryPatchSchema,
  itinerarySchema,
  itinerarySyncRequestSchema,
  itinerarySyncResponseSchema,
  maxItinerariesPerAccount,
  maxItineraryBytes,
  maxItineraryBytesPerAccount,
} from '@artvoyage/contract';
import { errorAnswers } from '../../http/error-answers';
import { bearerAuth } from '../../http/openapi';
import { HttpError } from '../../http/errors';
import { repeatWhileServing } from '../../http/repeat-while-serving';
import { refuseUnstorableBodies } from '../../http/storable-text';
import { callerJsonRoutes, type CallerRoutesOptions } from '../auth';
import type { ItineraryService } from './service';

const errors = errorAnswers(400, 401, 404);
const writeErrors = { ...errors, 409: errorBodySchema };
/** Deleted itineraries lose their text a while after (see the service): looked for hourly. */
const firstPurgeMs = 60_000;
const purgeEveryMs = 60 * 60 * 1000;
const params = z.object({ id: itineraryIdSchema });
/** A sync round may carry up to three lists of full itineraries. */
const syncBodyLimit = 4 * 1024 * 1024;
/** One itinerary, with room for a client that escapes its non-ASCII text (\u00e9 is 6 bytes, not 2). */
const putBodyLimit = 2 * maxItineraryBytes;
const storageLimit =
  `Each itinerary holds up to ${maxItineraryBytes / 1024} KB of JSON (else 400), and an account up to ` +
  `${maxItineraryBytesPerAccount / 1024 / 1024} MB of them as stored: a write that would grow it past that is ` +
  'refused with 409 ITINERARY_STORAGE_LIMIT, leaving everything stored as it was.';

/** The signed-in user's itineraries; the user id comes only from the verified access token. */
export function itineraryRoutes(options: CallerRoutesOptions<ItineraryService>): FastifyPluginAsyncZod {
  const { service } = options;
  // Signed in only, settled before a body of up to 4 MB is parsed.
  return callerJsonRoutes(options.verify, { optional: false }, async (app, { required: caller }) => {
    refuseUnstorableBodies(app);

    repeatWhileServing(app, () => service.purgeDeletedBefore(service.restoreCutoff()), {
      firstAfterMs: firstPurgeMs,
      everyMs: purgeEveryMs,
      failure: 'itineraries: purging deleted itineraries failed; next in an hour',
    });

    app.get(
      '/api/v1/itineraries',
      {
        schema: {
          tags: ['itineraries'],
          summary: "The caller's itineraries (not deleted ones), oldest first",
          security: bearerAuth,
          response: { 200: z.array(itinerarySchema), ...errors },
        },
      },
      async (request) => service.list(caller(request)),
    );

    app.post(
      '/api/v1/itineraries/sync',
      {
        bodyLimit: syncBodyLimit,
        schema: {
          tags: ['itineraries'],
          summary: 'One sync round: applies delete, then put, then add in one transaction',
          description:
            '`delete` marks itineraries deleted (unknown ids are ignored); `put` creates or replaces, and ' +
            'restores one deleted elsewhere; `add` keeps an itinerary only if the account never had its ' +
            'id. An id may appear once per request (else 400). All or nothing: past ' +
            `${maxItinerariesPerAccount} itineraries the round is refused with 409 ITINERARY_LIMIT. ` +
            `${storageLimit} Answers with the account's whole list afterwards.`,
          security: bearerAuth,
          body: itinerarySyncRequestSchema,
          response: { 200: itinerarySyncResponseSchema, ...writeErrors },
        },
      },
      async (request) => ({ itineraries: await service.sync(caller(request), request.body) }),
    );

    app.get(
      '/api/v1/itineraries/:id',
      {
        schema: {
          tags: ['itineraries'],
          summary: "One of the caller's itineraries; 404 if it does not exist or was deleted",
          security: bearerAuth,
          params,
          response: { 200: itinerarySchema, ...errors },
        },
      },
      async (request) => service.get(caller(request), request.params.id),
    );

    app.put(
      '/api/v1/itineraries/:id',
      {
        bodyLimit: putBodyLimit,
        schema: {
          tags: ['itineraries'],
          summary: 'Creates (201) or replaces (200) an itinerary, restoring a deleted one',
          description:
            `The body's id must equal the path's. Past ${maxItinerariesPerAccount} itineraries a new one ` +
            `is refused with 409 ITINERARY_LIMIT. ${storageLimit}`,
          security: bearerAuth,
          params,
          body: itinerarySchema,
          response: { 200: itinerarySchema, 201: itinerarySchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        if (request.body.id !== request.params.id) {
          throw new HttpError(
            400,
            'VALIDATION_FAILED',
            `Invalid body: id "${request.body.id}" does not match the id in the path ("${request.params.id}").`,
          );
        }
        const { itinerary, created } = await service.put(caller(request), request.body);
        return reply.status(created ? 201 : 200).send(itinerary);
      },
    );

    app.patch(
      '/api/v1/itineraries/:id',
      {
        schema: {
          tags: ['itineraries'],
          summary: 'Renames an itinerary, or sets or removes its trip dates',
          description:
            'Changes only the fields given (`name`, `startDate`; null removes the dates), never the plan. ' +
            'The name follows the same rule as in an itinerary (trimmed, 1 to 200 characters); a start date ' +
            'must fall in 2000–2099 with the whole trip. 404 if the itinerary does not exist in the ' +
            "caller's account or was deleted.",
          security: bearerAuth,
          params,
          body: itineraryPatchSchema,
          response: { 200: itinerarySchema, ...writeErrors },
        },
      },
      async (request) => service.patch(caller(request), request.params.id, request.body),
    );

    app.post(
      '/api/v1/itineraries/:id/restore',
      {
        schema: {
          tags: ['itineraries'],
          summary: 'Undoes a delete: the same itinerary comes back in its place in the list',
          description:
            'A deleted itinerary keeps its content for a few minutes (only the newest 20 per account). ' +
            'Restoring an itinerary that is not deleted answers it unchanged. 410 ITINERARY_PURGED once ' +
            "its content is gone; 404 if the caller's account never had the id. Counts towards " +
            `${maxItinerariesPerAccount} itineraries (409 ITINERARY_LIMIT). ${storageLimit}`,
          security: bearerAuth,
          params,
          response: { 200: itinerarySchema, ...writeErrors, 410: errorBodySchema },
        },
      },
      async (request) => service.restore(caller(request), request.params.id),
    );

    app.delete(
      '/api/v1/itineraries/:id',
      {
        schema: {
          tags: ['itineraries'],
          summary: 'Deletes an itinerary, which can be restored for a few minutes',
          description:
            'Kept as a tombstone, so sync does not bring it back; its content stays a few minutes so ' +
            'POST …/restore can undo the delete. Deleting it again answers 204 and changes nothing; 404 if ' +
            "the caller's account never had the id.",
          security: bearerAuth,
          params,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(caller(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
}
