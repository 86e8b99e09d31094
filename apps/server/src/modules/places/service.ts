import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Bbox, CityPoint, Destination, Landmark, PlaceSuggestion } from '@artvoyage/contract';
import type { Db } from '../../db/database';
import { destinations, landmarks, places } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { JsonCache } from '../../http/json-cache';
import { boxConditions } from './bounding-box';
import { searchDatabase } from './database-search';
import type { Geocoder } from './geocoder';
import { normalisePlaceName } from './normalise';
import { landmarkJson } from './place-json';
import { candidate, dedupe, mergeSuggestions, type Candidate } from './ranking';
import type { PlaceSearchIndex } from './search-index';
import { loadSearchIndex } from './search-index-loader';

/** Enough candidates that duplicates (a destination and its gazetteer city) never starve the page. */
const candidatesPerResult = 3;

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
   * from it. Called once the gazetteer is whole.
   */
  async buildSearchIndex(): Promise<PlaceSearchIndex> {
    const index = await loadSearchIndex(this.db, this.log);
    this.searchIndex = index;
    return index;
  }

  /** Ranked local candidates (with duplicates), each with all its names, by the database's query. */
  async searchLocal(q: string, count: number): Promise<Candidate[]> {
    return searchDatabase(this.db, q, count);
  }
}
