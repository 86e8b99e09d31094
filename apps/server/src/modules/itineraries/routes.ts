import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  itineraryIdSchema,
  itinerarySchema,
  itinerarySyncRequestSchema,
  itinerarySyncResponseSchema,
  maxItinerariesPerAccount,
} from '@artvoyage/contract';
import { HttpError } from '../../http/errors';
import { AuthError } from '../auth/errors';
import { bearerToken } from '../auth/bearer';
import type { ItineraryService } from './service';

const secured = [{ bearerAuth: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema };
const params = z.object({ id: itineraryIdSchema });
/** A sync round may carry up to three lists of full itineraries. */
const syncBodyLimit = 4 * 1024 * 1024;

/** The signed-in user's itineraries; the user id comes only from the verified access token. */
export function itineraryRoutes(options: {
  service: ItineraryService;
  /** The user id of a valid access token; throws an AuthError otherwise. */
  verify: (token: string) => Promise<string>;
}): FastifyPluginAsyncZod {
  const { service } = options;
  const callerId = async (request: FastifyRequest): Promise<string> => {
    try {
      return await options.verify(bearerToken(request));
    } catch (error) {
      // Auth failures in this API's own error shape.
      if (error instanceof AuthError) throw new HttpError(401, 'UNAUTHORIZED', error.message);
      throw error;
    }
  };

  // Filled by the onRequest hook, read by the handlers.
  const callers = new WeakMap<FastifyRequest, string>();
  const caller = (request: FastifyRequest): string => {
    const userId = callers.get(request);
    if (userId === undefined) throw new Error('itinerary route without an authenticated caller');
    return userId;
  };

  return async (app) => {
    // Authenticated before the body is read: an anonymous caller gets its 401 without the server
    // parsing up to 4 MB, and never a validation message instead.
    app.addHook('onRequest', async (request) => {
      callers.set(request, await callerId(request));
    });

    // Encapsulated to these routes: fetch wrappers often send `Content-Type: application/json` with no
    // body (GET, DELETE), which is no body; and a body that is not JSON is a validation failure.
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      defaultJson(request, text, (error, parsed) => {
        if (error) done(new HttpError(400, 'VALIDATION_FAILED', 'Invalid body: not valid JSON.'), undefined);
        else done(null, parsed);
      });
    });

    app.get(
      '/api/v1/itineraries',
      {
        schema: {
          tags: ['itineraries'],
          summary: "The caller's itineraries (not deleted ones), oldest first",
          security: secured,
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
            "Answers with the account's whole list afterwards.",
          security: secured,
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
          security: secured,
          params,
          response: { 200: itinerarySchema, ...errors },
        },
      },
      async (request) => service.get(caller(request), request.params.id),
    );

    app.put(
      '/api/v1/itineraries/:id',
      {
        schema: {
          tags: ['itineraries'],
          summary: 'Creates (201) or replaces (200) an itinerary, restoring a deleted one',
          description:
            `The body's id must equal the path's. Past ${maxItinerariesPerAccount} itineraries a new one ` +
            'is refused with 409 ITINERARY_LIMIT.',
          security: secured,
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

    app.delete(
      '/api/v1/itineraries/:id',
      {
        schema: {
          tags: ['itineraries'],
          summary: 'Deletes an itinerary (kept as a tombstone, so sync does not bring it back)',
          security: secured,
          params,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(caller(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
