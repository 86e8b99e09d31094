import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  tripEndOutOfRangeMessage,
  tripEndsInRange,
  type Itinerary,
  type ItineraryPatch,
} from '@artvoyage/contract';
import type { Db } from '../../db/database';
import { itineraries } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import {
  aliveBytes,
  aliveCount,
  defaultItineraryLimits,
  forgetOldTombstones,
  hasText,
  itineraryLimitReached,
  lockAccount,
  purgedValues,
  refuseStorageGrowth,
  type ItineraryLimits,
} from './quotas';
import { aliveItineraries, itineraryJson, rowValues, upsertItineraries } from './rows';

/** A transaction handle; the same query API as `Db`. */

/** The parts of a sync round as the route hands them over (the contract's defaults applied). */
export interface ItinerarySyncChanges {
  put: Itinerary[];
  add: Itinerary[];
  delete: string[];
}

// The same answer whether the id is unknown, another account's, or deleted: nothing tells them apart.
const itineraryMissing = () => notFound('No itinerary with this id exists in this account.');
export const itineraryPurged = () =>
  new HttpError(
    410,
    'ITINERARY_PURGED',
    'This itinerary was deleted too long ago to be restored: its content is no longer kept.',
  );
/*
 * Deleting is undoable on the server: the row becomes a tombstone (deleted_at) that keeps its text,
 * so POST …/restore brings back the same id, content and place in the list (created_at is kept).
 * The web app deletes at once and offers Undo for a few seconds: closing the tab then loses nothing,
 * as the server already holds the deletion. The text is purged (a tombstone keeps only the id and
 * when it was deleted, which sync needs) once the restore window has passed, by the hourly sweep,
 * and at once for all but the account's newest few tombstones, so churn cannot pile up text.
 */
const tombstoneValues = { deletedAt: sql`now()`, updatedAt: sql`now()` };

/**
 * Itineraries of one account. Every query is bound to the caller's user id; the itinerary id only
 * picks a row within that account. Deleting keeps a tombstone (deleted_at) so sync can tell "deleted
 * elsewhere" from "never seen".
 */
export class ItineraryService {
  constructor(
    private readonly db: Db,
    private readonly limits: ItineraryLimits = defaultItineraryLimits,
  ) {}

