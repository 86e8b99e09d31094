import { z } from 'zod';
import { boundedInteger, emptyAsUndefined, optionalUrl, parsedBy, requestsPerWindow } from '../../env-values';
import { osrmProfiles } from './osrm-profiles';
import { parseTileTemplate } from './tile-template';

/** Place search, the map's tile provider and the routing engine. */
export const placesEnv = z.object({
  GEOCODER_URL: optionalUrl(/^https?$/),
  MAP_TILE_URL: z.preprocess(
    emptyAsUndefined,
    z.string().trim().transform(parsedBy(parseTileTemplate, 'tile URL template ')).optional(),
  ),
  MAP_TILE_ATTRIBUTION: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(500).optional()),
  MAP_TILE_MAX_ZOOM: boundedInteger(1, 22, 19),
  ROUTING_URL: optionalUrl(/^https?$/),
  ROUTING_PROFILE: z.preprocess(emptyAsUndefined, z.enum(osrmProfiles).default('driving')),
  ROUTING_TIMEOUT_MS: boundedInteger(100, 60_000, 5000),
  PLACE_SEARCH_RATE_LIMIT: requestsPerWindow('120/60'),
});

export function placesSettings(env: z.output<typeof placesEnv>, ctx: z.RefinementCtx) {
  if (env.MAP_TILE_URL && !env.MAP_TILE_ATTRIBUTION) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAP_TILE_ATTRIBUTION'],
      message: 'required with MAP_TILE_URL (the credit the tile provider asks for)',
    });
  }
  return {
    /** A Photon-compatible geocoder whose results follow the local ones in place search. */
    geocoderUrl: env.GEOCODER_URL,
    /** Raster tiles from a provider (MAP_TILE_URL); unset means the web map's bundled base map. */
    mapTiles:
      env.MAP_TILE_URL && env.MAP_TILE_ATTRIBUTION
        ? {
            /** Leaflet-style template, e.g. `https://{s}.tile.example.org/{z}/{x}/{y}.png`. */
            url: env.MAP_TILE_URL.url,
            attribution: env.MAP_TILE_ATTRIBUTION,
            maxZoom: env.MAP_TILE_MAX_ZOOM,
            /** The CSP img-src sources the tiles load from. */
            imageSources: env.MAP_TILE_URL.imageSources,
          }
        : undefined,
    /** An OSRM-compatible routing engine (ROUTING_URL) behind GET /api/v1/routes. */
    routing: env.ROUTING_URL
      ? {
          url: env.ROUTING_URL,
          /** OSRM profile for trips of 2 km or more; shorter ones use `foot`. */
          profile: env.ROUTING_PROFILE,
          timeoutMs: env.ROUTING_TIMEOUT_MS,
        }
      : undefined,
    /** Place searches (autocomplete) per client address and window. */
    placeSearchRateLimit: env.PLACE_SEARCH_RATE_LIMIT,
  };
}
