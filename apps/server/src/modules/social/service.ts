import { and, desc, eq, sql } from 'drizzle-orm';
import {
  xpRewards,
  type Comment,
  type CommentCreated,
  type FeedPage,
  type LikeState,
  type Post,
  type PostCreated,
  type PostUpdate,
  type postDraftSchema,
} from '@artvoyage/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/database';
import { travelPosts } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { JsonCache } from '../../http/json-cache';

import type { GamificationService } from '../gamification';
import type { UploadLedger } from '../uploads';
import { deleteComment, insertComment, listComments } from './comments';
import { decodeCursor, encodeCursor } from './cursor';
import { storeLike } from './likes';
import { postJson } from './post-json';
import { loadPost, postMissing, selectPosts, visibleTo } from './post-queries';

type PostDraftInput = z.output<typeof postDraftSchema>;

/** Photos of a post must be ones this server's photo-upload function issued to its author. */
function assertOwnPhotos(foreign: readonly string[]): void {
  if (foreign.length > 0) {
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      'Invalid body: images must be addresses the photo-upload function returned to you (/api/v1/uploads/...).',
    );
  }
}

/**
 * The travel feed: posts, likes and comments. Reads show public posts and the caller's own; writes
 * change only the caller's own rows, and someone else's post or comment answers 404 (as if it did not
 * exist) rather than 403, so ids of private posts are not confirmed.
 */
export class SocialService {
  constructor(
    private readonly db: Db,
    private readonly gamification: GamificationService,
    private readonly photos: UploadLedger,
  ) {}

  /**
   * Visitors' feed pages (no token), serialized. They are the same for every visitor, and the feed's
   * first page is what the most people ask for at once. Every write here forgets them; another server
   * instance's write shows within a second.
   */
  readonly visitorFeed = new JsonCache({ ttlMs: 1000 });

  /** A write in one transaction; the visitors' cached pages are forgotten once it has committed. */
  private async write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } finally {
      this.visitorFeed.invalidate();
    }
  }

  /** Newest first (created_at, then id, both descending), one keyset page at a time. */
  async feed(caller: string | null, limit: number, cursor: string | undefined): Promise<FeedPage> {
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    const rows = await selectPosts(this.db, caller)
      .where(
        and(
          visibleTo(caller),
          after
            ? sql`(${travelPosts.createdAt}, ${travelPosts.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(travelPosts.createdAt), desc(travelPosts.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      posts: page.map((row) => postJson(row.post, row.profileName, row.liked)),
      nextCursor: rows.length > limit && last ? encodeCursor(last.post) : null,
    };
  }

  /** Publishes a post and awards its XP in the same transaction. */
  async create(userId: string, draft: PostDraftInput): Promise<PostCreated> {
    return this.write(async (tx) => {
      assertOwnPhotos(await this.photos.foreignPhotos(tx, userId, draft.images));
      const [row] = await tx
        .insert(travelPosts)
        .values({
          userId,
          title: draft.title,
          content: draft.content,
          images: draft.images,
          locationName: draft.location_name || null,
          tags: draft.tags,
          travelRating: draft.travel_rating,
          mood: draft.mood,
          weather: draft.weather,
          isPublic: draft.is_public,
        })
        .returning({ id: travelPosts.id });
      if (!row) throw new Error('insert returned no row');
      const outcome = await this.gamification.recordEvent(
        userId,
        {
          action: 'post_published',
          key: `post:${row.id}`,
          xp: xpRewards.post_published,
          data: { postId: row.id },
        },
        tx,
      );
      return { ...(await loadPost(tx, userId, row.id)), newAchievements: outcome.newAchievements };
    });
  }

  /** Changes the fields given; only the author may (others get 404). */
  async update(userId: string, postId: string, update: PostUpdate): Promise<Post> {
    const changes = {
      ...(update.title !== undefined ? { title: update.title } : {}),
      ...(update.content !== undefined ? { content: update.content } : {}),
      ...(update.images !== undefined ? { images: update.images } : {}),
      ...(update.location_name !== undefined ? { locationName: update.location_name || null } : {}),
      ...(update.tags !== undefined ? { tags: update.tags } : {}),
      ...(update.travel_rating !== undefined ? { travelRating: update.travel_rating } : {}),
      ...(update.mood !== undefined ? { mood: update.mood } : {}),
      ...(update.weather !== undefined ? { weather: update.weather } : {}),
      ...(update.is_public !== undefined ? { isPublic: update.is_public } : {}),
    };
    const { post, dropped } = await this.write(async (tx) => {
      const [current] = await tx
        .select({ images: travelPosts.images })
        .from(travelPosts)
        .where(and(eq(travelPosts.id, postId), eq(travelPosts.userId, userId)))
        .for('update');
      if (!current) throw postMissing();
      const images = update.images ?? current.images;
      // Photos the post already shows stay acceptable (posted before uploads had owners).
      const added = images.filter((url) => !current.images.includes(url));
      assertOwnPhotos(await this.photos.foreignPhotos(tx, userId, added));
      await tx
        .update(travelPosts)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(travelPosts.id, postId));
      return {
        post: await loadPost(tx, userId, postId),
        dropped: current.images.filter((url) => !images.includes(url)),
      };
    });
    await this.photos.releaseUnshown(userId, dropped);
    return post;
  }

  /**
   * Deletes the caller's own post with its likes and comments, and its photos, and takes back the XP
   * it earned in the same transaction (so publishing and deleting cannot be repeated for points).
   */
  async remove(userId: string, postId: string): Promise<void> {
    const images = await this.write(async (tx) => {
      const [row] = await tx
        .delete(travelPosts)
        .where(and(eq(travelPosts.id, postId), eq(travelPosts.userId, userId)))
        .returning({ images: travelPosts.images });
      if (!row) throw postMissing();
      await this.gamification.revokeEvent(userId, `post:${postId}`, tx);
      return row.images;
    });
    await this.photos.releaseUnshown(userId, images);
  }

  /** Likes (or unlikes) a visible post; see `storeLike`. */
  async setLike(userId: string, postId: string, liked: boolean): Promise<LikeState> {
    const { state, authorId, changed } = await this.write((tx) => storeLike(tx, userId, postId, liked));
    // The author may have crossed "ten likes received"; their own transaction, after the like is
    // stored, so many likers do not hold the post's row lock while waiting for the author's profile.
    if (liked && changed && authorId) await this.gamification.checkAchievements(authorId);
    return state;
  }

  /** Comments of a visible post, oldest first. */
  comments(caller: string | null, postId: string): Promise<Comment[]> {
    return listComments(this.db, caller, postId);
  }

  /** Comments on a visible post; counts it and evaluates the commenter's achievements in one transaction. */
  addComment(userId: string, postId: string, content: string): Promise<CommentCreated> {
    return this.write((tx) => insertComment(tx, this.gamification, { userId, postId, content }));
  }

  /** Deletes the caller's own comment (others get 404) and uncounts it. */
  async removeComment(userId: string, commentId: string): Promise<void> {
    await this.write((tx) => deleteComment(tx, userId, commentId));
  }
}
