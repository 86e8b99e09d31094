import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  earnedAchievementSchema,
  earnedBadgeSchema,
  profileSchema,
  profileUpdateSchema,
} from '@artvoyage/contract';
import { errorAnswers } from '../../http/error-answers';
import { bearerAuth } from '../../http/openapi';
import { refuseUnstorableBodies } from '../../http/storable-text';
import { callerHook, type VerifyToken } from '../auth';
import type { ProfileService } from './service';

const errors = errorAnswers(400, 401, 404);

/** The signed-in user's own profile; the user id comes only from the verified access token. */
export function profileRoutes(options: {
  service: ProfileService;
  verify: VerifyToken;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const callerId = callerHook(app, options.verify, { optional: false }).required;
    refuseUnstorableBodies(app);
    app.get(
      '/api/v1/profile',
      {
        schema: {
          tags: ['profiles'],
          summary: "The caller's profile",
          security: bearerAuth,
          response: { 200: profileSchema, ...errors },
        },
      },
      async (request) => options.service.get(callerId(request)),
    );

    app.patch(
      '/api/v1/profile',
      {
        schema: {
          tags: ['profiles'],
          summary: "Changes the caller's profile (sets updated_at) and returns it",
          security: bearerAuth,
          body: profileUpdateSchema,
          response: { 200: profileSchema, ...errors },
        },
      },
      async (request) => options.service.update(callerId(request), request.body),
    );

    app.get(
      '/api/v1/profile/achievements',
      {
        schema: {
          tags: ['profiles'],
          summary: 'Achievements the caller has unlocked, newest first',
          security: bearerAuth,
          response: { 200: z.array(earnedAchievementSchema), ...errors },
        },
      },
      async (request) => options.service.achievements(callerId(request)),
    );

    app.get(
      '/api/v1/profile/badges',
      {
        schema: {
          tags: ['profiles'],
          summary: 'Badges the caller has earned, newest first',
          security: bearerAuth,
          response: { 200: z.array(earnedBadgeSchema), ...errors },
        },
      },
      async (request) => options.service.badges(callerId(request)),
    );
  };
}
