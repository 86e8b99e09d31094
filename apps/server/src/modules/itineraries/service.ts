import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { maxItinerariesPerAccount, type Itinerary } from '@artvoyage/contract';
import type { Db, Tx } from '../../db/database';
import { itineraries, users } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';

type ItineraryRow = typeof itineraries.$inferSelect;
/** A transaction handle; the same query API as `Db`. */

/** The parts of a sync round as the route hands them over (the contract's defaults applied). */
export interface ItinerarySyncChanges {
  put: Itinerary[];
  add: Itinerary[];
  delete: string[];
}

export function itineraryJson(
  row: Pick<ItineraryRow, 'id' | 'name' | 'linkedArtworkId' | 'days'>,
): Itinerary {
  return { id: row.id, name: row.name, linkedArtworkId: row.linkedArtworkId, days: row.days };
}

const itineraryMissing = () => notFound('No itinerary with this id exists in this account.');
export const itineraryLimitReached = (limit: number) =>
  new HttpError(409, 'ITINERARY_LIMIT', `An account can keep up to ${limit} itineraries.`);

/**
 * Itineraries of one account. Every query is bound to the caller's user id; the itinerary id only
 * picks a row within that account. Deleting keeps a tombstone (deleted_at) so sync can tell "deleted
 * elsewhere" from "never seen".
 */
export class ItineraryService {
  constructor(
    private readonly db: Db,
    private readonly limit = maxItinerariesPerAccount,
  ) {}

  async list(userId: string): Promise<Itinerary[]> {
    return this.alive(this.db, userId);
  }

  async get(userId: string, id: string): Promise<Itinerary> {
    const [row] = await this.db
      .select()
      .from(itineraries)
      .where(and(eq(itineraries.userId, userId), eq(itineraries.id, id), isNull(itineraries.deletedAt)))
      .limit(1);
    if (!row) throw itineraryMissing();
    return itineraryJson(row);
  }

  /** Creates or replaces one itinerary (restoring a deleted one); `created` when none was alive. */
  async put(userId: string, itinerary: Itinerary): Promise<{ itinerary: Itinerary; created: boolean }> {
    return this.db.transaction(async (tx) => {
      await this.lockAccount(tx, userId);
      const [existing] = await tx
        .select({ deletedAt: itineraries.deletedAt })
        .from(itineraries)
        .where(and(eq(itineraries.userId, userId), eq(itineraries.id, itinerary.id)))
        .limit(1);
      const created = !existing || existing.deletedAt !== null;
      if (created && (await this.aliveCount(tx, userId)) >= this.limit) {
        throw itineraryLimitReached(this.limit);
      }
      const [row] = await this.upsert(tx, userId, [itinerary]);
      if (!row) throw new Error('upsert returned no row');
      return { itinerary: itineraryJson(row), created };
    });
  }

