import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { placeNames, places } from '../../db/schema';
import { suggestionOf } from './place-json';
import { PlaceSearchIndex } from './search-index';

/**
 * Builds the in-process search index from the database's places and names. Called once the
 * gazetteer is whole; logs its size, time and memory.
 */
export async function loadSearchIndex(db: Db, log: FastifyBaseLogger | undefined): Promise<PlaceSearchIndex> {
  const started = performance.now();
  const heapBefore = settledHeap();
  const placeRows = await db.select().from(places);
  const nameRows = await db
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
  log?.info(
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

/** The heap in use, after a full collection when node runs with --expose-gc (the place bench does). */
function settledHeap(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}
