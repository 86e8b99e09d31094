import { and, asc, desc, eq, gte, inArray, like, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type {
  Bbox,
  CityPoint,
  Destination,
  Landmark,
  LandmarkCategory,
  PlaceSuggestion,
} from '@artvoyage/contract';
import type { Db } from '../../db/database';
import { destinations, landmarks, placeNames, places } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { JsonCache } from '../../http/json-cache';
import type { Geocoder } from './geocoder';
import { normalisePlaceName } from './normalise';
import { candidate, dedupe, mergeSuggestions, type Candidate } from './ranking';
import { PlaceSearchIndex } from './search-index';
import {
  ALTERNATE_MIN_SIMILARITY,
  ALTERNATE_PREFIX_MIN_LENGTH,
  FUZZY_IMPORTANCE_WEIGHT,
  FUZZY_TIER,
  TRIGRAM_MIN_QUERY_LENGTH,
} from './search-rules';

type LandmarkRow = typeof landmarks.$inferSelect;

export function landmarkJson(row: LandmarkRow): Landmark {
  return {
    id: row.id,
    name: row.name,
    city: row.cityId,
    category: row.category as LandmarkCategory,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    opening_hours: row.openingHours,
    ticket_price:
      row.ticketAdult === null ? null : { adult: row.ticketAdult, min: row.ticketMin ?? row.ticketAdult },
    image_id: row.imageId,
  };
}

/** Enough candidates that duplicates (a destination and its gazetteer city) never starve the page. */
const candidatesPerResult = 3;

/** Rows inside a box; a box whose west edge is east of its east edge crosses the 180° meridian. */
function boxConditions(box: Bbox, latitude: AnyColumn, longitude: AnyColumn): SQL[] {
  const { minLng, minLat, maxLng, maxLat } = box;
  const conditions = [gte(latitude, minLat), lte(latitude, maxLat)];
  const across =
    minLng <= maxLng
      ? and(gte(longitude, minLng), lte(longitude, maxLng))
      : or(gte(longitude, minLng), lte(longitude, maxLng));
  if (across) conditions.push(across);
  return conditions;
}

export class PlaceService {
  private searchIndex: PlaceSearchIndex | undefined;

  constructor(
    private readonly db: Db,
    private readonly geocoder?: Geocoder,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Best rated first; the name breaks ties (byte order, the same on PGlite and PostgreSQL). */
  /**
   * GET /api/v1/destinations, serialized: the destinations are written only by the seeding at start, so
   * the answer changes only when a newer server (new content) starts beside this one; a minute bounds it.
   */
  readonly destinationsJson = new JsonCache({ ttlMs: 60_000, maxEntries: 1 });

  async destinations(): Promise<Destination[]> {
    const rows = await this.db
      .select()
      .from(destinations)
      .orderBy(desc(destinations.rating), asc(sql`${destinations.name} collate "C"`));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      country: row.country,
      description: row.description,
      latitude: row.latitude,
      longitude: row.longitude,
      rating: Math.round(row.rating * 10) / 10,
      image_id: row.imageId,
    }));
  }

  /** By name; `city` must be a destination id, `bbox` may cross the 180° meridian. */
  async landmarks(filter: { city?: string | undefined; bbox?: Bbox | undefined }): Promise<Landmark[]> {
    if (filter.city !== undefined) {
      const [city] = await this.db
        .select({ id: destinations.id })
        .from(destinations)
        .where(eq(destinations.id, filter.city));
      if (!city) {
        throw new HttpError(
          400,
          'VALIDATION_FAILED',
          `Invalid querystring: city: no destination has the id "${filter.city}" (see GET /api/v1/destinations).`,
        );
      }
    }
    const conditions: SQL[] = [];
    if (filter.city !== undefined) conditions.push(eq(landmarks.cityId, filter.city));
    if (filter.bbox) conditions.push(...boxConditions(filter.bbox, landmarks.latitude, landmarks.longitude));
    const rows = await this.db
      .select()
      .from(landmarks)
      .where(and(...conditions))
      .orderBy(asc(sql`${landmarks.name} collate "C"`), asc(landmarks.id));
    return rows.map(landmarkJson);
  }

  /** The most populous gazetteer cities in the box, biggest first (labels for the offline base map). */
  async citiesIn(bbox: Bbox, limit: number): Promise<CityPoint[]> {
    const rows = await this.db
      .select({
        id: places.id,
        name: places.name,
        country: places.country,
        lat: places.latitude,
        lng: places.longitude,
        importance: places.importance,
      })
      .from(places)
      .where(and(eq(places.source, 'gazetteer'), ...boxConditions(bbox, places.latitude, places.longitude)))
      .orderBy(desc(places.importance), asc(places.id))
      .limit(limit);
    return rows.map(({ country, ...row }) => ({ ...row, ...(country ? { country } : {}) }));
  }

  async landmark(id: string): Promise<Landmark> {
    const [row] = await this.db.select().from(landmarks).where(eq(landmarks.id, id));
    if (!row) throw notFound(`No landmark has the id "${id}".`);
    return landmarkJson(row);
  }

  /**
   * Autocomplete: local places and gazetteer cities ranked in one query, then the geocoder's
   * results (when configured) after them. The geocoder runs alongside the local query and is only
   * waited for when the local results leave room; its failure or timeout only costs its results.
   */
  async search(query: string, limit: number): Promise<PlaceSuggestion[]> {
    const normalised = normalisePlaceName(query);
    if (!normalised) return [];
    const remote = this.geocoder
      ?.search(query, limit)
      .then((found) => found.map((suggestion) => candidate(suggestion)))
      .catch((error: unknown) => {
        this.log?.warn({ err: error }, 'geocoder failed; answering with local places only');
        return [];
      });
    const count = limit * candidatesPerResult;
    const local = dedupe(
      this.searchIndex
        ? this.searchIndex.search(normalised, count)
        : await this.searchLocal(normalised, count),
    );
    if (!remote || local.length >= limit) return local.slice(0, limit).map((entry) => entry.suggestion);
    return mergeSuggestions(local, await remote, limit);
  }

  /** Where search is answered from: memory once the index is built, the database until then. */
  get searchSource(): 'database' | 'memory' {
    return this.searchIndex ? 'memory' : 'database';
  }

  /**
   * Builds the in-process search index from the database's places and names, then serves search
   * from it. Called once the gazetteer is whole; logs its size, time and memory.
   */
  async buildSearchIndex(): Promise<PlaceSearchIndex> {
    const started = performance.now();
    const heapBefore = settledHeap();
    const placeRows = await this.db.select().from(places);
    const nameRows = await this.db
      .select({ placeKey: placeNames.placeKey, name: placeNames.name, primary: placeNames.isPrimary })
      .from(placeNames);
    const index = new PlaceSearchIndex(
      placeRows.map((row) => ({
        key: row.key,
        importance: row.importance,
        suggestion: suggestionOf(row),
      })),
      nameRows,
    );
    this.searchIndex = index;
    this.log?.info(
      {
        places: placeRows.length,
        names: index.size,
        ms: Math.round(performance.now() - started),
        heapMb: Math.round((settledHeap() - heapBefore) / 1e5) / 10,
        heapMeasure: 'gc' in globalThis ? 'after collection' : 'without collection (an upper bound)',
      },
      'place search index built',
    );
    return index;
  }

  /** Ranked local candidates (with duplicates), each with all its names, by the database's query. */
  async searchLocal(q: string, count: number): Promise<Candidate[]> {
    const { name, isPrimary: primary, placeKey } = placeNames;
    const prefix = `${q}%`;
    const word = `% ${q}%`;
    // One indexed scan per way of matching, unioned: with OR the planner falls back to a full scan.
    const hits = (where: SQL | undefined) =>
      this.db.select({ placeKey, name, primary }).from(placeNames).where(where);
    const candidates =
      q.length < TRIGRAM_MIN_QUERY_LENGTH
        ? hits(and(primary, like(name, prefix)))
        : union(hits(like(name, prefix)), hits(like(name, word)), hits(sql`${name} % ${q}`));
    const found = candidates.as('found');
    const tier = sql<number>`min(case
        when ${found.name} = ${q} and ${found.primary} then 0
        when ${found.name} = ${q} then 1
        when ${found.primary} and ${found.name} like ${prefix} then 2
        when ${found.primary} and ${found.name} like ${word} then 3
        when ${q.length >= ALTERNATE_PREFIX_MIN_LENGTH} and ${found.name} like ${prefix} then 4
        else ${sql.raw(String(FUZZY_TIER))} end)`;
    // GeoNames' alternate names are many and noisy, so a typo only counts on one when it is close.
    const similarity = sql<number>`max(case
        when ${found.primary} or similarity(${found.name}, ${q}) >= ${ALTERNATE_MIN_SIMILARITY}
        then similarity(${found.name}, ${q}) else 0 end)`;
    const matches = this.db
      .select({
        placeKey: found.placeKey,
        tier: tier.mapWith(Number).as('tier'),
        similarity: similarity.mapWith(Number).as('similarity'),
      })
      .from(found)
      .groupBy(found.placeKey)
      .having(or(sql`${tier} < ${FUZZY_TIER}`, sql`${similarity} > 0`))
      .as('matches');
    const score = sql`case when ${matches.tier} < ${FUZZY_TIER} then ${places.importance}
        else ${matches.similarity} + ${FUZZY_IMPORTANCE_WEIGHT} * ${places.importance} end`;
    const rows = await this.db
      .select({
        key: places.key,
        id: places.id,
        kind: places.kind,
        source: places.source,
        name: places.name,
        country: places.country,
        latitude: places.latitude,
        longitude: places.longitude,
        importance: places.importance,
      })
      .from(matches)
      .innerJoin(places, eq(places.key, matches.placeKey))
      .orderBy(
        asc(matches.tier),
        desc(score),
        desc(matches.similarity),
        asc(sql`${places.name} collate "C"`),
        asc(places.key),
      )
      .limit(count);
    if (rows.length === 0) return [];
    const names = await this.db
      .select({ placeKey: placeNames.placeKey, name: placeNames.name })
      .from(placeNames)
      .where(
        inArray(
          placeNames.placeKey,
          rows.map((row) => row.key),
        ),
      );
    const namesOf = new Map<string, string[]>();
    for (const row of names) namesOf.set(row.placeKey, [...(namesOf.get(row.placeKey) ?? []), row.name]);
    return rows.map((row) => candidate(suggestionOf(row), namesOf.get(row.key) ?? []));
  }
}

/** The heap in use, after a full collection when node runs with --expose-gc (the place bench does). */
function settledHeap(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

/** What a visitor is shown of a place row. */
function suggestionOf(
  row: Pick<
    typeof places.$inferSelect,
    'id' | 'name' | 'kind' | 'country' | 'latitude' | 'longitude' | 'importance' | 'source'
  >,
): PlaceSuggestion {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as PlaceSuggestion['kind'],
    ...(row.country ? { country: row.country } : {}),
    lat: row.latitude,
    lng: row.longitude,
    importance: Math.round(row.importance * 1000) / 1000,
    source: row.source as PlaceSuggestion['source'],
  };
}
