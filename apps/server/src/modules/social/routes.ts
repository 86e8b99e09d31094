import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentCreatedSchema,
  commentDraftSchema,
  commentSchema,
  feedPageSchema,
  feedQuerySchema,
  likeStateSchema,
  postCreatedSchema,
  postDraftSchema,
  postSchema,
  postUpdateSchema,
} from '@artvoyage/contract';
import { errorAnswers } from '../../http/error-answers';
import { bearerAuth, optionalBearerAuth } from '../../http/openapi';
import { sendJson } from '../../http/json-cache';
import { refuseUnstorableBodies } from '../../http/storable-text';
import { callerJsonRoutes, type CallerRoutesOptions } from '../auth';
import type { SocialService } from './service';

const errors = errorAnswers(400, 401, 404);
const postParams = z.object({ id: z.guid('Post ids are UUIDs') });
const commentParams = z.object({ id: z.guid('Comment ids are UUIDs') });

/**
 * The travel feed. Reading is open to visitors (a token, when sent, must be valid and adds the
 * caller's private posts and liked_by_user); writing needs a signed-in caller and touches only their
 * own posts and comments.
 */
export function socialRoutes(options: CallerRoutesOptions<SocialService>): FastifyPluginAsyncZod {
  const { service } = options;
  return callerJsonRoutes(options.verify, { optional: true }, async (app, caller) => {
    refuseUnstorableBodies(app);

    app.get(
      '/api/v1/posts',
      {
        schema: {
          tags: ['social'],
          summary: 'The feed: public posts and the caller’s own private ones, newest first',
          description:
            'Keyset paging: pass the previous page’s `nextCursor` as `cursor`; null means the last page. ' +
            'Sample posts by the Museum Team have user_id "museum-team".',
          security: optionalBearerAuth,
          querystring: feedQuerySchema,
          response: { 200: feedPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { limit, cursor } = request.query;
        const visitor = caller.visitor(request);
        if (visitor !== null) return service.feed(visitor, limit, cursor);
        const json = await service.visitorFeed.get(`${limit} ${cursor ?? ''}`, feedPageSchema, () =>
          service.feed(null, limit, cursor),
        );
        return sendJson(reply, json);
      },
    );

    app.post(
      '/api/v1/posts',
      {
        schema: {
          tags: ['social'],
          summary: 'Publishes a post (and awards its XP); images must come from the photo-upload function',
          security: bearerAuth,
          body: postDraftSchema,
          response: { 201: postCreatedSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(caller.required(request), request.body)),
    );

    app.patch(
      '/api/v1/posts/:id',
      {
        schema: {
          tags: ['social'],
          summary: 'Changes the given fields of the caller’s own post (404 for anyone else’s)',
          security: bearerAuth,
          params: postParams,
          body: postUpdateSchema,
          response: { 200: postSchema, ...errors },
        },
      },
      async (request) => service.update(caller.required(request), request.params.id, request.body),
    );

    /** Deletes one of the caller's own posts or comments: 204, or 404 for anyone else's. */
    const deleteOwn = (
      path: string,
      summary: string,
      params: typeof postParams,
      remove: (userId: string, id: string) => Promise<void>,
    ) =>
      app.delete(
        path,
        {
          schema: {
            tags: ['social'],
            summary,
            security: bearerAuth,
            params,
            response: { 204: z.null().describe('Deleted'), ...errors },
          },
        },
        async (request, reply) => {
          await remove(caller.required(request), request.params.id);
          return reply.status(204).send(null);
        },
      );

    deleteOwn(
      '/api/v1/posts/:id',
      'Deletes the caller’s own post with its likes and comments (404 for anyone else’s)',
      postParams,
      (userId, id) => service.remove(userId, id),
    );

    for (const [method, liked] of [
      ['put', true],
      ['delete', false],
    ] as const) {
      app[method](
        '/api/v1/posts/:id/like',
        {
          schema: {
            tags: ['social'],
            summary: liked ? 'Likes a post (idempotent)' : 'Takes a like back (idempotent)',
            security: bearerAuth,
            params: postParams,
            response: { 200: likeStateSchema, ...errors },
          },
        },
        async (request) => service.setLike(caller.required(request), request.params.id, liked),
      );
    }

    app.get(
      '/api/v1/posts/:id/comments',
      {
        schema: {
          tags: ['social'],
          summary: 'Comments of a post, oldest first',
          security: optionalBearerAuth,
          params: postParams,
          response: { 200: z.array(commentSchema), ...errors },
        },
      },
      async (request) => service.comments(caller.visitor(request), request.params.id),
    );

    app.post(
      '/api/v1/posts/:id/comments',
      {
        schema: {
          tags: ['social'],
          summary: 'Comments on a post',
          security: bearerAuth,
          params: postParams,
          body: commentDraftSchema,
          response: { 201: commentCreatedSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.addComment(caller.required(request), request.params.id, request.body.content)),
    );

    deleteOwn(
      '/api/v1/comments/:id',
      'Deletes the caller’s own comment (404 for anyone else’s)',
      commentParams,
      (userId, id) => service.removeComment(userId, id),
    );
  });
}