  async list(userId: string): Promise<Itinerary[]> {
    return aliveItineraries(this.db, userId);
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
      await lockAccount(tx, userId);
      const [existing] = await tx
        .select({ deletedAt: itineraries.deletedAt })
        .from(itineraries)
        .where(and(eq(itineraries.userId, userId), eq(itineraries.id, itinerary.id)))
        .limit(1);
      const created = !existing || existing.deletedAt !== null;
      if (created && (await aliveCount(tx, userId)) >= this.limits.count) {
        throw itineraryLimitReached(this.limits.count);
      }
      const bytesBefore = await aliveBytes(tx, userId);
      const [row] = await upsertItineraries(tx, userId, [itinerary]);
      if (!row) throw new Error('upsert returned no row');
      await refuseStorageGrowth(tx, userId, bytesBefore, this.limits);
      return { itinerary: itineraryJson(row), created };
    });
  }

  /**
   * Tombstones an alive itinerary. Deleting one already deleted succeeds again without changing it
   * (its restore window is not extended); 404 when the account never had the id.
   */
  async remove(userId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(itineraries)
        .set(tombstoneValues)
        .where(and(eq(itineraries.userId, userId), eq(itineraries.id, id), isNull(itineraries.deletedAt)))
        .returning({ id: itineraries.id });
      if (row) {
        await forgetOldTombstones(tx, userId, this.limits, this.restoreCutoff());
        return;
      }
      const [tombstone] = await tx
        .select({ id: itineraries.id })
        .from(itineraries)
        .where(and(eq(itineraries.userId, userId), eq(itineraries.id, id)))
        .limit(1);
      if (!tombstone) throw itineraryMissing();
    });
  }

  /**
   * Renames or dates an alive itinerary (404 otherwise); the plan itself is left as it is. A start
   * date is checked against the itinerary's own length, so the trip cannot end past the last date.
   */
  async patch(userId: string, id: string, patch: ItineraryPatch): Promise<Itinerary> {
    return this.db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const whereAlive = and(
        eq(itineraries.userId, userId),
        eq(itineraries.id, id),
        isNull(itineraries.deletedAt),
      );
      const [current] = await tx
        .select({ dayCount: sql<number>`jsonb_array_length(${itineraries.days})` })
        .from(itineraries)
        .where(whereAlive)
        .limit(1);
      if (!current) throw itineraryMissing();
      if (patch.startDate && !tripEndsInRange(patch.startDate, Number(current.dayCount))) {
        throw new HttpError(
          400,
          'VALIDATION_FAILED',
          `Invalid body: startDate: ${tripEndOutOfRangeMessage}.`,
        );
      }
      const bytesBefore = await aliveBytes(tx, userId);
      const [row] = await tx
        .update(itineraries)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.startDate !== undefined ? { startDate: patch.startDate } : {}),
          updatedAt: sql`now()`,
        })
        .where(whereAlive)
        .returning();
      if (!row) throw itineraryMissing();
      await refuseStorageGrowth(tx, userId, bytesBefore, this.limits);
      return itineraryJson(row);
    });
  }

  /**
   * Undoes a delete: the same id, content and place in the list. Restoring one that is alive answers
   * it unchanged; 410 once its text was purged (or its restore window passed); 404 when the account
   * has no such id (or its tombstone was forgotten). Counts as a new itinerary for the limits.
   */
  async restore(userId: string, id: string): Promise<Itinerary> {
    return this.db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const [row] = await tx
        .select()
        .from(itineraries)
        .where(and(eq(itineraries.userId, userId), eq(itineraries.id, id)))
        .limit(1);
      if (!row) throw itineraryMissing();
      if (row.deletedAt === null) return itineraryJson(row);
      if (row.name === '' || row.deletedAt.getTime() < Date.now() - this.limits.restoreWindowMs) {
        throw itineraryPurged();
      }
      if ((await aliveCount(tx, userId)) >= this.limits.count) {
        throw itineraryLimitReached(this.limits.count);
      }
      const bytesBefore = await aliveBytes(tx, userId);
      const [restored] = await tx
        .update(itineraries)
        .set({ deletedAt: null, updatedAt: sql`now()` })
        .where(and(eq(itineraries.userId, userId), eq(itineraries.id, id)))
        .returning();
      if (!restored) throw itineraryMissing();
      await refuseStorageGrowth(tx, userId, bytesBefore, this.limits);
      return itineraryJson(restored);
    });
  }

  /** Purges the text of every account's tombstones deleted before `before`; returns how many. */
  async purgeDeletedBefore(before: Date): Promise<number> {
    const rows = await this.db
      .update(itineraries)
      .set(purgedValues)
      .where(and(isNotNull(itineraries.deletedAt), lt(itineraries.deletedAt, before), hasText))
      .returning({ id: itineraries.id });
    return rows.length;
  }

  /** The sweep's cut-off: tombstones deleted before it can no longer be restored. */
  restoreCutoff(now = Date.now()): Date {
    return new Date(now - this.limits.restoreWindowMs);
  }

  /**
   * One sync round, all or nothing: deletions first, then `put` (wins over anything, restores
   * tombstones), then `add` (only ids the account never had). Returns the whole alive list afterwards.
   */
  async sync(userId: string, changes: ItinerarySyncChanges): Promise<Itinerary[]> {
    assertDistinctIds(changes);
    return this.db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const before = await aliveCount(tx, userId);
      const bytesBefore = await aliveBytes(tx, userId);
      if (changes.delete.length > 0) {
        await tx
          .update(itineraries)
          .set(tombstoneValues)
          .where(
            and(
              eq(itineraries.userId, userId),
              inArray(itineraries.id, changes.delete),
              isNull(itineraries.deletedAt),
            ),
          );
      }
      await upsertItineraries(tx, userId, changes.put);
      if (changes.add.length > 0) {
        // The primary key decides: an id the account has, or had (tombstone), is left alone.
        await tx
          .insert(itineraries)
          .values(changes.add.map((itinerary) => rowValues(userId, itinerary)))
          .onConflictDoNothing({ target: [itineraries.userId, itineraries.id] });
      }
      const after = await aliveItineraries(tx, userId);
      // Only growth past the limit is refused, so an account already above it (e.g. after the limit
      // was lowered) can still edit and delete. Throwing rolls the whole round back.
      if (after.length > this.limits.count && after.length > before)
        throw itineraryLimitReached(this.limits.count);
      await refuseStorageGrowth(tx, userId, bytesBefore, this.limits);
      if (changes.delete.length > 0) await forgetOldTombstones(tx, userId, this.limits, this.restoreCutoff());
      return after;
    });
  }
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
