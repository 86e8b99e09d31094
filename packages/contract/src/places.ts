import { z } from 'zod';
import {
  landmarkCategories,
  placeKinds,
  placeSearchDefaultLimit,
  placeSearchMaxLimit,
  placeSources,
} from './constants';

/*
 * The interactive map's data: destinations (GET /api/v1/destinations), landmarks
 * (GET /api/v1/landmarks, GET /api/v1/landmarks/{id}) and place search (GET /api/v1/places).
 */

/** Ids of destinations and landmarks are lowercase slugs, e.g. `paris`, `eiffel-tower`. */
export const placeIdSchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Ids are lowercase slugs such as eiffel-tower');

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
/** Id of an original under /api/v1/media/landmarks/{id}/..., or null when there is no photo. */
const imageId = placeIdSchema.nullable();

export const destinationSchema = z
  .object({
    id: placeIdSchema,
    name: z.string(),
    /** English name of the country. */
    country: z.string(),
    description: z.string(),
    latitude,
    longitude,
    /** Editorial rating, 0 to 5 in steps of 0.1. */
    rating: z.number().min(0).max(5),
    image_id: imageId,
  })
  .meta({ id: 'Destination' });
export type Destination = z.infer<typeof destinationSchema>;
export const destinationListSchema = z.array(destinationSchema);

/** Admission in euros, rounded to whole euros; null when entry is free. */
export const ticketPriceSchema = z
  .object({
    /** The full-price adult ticket. */
    adult: z.number().min(0),
    /** The cheapest paid ticket (reduced, youth or child rate); equals `adult` when there is none. */
    min: z.number().min(0),
  })
  .nullable()
  .meta({ id: 'TicketPrice' });
export type TicketPrice = z.infer<typeof ticketPriceSchema>;

export const landmarkSchema = z
  .object({
    id: placeIdSchema,
    name: z.string(),
    /** The destination (city) it belongs to. */
    city: placeIdSchema,
    category: z.enum(landmarkCategories),
    description: z.string(),
    latitude,
    longitude,
    /** Usual hours in words; they change with seasons and holidays. */
    opening_hours: z.string(),
    ticket_price: ticketPriceSchema,
    image_id: imageId,
  })
  .meta({ id: 'Landmark' });
export type Landmark = z.infer<typeof landmarkSchema>;
export const landmarkListSchema = z.array(landmarkSchema);

/** `minLng,minLat,maxLng,maxLat`; minLng > maxLng means the box crosses the 180° meridian. */
/** Exactly `count` comma-separated finite numbers, or undefined. */
function commaNumbers(value: string, count: number): number[] | undefined {
  const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  return parts.length === count && parts.every(Number.isFinite) ? parts : undefined;
}

export const bboxSchema = z.string().transform((value, ctx) => {
  const [minLng, minLat, maxLng, maxLat] = commaNumbers(value, 4) ?? [];
  if (minLng === undefined || minLat === undefined || maxLng === undefined || maxLat === undefined) {
    ctx.addIssue({ code: 'custom', message: 'bbox must be four numbers: minLng,minLat,maxLng,maxLat' });
    return z.NEVER;
  }
  if (Math.abs(minLng) > 180 || Math.abs(maxLng) > 180 || Math.abs(minLat) > 90 || Math.abs(maxLat) > 90) {
    ctx.addIssue({ code: 'custom', message: 'bbox longitudes must be within ±180 and latitudes within ±90' });
    return z.NEVER;
  }
  if (minLat > maxLat) {
    ctx.addIssue({ code: 'custom', message: 'bbox minLat must not be greater than maxLat' });
    return z.NEVER;
  }
  return { minLng, minLat, maxLng, maxLat };
});
export type Bbox = z.output<typeof bboxSchema>;

export const landmarkQuerySchema = z.object({
  /** Only the landmarks of this destination. */
  city: placeIdSchema.optional(),
  bbox: bboxSchema.optional(),
});
export type LandmarkQuery = z.input<typeof landmarkQuerySchema>;

export const placeSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'q must not be empty').max(100, 'q must be at most 100 characters'),
  limit: z.coerce.number().int().min(1).max(placeSearchMaxLimit).default(placeSearchDefaultLimit),
});
export type PlaceSearchQuery = z.input<typeof placeSearchQuerySchema>;

