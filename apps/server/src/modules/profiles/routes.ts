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

    // What the caller has earned, newest first: the same read for each kind of reward.
    const earnedList = <Item extends z.ZodType>(
      path: string,
      summary: string,
      item: Item,
      read: (userId: string) => Promise<z.output<Item>[]>,
    ) =>
      app.get(
        path,
        {
          schema: {
            tags: ['profiles'],
            summary,
            security: bearerAuth,
            response: { 200: z.array(item), ...errors },
          },
        },
        async (request) => read(callerId(request)),
      );
    earnedList(
      '/api/v1/profile/achievements',
      'Achievements the caller has unlocked, newest first',
      earnedAchievementSchema,
      (userId) => options.service.achievements(userId),
    );
    earnedList(
      '/api/v1/profile/badges',
      'Badges the caller has earned, newest first',
      earnedBadgeSchema,
      (userId) => options.service.badges(userId),
    );
  };
}
