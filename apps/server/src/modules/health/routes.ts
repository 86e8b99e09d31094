import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, healthSchema, type Health } from '@artvoyage/contract';
import type { Database } from '../../db/database';
import { errorBody } from '../../http/errors';

export function healthRoutes(options: {
  database: Database;
  version: string;
  /** Where place search is answered from right now. */
  placeSearch: () => Health['placeSearch'];
}): FastifyPluginAsyncZod {
  const startedAt = Date.now();
  return async (app) => {
    app.get(
      '/api/v1/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Answers 200 once the server and its database are ready',
          response: { 200: healthSchema, 503: errorBodySchema },
        },
      },
      async (_request, reply) => {
        try {
          await options.database.ping();
        } catch (error) {
          app.log.error({ err: error }, 'health check: database unreachable');
          return reply.status(503).send(errorBody('UNAVAILABLE', 'The database is not reachable.'));
        }
        return {
          status: 'ok' as const,
          version: options.version,
          database: options.database.kind,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          placeSearch: options.placeSearch(),
        };
      },
    );
  };
}