  /** Tombstones an alive itinerary; 404 when there is none. */
  async remove(userId: string, id: string): Promise<void> {
    const [row] = await this.db
      .update(itineraries)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(itineraries.userId, userId), eq(itineraries.id, id), isNull(itineraries.deletedAt)))
      .returning({ id: itineraries.id });
    if (!row) throw itineraryMissing();
  }

  /**
   * One sync round, all or nothing: deletions first, then `put` (wins over anything, restores
   * tombstones), then `add` (only ids the account never had). Returns the whole alive list afterwards.
   */
  async sync(userId: string, changes: ItinerarySyncChanges): Promise<Itinerary[]> {
    assertDistinctIds(changes);
    return this.db.transaction(async (tx) => {
      await this.lockAccount(tx, userId);
      const before = await this.aliveCount(tx, userId);
      if (changes.delete.length > 0) {
        await tx
          .update(itineraries)
          .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              eq(itineraries.userId, userId),
              inArray(itineraries.id, changes.delete),
              isNull(itineraries.deletedAt),
            ),
          );
      }
      await this.upsert(tx, userId, changes.put);
      if (changes.add.length > 0) {
        // The primary key decides: an id the account has, or had (tombstone), is left alone.
        await tx
          .insert(itineraries)
          .values(changes.add.map((itinerary) => rowValues(userId, itinerary)))
          .onConflictDoNothing({ target: [itineraries.userId, itineraries.id] });
      }
      const after = await this.alive(tx, userId);
      // Only growth past the limit is refused, so an account already above it (e.g. after the limit
      // was lowered) can still edit and delete. Throwing rolls the whole round back.
      if (after.length > this.limit && after.length > before) throw itineraryLimitReached(this.limit);
      return after;
    });
  }

  /**
   * Serialises an account's writes (row lock on its user), so the limit check and the write that
   * follows see the same rows even on PostgreSQL with concurrent requests. FOR NO KEY UPDATE does not
   * block the foreign-key checks of other inserts. A token whose account is gone gets a 401.
   */
  private async lockAccount(tx: Tx, userId: string): Promise<void> {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'This account no longer exists.');
  }

  private async aliveCount(tx: Tx, userId: string): Promise<number> {
    const [row] = await tx
      .select({ value: count() })
      .from(itineraries)
      .where(and(eq(itineraries.userId, userId), isNull(itineraries.deletedAt)));
    return row?.value ?? 0;
  }

  private async alive(db: Db | Tx, userId: string): Promise<Itinerary[]> {
    const rows = await db
      .select({
        id: itineraries.id,
        name: itineraries.name,
        linkedArtworkId: itineraries.linkedArtworkId,
        days: itineraries.days,
      })
      .from(itineraries)
      .where(and(eq(itineraries.userId, userId), isNull(itineraries.deletedAt)))
      // Byte order for the tie-break, so PGlite and PostgreSQL (whatever its locale) agree.
      .orderBy(asc(itineraries.createdAt), asc(sql`${itineraries.id} collate "C"`));
    return rows.map(itineraryJson);
  }

  /** insert … on conflict do update: concurrent writers of one id cannot fail on the primary key. */
  private async upsert(tx: Tx, userId: string, list: Itinerary[]): Promise<ItineraryRow[]> {
    if (list.length === 0) return [];
    return tx
      .insert(itineraries)
      .values(list.map((itinerary) => rowValues(userId, itinerary)))
      .onConflictDoUpdate({
        target: [itineraries.userId, itineraries.id],
        set: {
          name: sql`excluded.name`,
          linkedArtworkId: sql`excluded.linked_artwork_id`,
          days: sql`excluded.days`,
          updatedAt: sql`now()`,
          // A put restores a tombstoned itinerary; created_at keeps its place in the list.
          deletedAt: null,
        },
      })
      .returning();
  }
}

function rowValues(userId: string, itinerary: Itinerary) {
  return {
    userId,
    id: itinerary.id,
    name: itinerary.name,
    linkedArtworkId: itinerary.linkedArtworkId,
    days: itinerary.days,
  } satisfies typeof itineraries.$inferInsert;
}

/**
 * One id at most once per round: across lists the intent would be ambiguous, and twice in `put`
 * PostgreSQL refuses to update one row twice in a statement.
 */
function assertDistinctIds(changes: ItinerarySyncChanges): void {
  const seen = new Map<string, string>();
  const entries: Array<[string, string]> = [
    ...changes.delete.map((id): [string, string] => [id, 'delete']),
    ...changes.put.map((itinerary): [string, string] => [itinerary.id, 'put']),
    ...changes.add.map((itinerary): [string, string] => [itinerary.id, 'add']),
  ];
  for (const [id, list] of entries) {
    const first = seen.get(id);
    if (first !== undefined) {
      const where = first === list ? `twice in "${list}"` : `in both "${first}" and "${list}"`;
      throw new HttpError(400, 'VALIDATION_FAILED', `Invalid body: itinerary ${id} appears ${where}.`);
    }
    seen.set(id, list);
  }
}
