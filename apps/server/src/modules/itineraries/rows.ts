import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Itinerary } from '@artvoyage/contract';
import type { Db, Tx } from '../../db/database';
import { itineraries } from '../../db/schema';
import { proposedValues } from '../../db/upsert';

// Itineraries as rows: to and from the contract's shape, the account's alive list, and the upsert.

export type ItineraryRow = typeof itineraries.$inferSelect;

export function itineraryJson(
  row: Pick<ItineraryRow, 'id' | 'name' | 'linkedArtworkId' | 'days' | 'startDate'>,
): Itinerary {
  const itinerary: Itinerary = {
    id: row.id,
    name: row.name,
    linkedArtworkId: row.linkedArtworkId,
    days: row.days,
  };
  if (row.startDate !== null) itinerary.startDate = row.startDate;
  return itinerary;
}

export function rowValues(userId: string, itinerary: Itinerary) {
  return {
    userId,
    id: itinerary.id,
    name: itinerary.name,
    linkedArtworkId: itinerary.linkedArtworkId,
    days: itinerary.days,
    startDate: itinerary.startDate ?? null,
  } satisfies typeof itineraries.$inferInsert;
}

export async function aliveItineraries(db: Db | Tx, userId: string): Promise<Itinerary[]> {
  const rows = await db
    .select({
      id: itineraries.id,
      name: itineraries.name,
      linkedArtworkId: itineraries.linkedArtworkId,
      days: itineraries.days,
      startDate: itineraries.startDate,
    })
    .from(itineraries)
    .where(and(eq(itineraries.userId, userId), isNull(itineraries.deletedAt)))
    // Byte order for the tie-break, so PGlite and PostgreSQL (whatever its locale) agree.
    .orderBy(asc(itineraries.createdAt), asc(sql`${itineraries.id} collate "C"`));
  return rows.map(itineraryJson);
}

/** insert … on conflict do update: concurrent writers of one id cannot fail on the primary key. */
export async function upsertItineraries(tx: Tx, userId: string, list: Itinerary[]): Promise<ItineraryRow[]> {
  if (list.length === 0) return [];
  return tx
    .insert(itineraries)
    .values(list.map((itinerary) => rowValues(userId, itinerary)))
    .onConflictDoUpdate({
      target: [itineraries.userId, itineraries.id],
      set: {
        ...proposedValues(itineraries, ['name', 'linkedArtworkId', 'days', 'startDate']),
        updatedAt: sql`now()`,
        // A put restores a tombstoned itinerary; created_at keeps its place in the list.
        deletedAt: null,
      },
    })
    .returning();
}
