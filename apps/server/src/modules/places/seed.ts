import { eq, notInArray, sql } from 'drizzle-orm';
import { destinations, landmarks, type DestinationEntry, type LandmarkEntry } from '@artvoyage/content';
import frenchPlaces from '@artvoyage/content/locales/fr/places';
import russianPlaces from '@artvoyage/content/locales/ru/places';
import { destinationTexts, landmarkTexts } from '@artvoyage/content/places/localize';
import { contentVersion, recordSeeded, seededVersion } from '../../db/content-version';
import type { Db, Tx } from '../../db/database';
import {
  destinations as destinationRows,
  landmarks as landmarkRows,
  placeNames,
  places,
} from '../../db/schema';
import { allProposed } from '../../db/upsert';
import { normalisePlaceName } from './normalise';

/** Serialises writers of the place tables across server instances (PostgreSQL) for one transaction. */
export const lockPlaces = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(7415001)`);

/** Changes whenever the bundled destinations or landmarks do, so an unchanged start skips the upsert. */
export function localContentVersion(
  content: {
    destinations: readonly DestinationEntry[];
    landmarks: readonly LandmarkEntry[];
    names?: unknown;
  } = {
    destinations,
    landmarks,
    // The rule marking which names are primary is part of what is seeded: a change to it reseeds.
    names: { translatedNames, primaryNames: 'app-languages' },
  },
): string {
  return contentVersion(content);
}

/** A place's names in the app's other languages, so a visitor can search in theirs (Париж, Tour Eiffel). */
const translatedPacks = [frenchPlaces, russianPlaces];
const translatedNames = {
  destination: Object.fromEntries(
    destinations.map(({ id }) => [id, translatedPacks.map((pack) => destinationTexts(pack, id)?.name)]),
  ),
  landmark: Object.fromEntries(
    landmarks.map(({ id }) => [id, translatedPacks.map((pack) => landmarkTexts(pack, id)?.name)]),
  ),
};

/**
 * Every name a place is searched by, normalised. Its names in the app's languages (English, French,
 * Russian) are primary: a visitor types them from the first letter, and a later word counts
 * ("лувр" in "пирамида лувра"). Other alternates (Firenze) match by prefix only from five letters,
 * as the gazetteer's foreign names do.
 */
const localNames = (
  entry: { id: string; name: string; alternateNames: readonly string[] },
  kind: 'destination' | 'landmark',
): { name: string; isPrimary: boolean }[] => {
  const named = new Map<string, boolean>();
  const add = (names: readonly (string | undefined)[], isPrimary: boolean) => {
    for (const name of names) {
      const normalised = name === undefined ? '' : normalisePlaceName(name);
      if (normalised) named.set(normalised, (named.get(normalised) ?? false) || isPrimary);
    }
  };
  add([entry.name, ...(translatedNames[kind][entry.id] ?? [])], true);
  add(entry.alternateNames, false);
  return [...named].map(([name, isPrimary]) => ({ name, isPrimary }));
};

/** The local places' row in content_seeded. */
const localPlacesName = 'places-local';

/**
 * Makes the destinations, landmarks and their search entries equal to packages/content: upserts
 * every row, deletes rows the content no longer has. Runs at every start before the server listens
 * (a few milliseconds, nothing at all when the content hash is unchanged), so a content change needs
 * no migration.
 */
export async function seedLocalPlaces(db: Db): Promise<boolean> {
  const version = localContentVersion();
  if ((await seededVersion(db, localPlacesName)) === version) return false;

  const countryOf = new Map(destinations.map((entry) => [entry.id, entry.country]));
  await db.transaction(async (tx) => {
    await lockPlaces(tx);
    await tx
      .insert(destinationRows)
      .values(
        destinations.map((entry) => ({
          id: entry.id,
          name: entry.name,
          country: entry.country,
          description: entry.description,
          latitude: entry.latitude,
          longitude: entry.longitude,
          rating: entry.rating,
          imageId: entry.image_id,
        })),
      )
      .onConflictDoUpdate({ target: destinationRows.id, set: allProposed(destinationRows) });
    await tx
      .insert(landmarkRows)
      .values(
        landmarks.map((entry) => ({
          id: entry.id,
          name: entry.name,
          cityId: entry.city,
          category: entry.category,
          description: entry.description,
          latitude: entry.latitude,
          longitude: entry.longitude,
          openingHours: entry.opening_hours,
          ticketAdult: entry.ticket_price?.adult ?? null,
          ticketMin: entry.ticket_price?.min ?? null,
          imageId: entry.image_id,
        })),
      )
      .onConflictDoUpdate({ target: landmarkRows.id, set: allProposed(landmarkRows) });
    await tx.delete(landmarkRows).where(
      notInArray(
        landmarkRows.id,
        landmarks.map((entry) => entry.id),
      ),
    );
    await tx.delete(destinationRows).where(
      notInArray(
        destinationRows.id,
        destinations.map((entry) => entry.id),
      ),
    );

    // The search entries are few: replace them all (their names cascade).
    await tx.delete(places).where(eq(places.source, 'local'));
    const entries = [
      ...destinations.map((entry) => ({ entry, kind: 'destination' as const, country: entry.country })),
      ...landmarks.map((entry) => ({
        entry,
        kind: 'landmark' as const,
        country: countryOf.get(entry.city) ?? null,
      })),
    ];
    await tx.insert(places).values(
      entries.map(({ entry, kind, country }) => ({
        key: `${kind}:${entry.id}`,
        id: entry.id,
        kind,
        source: 'local',
        name: entry.name,
        country,
        latitude: entry.latitude,
        longitude: entry.longitude,
        importance: 1,
      })),
    );
    await tx
      .insert(placeNames)
      .values(
        entries.flatMap(({ entry, kind }) =>
          localNames(entry, kind).map((name) => ({ placeKey: `${kind}:${entry.id}`, ...name })),
        ),
      );
    await recordSeeded(tx, localPlacesName, version);
  });
  return true;
}