/** One autocomplete entry, best first. */
export const placeSuggestionSchema = z
  .object({
    /** Landmark or destination id for `local`; `geonames:<id>` or `osm:<type><id>` otherwise. */
    id: z.string(),
    name: z.string(),
    kind: z.enum(placeKinds),
    country: z.string().optional(),
    lat: latitude,
    lng: longitude,
    /** 0 to 1: 1 for our own landmarks and destinations, by population for gazetteer cities. */
    importance: z.number().min(0).max(1),
    source: z.enum(placeSources),
  })
  .meta({ id: 'PlaceSuggestion' });
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;
export const placeSuggestionListSchema = z.array(placeSuggestionSchema);

/** The largest gazetteer cities inside a box, for the offline base map's labels (GET /api/v1/cities). */
export const cityQuerySchema = z.object({
  bbox: bboxSchema,
  limit: z.coerce.number().int().min(1).max(200).default(40),
});
export type CityQuery = z.input<typeof cityQuerySchema>;

export const cityPointSchema = z
  .object({
    /** `geonames:<id>` */
    id: z.string(),
    name: z.string(),
    country: z.string().optional(),
    lat: latitude,
    lng: longitude,
    /** 0 to 1, by population. */
    importance: z.number().min(0).max(1),
  })
  .meta({ id: 'CityPoint' });
export type CityPoint = z.infer<typeof cityPointSchema>;
export const cityPointListSchema = z.array(cityPointSchema);

/*
 * Map settings and routes: GET /api/v1/map/config and GET /api/v1/routes.
 */

/** Raster tiles from a provider, when MAP_TILE_URL is set; null means the bundled offline base map. */
export const mapTilesSchema = z
  .object({
    /** Leaflet-style template with {z}, {x}, {y} and optionally {s} and {r}. */
    url: z.string(),
    /** Shown in the map's corner; providers require it. */
    attribution: z.string(),
    max_zoom: z.number().int().min(1).max(22),
  })
  .meta({ id: 'MapTiles' });
export type MapTiles = z.infer<typeof mapTilesSchema>;

export const mapConfigSchema = z
  .object({
    tiles: mapTilesSchema.nullable(),
    /** True when a routing engine (ROUTING_URL) answers GET /api/v1/routes; otherwise routes are estimates. */
    routing: z.boolean(),
  })
  .meta({ id: 'MapConfig' });
export type MapConfig = z.infer<typeof mapConfigSchema>;

/** `lat,lng` in decimal degrees, e.g. `48.8606,2.3376`. */
export const latLngParamSchema = z
  .string()
  .max(64, 'expected lat,lng of at most 64 characters')
  .transform((value, ctx) => {
    const [lat, lng] = commaNumbers(value, 2) ?? [];
    if (lat === undefined || lng === undefined) {
      ctx.addIssue({ code: 'custom', message: 'expected two numbers: lat,lng' });
      return z.NEVER;
    }
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      ctx.addIssue({ code: 'custom', message: 'lat must be within ±90 and lng within ±180' });
      return z.NEVER;
    }
    return { lat, lng };
  });
export type LatLngParam = z.output<typeof latLngParamSchema>;

export const routeQuerySchema = z.object({ from: latLngParamSchema, to: latLngParamSchema });
export type RouteQuery = z.input<typeof routeQuerySchema>;

export const routeModes = ['walking', 'driving', 'cycling', 'transit'] as const;
export type RouteMode = (typeof routeModes)[number];

export const routeSchema = z
  .object({
    /** How the engine routed it: on foot for short trips, otherwise the configured profile. */
    mode: z.enum(routeModes),
    distance_m: z.number().min(0),
    duration_s: z.number().min(0),
    /** The path, GeoJSON order: [lng, lat]. */
    geometry: z
      .object({
        type: z.literal('LineString'),
        coordinates: z.array(z.tuple([z.number(), z.number()])).min(2),
      })
      .meta({ id: 'LineString' }),
  })
  .meta({ id: 'Route' });
export type Route = z.infer<typeof routeSchema>;
