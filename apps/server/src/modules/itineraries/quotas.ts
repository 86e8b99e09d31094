import { and, asc, count, desc, eq, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { maxItinerariesPerAccount, maxItineraryBytesPerAccount } from '@artvoyage/contract';
import type { Tx } from '../../db/database';
import { itineraries, users } from '../../db/schema';
import { HttpError } from '../../http/errors';

// What keeps one account's itineraries within bounds: its limits, the row lock that serialises its
// writes, and the tombstones it may keep.

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

/** What a tombstone keeps once its text is purged (only the id and when it was deleted). */
export const purgedValues = { name: '', days: [], startDate: null };
/** A purged tombstone has no name (an alive itinerary always has one). */
export const hasText = ne(itineraries.name, '');

/**
 * Serialises an account's writes (row lock on its user), so the limit check and the write that
 * follows see the same rows even on PostgreSQL with concurrent requests. FOR NO KEY UPDATE does not
 * block the foreign-key checks of other inserts. A token whose account is gone gets a 401.
 */
export async function lockAccount(tx: Tx, userId: string): Promise<void> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'This account no longer exists.');
}

/** Bytes of the account's alive itineraries as stored: what a list answer grows with. */
export async function aliveBytes(tx: Tx, userId: string): Promise<number> {
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
export async function refuseStorageGrowth(
  tx: Tx,
  userId: string,
  bytesBefore: number,
  limits: ItineraryLimits,
): Promise<void> {
  const bytesAfter = await aliveBytes(tx, userId);
  if (bytesAfter > limits.bytes && bytesAfter > bytesBefore) {
    throw itineraryStorageLimitReached(limits.bytes);
  }
}

/**
 * Keeps the newest tombstones only, so deleting and creating again cannot grow the table for ever,
 * and the text of only the newest few (within the restore window) of those.
 */
export async function forgetOldTombstones(
  tx: Tx,
  userId: string,
  limits: ItineraryLimits,
  restoreCutoff: Date,
): Promise<void> {
  const restorable = tx
    .select({ id: itineraries.id })
    .from(itineraries)
    .where(and(eq(itineraries.userId, userId), isNotNull(itineraries.deletedAt), hasText))
    .orderBy(desc(itineraries.deletedAt), asc(sql`${itineraries.id} collate "C"`))
    .limit(limits.restorable);
  await tx
    .update(itineraries)
    .set(purgedValues)
    .where(
      and(
        eq(itineraries.userId, userId),
        isNotNull(itineraries.deletedAt),
        hasText,
        or(lt(itineraries.deletedAt, restoreCutoff), notInArray(itineraries.id, restorable)),
      ),
    );
  const kept = tx
    .select({ id: itineraries.id })
    .from(itineraries)
    .where(and(eq(itineraries.userId, userId), isNotNull(itineraries.deletedAt)))
    .orderBy(desc(itineraries.deletedAt), asc(sql`${itineraries.id} collate "C"`))
    .limit(limits.tombstones);
  await tx
    .delete(itineraries)
    .where(
      and(eq(itineraries.userId, userId), isNotNull(itineraries.deletedAt), notInArray(itineraries.id, kept)),
    );
}

export async function aliveCount(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(itineraries)
    .where(and(eq(itineraries.userId, userId), isNull(itineraries.deletedAt)));
  return row?.value ?? 0;
}
