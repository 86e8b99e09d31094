import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import {
  maxItinerariesPerAccount,
  maxItineraryBytesPerAccount,
  tripEndOutOfRangeMessage,
  tripEndsInRange,
  type Itinerary,
  type ItineraryPatch,
} from '@artvoyage/contract';
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

// The same answer whether the id is unknown, another account's, or deleted: nothing tells them apart.
const itineraryMissing = () => notFound('No itinerary with this id exists in this account.');
export const itineraryPurged = () =>
  new HttpError(
    410,
    'ITINERARY_PURGED',
    'This itinerary was deleted too long ago to be restored: its content is no longer kept.',
  );
export const itineraryLimitReached = (limit: number) =>
  new HttpError(409, 'ITINERARY_LIMIT', `An account can keep up to ${limit} itineraries.`);
export const itineraryStorageLimitReached = (bytes: number) =>
  new HttpError(
    409,
    'ITINERARY_STORAGE_LIMIT',
    `An account can keep up to ${formatMegabytes(bytes)} of itineraries; delete or shorten some first.`,
  );

const formatMegabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The limits an account's itineraries are kept within. */
export interface ItineraryLimits {
  /** Alive itineraries per account. */
  count: number;
  /** Bytes of alive itineraries per account, as stored (name plus days as jsonb text). */
  bytes: number;
  /** Tombstones kept per account; older ones are forgotten (a stale device may then add one again). */
  tombstones: number;
  /** The newest tombstones per account that keep their text, so that deleting can be undone. */
  restorable: number;
  /** How long a deleted itinerary keeps its text (and can be restored), in milliseconds. */
  restoreWindowMs: number;
}

export const defaultItineraryLimits: ItineraryLimits = {
  count: maxItinerariesPerAccount,
  bytes: maxItineraryBytesPerAccount,
  tombstones: 1000,
  restorable: 20,
  // Long enough for an undo sent over a slow or briefly lost connection; short enough that deleted
  // text does not linger on the server.
  restoreWindowMs: 10 * 60 * 1000,
};

/*
 * Deleting is undoable on the server: the row becomes a tombstone (deleted_at) that keeps its text,
 * so POST …/restore brings back the same id, content and place in the list (created_at is kept).
 * The web app deletes at once and offers Undo for a few seconds: closing the tab then loses nothing,
 * as the server already holds the deletion. The text is purged (a tombstone keeps only the id and
 * when it was deleted, which sync needs) once the restore window has passed, by the hourly sweep,
 * and at once for all but the account's newest few tombstones, so churn cannot pile up text.
 */
const tombstoneValues = { deletedAt: sql`now()`, updatedAt: sql`now()` };
const purgedValues = { name: '', days: [], startDate: null };
/** A purged tombstone has no name (an alive itinerary always has one). */
const hasText = ne(itineraries.name, '');

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
      if (created && (await this.aliveCount(tx, userId)) >= this.limits.count) {
        throw itineraryLimitReached(this.limits.count);
      }
      const bytesBefore = await this.aliveBytes(tx, userId);
      const [row] = await this.upsert(tx, userId, [itinerary]);
      if (!row) throw new Error('upsert returned no row');
      await this.refuseStorageGrowth(tx, userId, bytesBefore);
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
        await this.forgetOldTombstones(tx, userId);
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
      await this.lockAccount(tx, userId);
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
      const bytesBefore = await this.aliveBytes(tx, userId);
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
      await this.refuseStorageGrowth(tx, userId, bytesBefore);
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
      await this.lockAccount(tx, userId);
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
      if ((await this.aliveCount(tx, userId)) >= this.limits.count) {
        throw itineraryLimitReached(this.limits.count);
      }
      const bytesBefore = await this.aliveBytes(tx, userId);
      const [restored] = await tx
        .update(itineraries)
        .set({ deletedAt: null, updatedAt: sql`now()` })
        .where(and(eq(itineraries.userId, userId), eq(itineraries.id, id)))
        .returning();
      if (!restored) throw itineraryMissing();
      await this.refuseStorageGrowth(tx, userId, bytesBefore);
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
      await this.lockAccount(tx, userId);
      const before = await this.aliveCount(tx, userId);
      const bytesBefore = await this.aliveBytes(tx, userId);
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
      if (after.length > this.limits.count && after.length > before)
        throw itineraryLimitReached(this.limits.count);
      await this.refuseStorageGrowth(tx, userId, bytesBefore);
      if (changes.delete.length > 0) await this.forgetOldTombstones(tx, userId);
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

  /** Bytes of the account's alive itineraries as stored: what a list answer grows with. */
  private async aliveBytes(tx: Tx, userId: string): Promise<number> {
    const [row] = await tx
      .select({
        value: sql<string>`coalesce(sum(octet_length(${itineraries.name}) + octet_length(${itineraries.days}::text)), 0)`,
      })
      .from(itineraries)
      .where(and(eq(itineraries.userId, userId), isNull(itineraries.deletedAt)));
    return Number(row?.value ?? 0);
  }

  /**
   * Refuses (rolling the transaction back) a write that leaves the account over its storage limit
   * and larger than before: an account already above it (after the limit was lowered) can still
   * edit, shrink and delete.
   */
  private async refuseStorageGrowth(tx: Tx, userId: string, bytesBefore: number): Promise<void> {
    const bytesAfter = await this.aliveBytes(tx, userId);
    if (bytesAfter > this.limits.bytes && bytesAfter > bytesBefore) {
      throw itineraryStorageLimitReached(this.limits.bytes);
    }
  }

  /**
   * Keeps the newest tombstones only, so deleting and creating again cannot grow the table for ever,
   * and the text of only the newest few (within the restore window) of those.
   */
  private async forgetOldTombstones(tx: Tx, userId: string): Promise<void> {
    const restorable = tx
      .select({ id: itineraries.id })
      .from(itineraries)
      .where(and(eq(itineraries.userId, userId), isNotNull(itineraries.deletedAt), hasText))
      .orderBy(desc(itineraries.deletedAt), asc(sql`${itineraries.id} collate "C"`))
      .limit(this.limits.restorable);
    await tx
      .update(itineraries)
      .set(purgedValues)
      .where(
        and(
          eq(itineraries.userId, userId),
          isNotNull(itineraries.deletedAt),
          hasText,
          or(lt(itineraries.deletedAt, this.restoreCutoff()), notInArray(itineraries.id, restorable)),
        ),
      );
    const kept = tx
      .select({ id: itineraries.id })
      .from(itineraries)
      .where(and(eq(itineraries.userId, userId), isNotNull(itineraries.deletedAt)))
      .orderBy(desc(itineraries.deletedAt), asc(sql`${itineraries.id} collate "C"`))
      .limit(this.limits.tombstones);
    await tx
      .delete(itineraries)
      .where(
        and(
          eq(itineraries.userId, userId),
          isNotNull(itineraries.deletedAt),
          notInArray(itineraries.id, kept),
        ),
      );
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
        startDate: itineraries.startDate,
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
          startDate: sql`excluded.start_date`,
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
    startDate: itinerary.startDate ?? null,
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
