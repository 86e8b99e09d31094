import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  maxTourStops,
  tourVisitBodySchema,
  tourVisitListSchema,
  tourVisitSchema,
  tourVisitsApiPath,
} from '@artvoyage/contract';
import { errorAnswers } from '../../http/error-answers';
import { bearerAuth } from '../../http/openapi';
import { perCaller, type RateLimit } from '../../http/per-caller-limit';
import { callerJsonRoutes, type CallerRoutesOptions } from '../auth';
import { assertVisitFits, knownTour } from './catalogue';
import type { TourVisitService } from './service';

const errors = errorAnswers(400, 401, 429);
/** A visit is a handful of ids and a time: a few hundred bytes. Anything much larger is not one. */
const bodyLimit = 4 * 1024;
// Any string, so an unknown tour gets its own code (UNKNOWN_TOUR) rather than a schema message.
const params = z.object({ tourId: z.string().max(100) });

/** The signed-in user's tour progress; the user id comes only from the verified access token. */
export function tourVisitRoutes(
  options: CallerRoutesOptions<TourVisitService> & { rateLimit: RateLimit },
): FastifyPluginAsyncZod {
  const { service } = options;
  return callerJsonRoutes(options.verify, { optional: false }, async (app, caller) => {
    const config = { rateLimit: perCaller(options.rateLimit, caller, 'tour-visits') };

    app.get(
      tourVisitsApiPath,
      {
        config,
        schema: {
          tags: ['tours'],
          summary: "The caller's progress in every guided tour they started",
          description: 'Rate-limited per user (TOUR_VISITS_RATE_LIMIT), then 429.',
          security: bearerAuth,
          response: { 200: tourVisitListSchema, ...errors },
        },
      },
      async (request) => ({ visits: await service.list(caller.required(request)) }),
    );

    app.put(
      `${tourVisitsApiPath}/:tourId`,
      {
        config,
        bodyLimit,
        schema: {
          tags: ['tours'],
          summary: "Records one tour's visit, unless the account holds a newer one; answers the visit kept",
          description:
            '`changedAt` is when the device made the change; the newer change wins and the answer is the ' +
            'visit kept (the stored one when it is newer, which the device then adopts). A time in the ' +
            'future counts as now. 400 UNKNOWN_TOUR for a tour the catalogue does not have, ' +
            `NOT_A_TOUR_STOP for an artwork the tour does not stop at; \`visited\` holds each stop once, at ` +
            `most the tour's stop count (never more than ${maxTourStops}). Rate-limited per user ` +
            '(TOUR_VISITS_RATE_LIMIT), then 429.',
          security: bearerAuth,
          params,
          body: tourVisitBodySchema,
          response: { 200: tourVisitSchema, ...errors, 413: errorBodySchema },
        },
      },
      async (request) => {
        const userId = caller.required(request);
        const tourId = knownTour(request.params.tourId);
        assertVisitFits(tourId, request.body);
        return service.put(userId, tourId, request.body);
      },
    );
  });
}
