import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  achievementSchema,
  achievementStatusSchema,
  apiErrorCodeSchema,
  type ApiErrorCode,
  challengeSchema,
  gamificationActionSchema,
  gamificationResultSchema,
  leaderboardRowSchema,
  userStatsSchema,
} from '@artvoyage/contract';
import { errorAnswers } from '../../http/error-answers';
import { bearerAuth } from '../../http/openapi';
import { registerErrorHandling } from '../../http/errors';
import { sendJson } from '../../http/json-cache';
import { perCaller, type RateLimit } from '../../http/per-caller-limit';
import { callerJsonRoutes, type CallerRoutesOptions } from '../auth';
import type { GamificationService } from './service';

/**
 * The gamification function (POST /functions/v1/gamification-system), answered the way
 * @supabase/functions-js expects: JSON on success, a non-2xx status with our error body otherwise.
 */
export function gamificationFunctionRoutes(
  options: CallerRoutesOptions<GamificationService> & { rateLimit: RateLimit },
): FastifyPluginAsyncZod {
  return callerJsonRoutes(options.verify, { optional: false }, async (app, caller) => {
    app.post(
      '/functions/v1/gamification-system',
      {
        config: { rateLimit: perCaller(options.rateLimit, caller, 'gamification') },
        schema: {
          tags: ['gamification'],
          summary: 'Records one gamification event ({action, data}) and answers the new XP and achievements',
          description:
            'Each event counts once per user (daily_visit once per UTC day, artwork_viewed once per artwork, ' +
            'tour_completed once per tour, itinerary_saved once per itinerary that exists in the account, ' +
            'photo_recognized once per recognition the server recorded for the caller (its recognition_id, ' +
            'else 404), profile_completed once, when the profile has a name, bio, language and favourite ' +
            'destination, else 422). A repeat answers "Already counted" with xpAwarded 0. Each kind of event ' +
            'earns XP a limited number of times per UTC day; over it the event is recorded for 0 XP. ' +
            'Unlocked achievements add their points in the same call. Games earn XP through game rounds. ' +
            'Rate-limited per user (GAMIFICATION_RATE_LIMIT), then 429.',
          security: bearerAuth,
          body: gamificationActionSchema,
          response: {
            200: gamificationResultSchema,
            ...errorAnswers(400, 401, 404, 422, 429),
          },
        },
      },
      async (request) => options.service.perform(caller.required(request), request.body),
    );
  });
}

/** PostgREST's error body, which @supabase/postgrest-js hands to the caller as `error`. */
const postgrestErrorSchema = z
  .object({
    code: apiErrorCodeSchema,
    message: z.string(),
    details: z.string().nullable(),
    hint: z.string().nullable(),
  })
  .meta({ id: 'PostgrestError' });

/** Arguments of a POST call: a JSON object (ours take none, extra ones are ignored). */
const rpcArgsSchema = z.record(z.string(), z.unknown()).optional();

const checkAchievementsSchema = z.object({ newAchievements: z.array(achievementSchema) });

/**
 * The remote procedures under /rest/v1/rpc, in PostgREST's manner: POST with a JSON object of
 * arguments (or GET), a JSON object for a single-row function and an array for a set-returning one,
 * errors as {code, message, details, hint}. All but get_leaderboard need a signed-in caller.
 */
export function gamificationRpcRoutes(
  options: CallerRoutesOptions<GamificationService>,
): FastifyPluginAsyncZod {
  const { service } = options;
  return callerJsonRoutes(options.verify, { optional: true }, async (app, caller) => {
    registerErrorHandling(app, (code, message) => ({ code, message, details: null, hint: null }));
    const errors = { 400: postgrestErrorSchema, 401: postgrestErrorSchema, 404: postgrestErrorSchema };

    /** Registers one procedure for POST (with an arguments object) and GET. */
    const rpc = (
      name: string,
      summary: string,
      response: z.ZodType,
      handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
      open = false,
    ) => {
      const schema = {
        tags: ['gamification'],
        summary,
        ...(open ? {} : { security: bearerAuth }),
        response: { 200: response, ...errors },
      };
      app.post(`/rest/v1/rpc/${name}`, { schema: { ...schema, body: rpcArgsSchema } }, handler);
      app.get(`/rest/v1/rpc/${name}`, { schema }, handler);
    };

    rpc(
      'get_user_stats',
      "The caller's counters: achievements, posts, completed trips and their countries",
      userStatsSchema,
      (request) => service.stats(caller.required(request)),
    );
    rpc(
      'get_leaderboard',
      'The top 10 travelers by experience points (ties: earlier account first); open to visitors',
      z.array(leaderboardRowSchema),
      async (_request, reply) =>
        sendJson(
          reply,
          await service.leaderboardJson.get('top', z.array(leaderboardRowSchema), () =>
            service.leaderboard(),
          ),
        ),
      true,
    );
    rpc(
      'check_achievements',
      'Unlocks every achievement the caller qualifies for and answers the new ones',
      checkAchievementsSchema,
      async (request) => ({
        newAchievements: (await service.checkAchievements(caller.required(request))).newAchievements,
      }),
    );
    rpc(
      'get_achievements',
      'Every achievement with the caller’s earned_date (null while locked), by points then name',
      z.array(achievementStatusSchema),
      async (request, reply) => {
        const userId = caller.required(request);
        const json = await service.achievementsJson.get(userId, z.array(achievementStatusSchema), () =>
          service.achievementStatuses(userId),
        );
        return sendJson(reply, json);
      },
    );
    rpc(
      'get_weekly_challenges',
      "This week's challenges (ISO week, UTC); a read only: the event that completes one pays it",
      z.array(challengeSchema),
      (request) => service.challenges(caller.required(request)),
    );

    // PostgREST's answer for a function it does not know.
    app.all(
      '/rest/v1/rpc/:fn',
      { schema: { hide: true, params: z.object({ fn: z.string().max(100) }) } },
      async (request, reply) =>
        reply.status(404).send({
          code: 'PGRST202' satisfies ApiErrorCode,
          message: `Could not find the function public.${request.params.fn} in the schema cache`,
          details: null,
          hint: null,
        }),
    );
  });
}
