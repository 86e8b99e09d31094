import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapConfigSchema, routeQuerySchema, routeSchema, type MapConfig } from '@artvoyage/contract';
import { errorAnswers } from '../../http/error-answers';
import type { RoutePlanner } from './route-planner';

/** The map's settings and routes between two points; open to anyone. */
export function mapRoutes(options: { mapConfig: MapConfig; planner: RoutePlanner }): FastifyPluginAsyncZod {
  const { mapConfig, planner } = options;
  return async (app) => {
    app.get(
      '/api/v1/map/config',
      {
        schema: {
          tags: ['map'],
          summary:
            'Map settings: the raster tile provider (null for the bundled base map) and whether routing works',
          response: { 200: mapConfigSchema },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'public, max-age=300');
        return mapConfig;
      },
    );

    app.get(
      '/api/v1/routes',
      {
        schema: {
          tags: ['map'],
          summary: 'A route between two points from the routing engine (OSRM)',
          description:
            '`from` and `to` are `lat,lng` in degrees. Trips under 2 km in a straight line are routed on ' +
            'foot (mode `walking`), longer ones with ROUTING_PROFILE. Identical points give a zero-length ' +
            'walk. 503 ROUTING_UNAVAILABLE when no engine is configured (see GET /api/v1/map/config), ' +
            '404 NO_ROUTE when the engine finds no way, 502 ROUTING_FAILED when it fails or is too slow.',
          querystring: routeQuerySchema,
          response: {
            200: routeSchema,
            ...errorAnswers(400, 404, 502, 503),
          },
        },
      },
      async (request, reply) => {
        const route = await planner.plan(request.query.from, request.query.to);
        // Private: the points may be where the visitor stands.
        void reply.header('cache-control', 'private, max-age=300');
        return route;
      },
    );
  };
}
