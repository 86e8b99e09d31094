import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/database';
import { travelPosts, uploads } from '../../db/schema';
import type { ObjectStore } from './object-store';
import { uploadKeyOf, uploadPathPrefix } from './upload-url';

/** A photo uploaded and never put in a post is kept this long (the visitor may still be writing it). */
export const unpostedUploadGraceMs = 24 * 60 * 60 * 1000;

/**
 * Who uploaded each stored photo, and its removal from the object store once no post shows it: at
 * once when its post is deleted or edited without it, after a day when it was never posted.
 */
export class UploadLedger {
  constructor(
    private readonly db: Db,
    private readonly store: ObjectStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Called once the photo is stored. */
  async record(key: string, userId: string): Promise<void> {
    await this.db.insert(uploads).values({ key, userId });
  }

  /**
   * The URLs among `urls` that are not photos this user uploaded. Inside a transaction, the user's
   * photos are locked until it ends, so a concurrent release cannot delete one about to be posted.
   */
  async foreignPhotos(
    executor: Executor,
    userId: string,
    urls: readonly string[],
  ): Promise<readonly string[]> {
    const keys = uploadKeysOf(urls);
    const owned =
      keys.length === 0
        ? []
        : await executor
            .select({ key: uploads.key })
            .from(uploads)
            .where(and(eq(uploads.userId, userId), inArray(uploads.key, keys)))
            .for('share');
    const ownedKeys = new Set(owned.map((row) => row.key));
    return urls.filter((url) => {
      const key = uploadKeyOf(url);
      return key === null || !ownedKeys.has(key);
    });
  }

  /**
   * After a post was deleted or lost photos: removes those of `urls` that are the user's and that no
   * post shows any more. Never throws: the post's change has happened; what could not be removed now
   * is left for the hourly sweep.
   */
  async releaseUnshown(userId: string, urls: readonly string[]): Promise<void> {
    const keys = uploadKeysOf(urls);
    if (keys.length === 0) return;
    try {
      await this.#remove(and(eq(uploads.userId, userId), inArray(uploads.key, keys)));
    } catch (error) {
      this.log.warn({ err: error, keys }, 'uploads: could not remove photos no post shows');
    }
  }

  /** Removes photos uploaded before `before` that no post shows; answers how many. */
  async sweep(before: Date): Promise<number> {
    return this.#remove(lt(uploads.createdAt, before));
  }

  /**
   * The object goes first and its row after, so a failure leaves the row for the next sweep rather
   * than an object nobody knows of.
   */
  async #remove(which: SQL | undefined): Promise<number> {
    const candidates = await this.db.select({ key: uploads.key }).from(uploads).where(and(which, unshown()));
    let removed = 0;
    for (const { key } of candidates) {
      try {
        await this.store.delete(key);
      } catch (error) {
        this.log.warn({ err: error, key }, 'uploads: could not delete a photo from the object store');
        continue;
      }
      const deleted = await this.db
        .delete(uploads)
        .where(and(eq(uploads.key, key), unshown()))
        .returning({ key: uploads.key });
      removed += deleted.length;
    }
    if (removed > 0) this.log.info({ removed }, 'uploads: removed photos no post shows');
    return removed;
  }
}

/** The stored photos' keys among `urls`; other addresses name nothing here. */
function uploadKeysOf(urls: readonly string[]): string[] {
  return urls.map(uploadKeyOf).filter((key): key is string => key !== null);
}

/** No post, the user's or a seeded one, lists the photo. */
function unshown(): SQL {
  return sql`not exists (select 1 from ${travelPosts} where ${travelPosts.images} @> jsonb_build_array(${uploadPathPrefix}::text || ${uploads.key}))`;
}
