import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cityPointSchema,
  cityQuerySchema,
  destinationSchema,
  errorBodySchema,
  landmarkQuerySchema,
  landmarkSchema,
  placeIdSchema,
  placeSearchQuerySchema,
  placeSuggestionSchema,
} from '@artvoyage/contract';
import { errorAnswers } from '../../http/error-answers';
import { sendJson } from '../../http/json-cache';
import type { PlaceService } from './service';

const errors = errorAnswers(400);

export interface PlaceRoutesOptions {
  service: PlaceService;
  /** Place searches per client address and window (PLACE_SEARCH_RATE_LIMIT). */
  searchRateLimit: { max: number; timeWindow: number };
}

/** The interactive map's data and place search; open to anyone. */
export function placeRoutes(options: PlaceRoutesOptions): FastifyPluginAsyncZod {
  const { service } = options;
  return async (app) => {
    app.get(
      '/api/v1/destinations',
      {
        schema: {
          tags: ['map'],
          summary: 'Destinations (cities), best rated first, then by name',
          response: { 200: z.array(destinationSchema), ...errors },
        },
      },
      async (_request, reply) =>
        sendJson(
          reply,
          await service.destinationsJson.get('all', z.array(destinationSchema), () => service.destinations()),
        ),
    );

    app.get(
      '/api/v1/landmarks',
      {
        schema: {
          tags: ['map'],
          summary: 'Landmarks by name, optionally of one destination and/or inside a bounding box',
          description:
            '`city` is a destination id (an unknown one is a 400). `bbox` is `minLng,minLat,maxLng,maxLat` ' +
            'in degrees; minLng greater than maxLng means the box crosses the 180° meridian.',
          querystring: landmarkQuerySchema,
          response: { 200: z.array(landmarkSchema), ...errors },
        },
      },
      async (request) => service.landmarks(request.query),
    );

    app.get(
      '/api/v1/landmarks/:id',
      {
        schema: {
          tags: ['map'],
          summary: 'One landmark; 404 if no landmark has this id',
          params: z.object({ id: placeIdSchema }),
          response: { 200: landmarkSchema, ...errors, 404: errorBodySchema },
        },
      },
      async (request) => service.landmark(request.params.id),
    );

    app.get(
      '/api/v1/cities',
      {
        schema: {
          tags: ['map'],
          summary: 'The most populous world cities inside a box, biggest first (offline base map labels)',
          description:
            '`bbox` is `minLng,minLat,maxLng,maxLat` (it may cross the 180° meridian); `limit` 1-200, ' +
            'default 40. Empty until the gazetteer has loaded. City data © GeoNames (CC BY 3.0).',
          querystring: cityQuerySchema,
          response: { 200: z.array(cityPointSchema), ...errors },
        },
      },
      async (request, reply) => {
        const cities = await service.citiesIn(request.query.bbox, request.query.limit);
        // An empty answer may only mean the gazetteer is still loading: not worth keeping.
        reply.header('cache-control', cities.length > 0 ? 'public, max-age=3600' : 'no-cache');
        return cities;
      },
    );

    app.get(
      '/api/v1/places',
      {
        // Each search ranks the world gazetteer by similarity: the costliest read anyone may send.
        config: { rateLimit: options.searchRateLimit },
        schema: {
          tags: ['map'],
          summary: 'Place autocomplete: landmarks, destinations and world cities, best match first',
          description:
            'Accent- and typo-tolerant. Ranked by match (exact, then prefix, then similarity), then ' +
            'importance: our landmarks and destinations before gazetteer cities, cities by population. ' +
            'City data © GeoNames (CC BY 3.0). With GEOCODER_URL set, its results follow the local ones. ' +
            'Rate-limited per client address (429).',
          querystring: placeSearchQuerySchema,
          response: { 200: z.array(placeSuggestionSchema), ...errors, 429: errorBodySchema },
        },
      },
      async (request) => service.search(request.query.q, request.query.limit),
    );
  };
}
