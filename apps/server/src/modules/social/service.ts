import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
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
import type { Db, Executor, Tx } from '../../db/database';
import { postComments, postLikes, travelPosts, userProfiles } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { JsonCache } from '../../http/json-cache';

import type { GamificationService } from '../gamification';
import type { UploadLedger } from '../uploads';
import { decodeCursor, encodeCursor } from './cursor';

type PostRow = typeof travelPosts.$inferSelect;
type PostDraftInput = z.output<typeof postDraftSchema>;

/** The user_id sample posts (seeded, without an account) answer with. */
export const sampleAuthorId = 'museum-team';
/** Comments answered per post, oldest first. */
export const maxCommentsListed = 500;

const postMissing = () => notFound('No post with this id exists.');
const commentMissing = () => notFound('No comment with this id exists.');

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

const displayName = (profileName: string | null, stored: string | null) =>
  profileName?.trim() || stored?.trim() || 'Traveler';

function postJson(row: PostRow, profileName: string | null, liked: boolean): Post {
  return {
    id: row.id,
    user_id: row.userId ?? sampleAuthorId,
    title: row.title,
    content: row.content,
    images: row.images,
    location_name: row.locationName,
    tags: row.tags,
    travel_rating: row.travelRating,
    mood: row.mood as Post['mood'],
    weather: row.weather as Post['weather'],
    is_public: row.isPublic,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author_name: displayName(profileName, row.authorName),
    likes_count: row.likesCount,
    comments_count: row.commentsCount,
    liked_by_user: liked,
  };
}

/** Public posts, plus the caller's own private ones. */
const visibleTo = (caller: string | null): SQL =>
  caller
    ? (or(eq(travelPosts.isPublic, true), eq(travelPosts.userId, caller)) as SQL)
    : eq(travelPosts.isPublic, true);

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
    const rows = await this.select(this.db, caller)
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
      return { ...(await this.load(tx, userId, row.id)), newAchievements: outcome.newAchievements };
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
        post: await this.load(tx, userId, postId),
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

  /**
   * Likes (or unlikes) a visible post. The count moves only when a like row was really inserted or
   * deleted, under the post's row lock, so it stays exact under concurrent requests.
   */
  async setLike(userId: string, postId: string, liked: boolean): Promise<LikeState> {
    const { state, authorId, changed } = await this.write(async (tx) => {
      const post = await this.visiblePost(tx, userId, postId);
      const touched = liked
        ? await tx
            .insert(postLikes)
            .values({ postId, userId })
            .onConflictDoNothing()
            .returning({ id: postLikes.postId })
        : await tx
            .delete(postLikes)
            .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
            .returning({ id: postLikes.postId });
      let likes = post.likesCount;
      if (touched.length > 0) {
        const [updated] = await tx
          .update(travelPosts)
          .set({ likesCount: sql`greatest(${travelPosts.likesCount} + ${liked ? 1 : -1}, 0)` })
          .where(eq(travelPosts.id, postId))
          .returning({ likes: travelPosts.likesCount });
        likes = updated?.likes ?? likes;
      } else {
        likes = await this.likesCount(tx, postId);
      }
      return {
        state: { liked_by_user: liked, likes_count: likes },
        authorId: post.userId,
        changed: touched.length > 0,
      };
    });
    // The author may have crossed "ten likes received"; their own transaction, after the like is
    // stored, so many likers do not hold the post's row lock while waiting for the author's profile.
    if (liked && changed && authorId) await this.gamification.checkAchievements(authorId);
    return state;
  }

  /** Comments of a visible post, oldest first. */
  async comments(caller: string | null, postId: string): Promise<Comment[]> {
    const [post] = await this.db
      .select({ id: travelPosts.id })
      .from(travelPosts)
      .where(and(eq(travelPosts.id, postId), visibleTo(caller)))
      .limit(1);
    if (!post) throw postMissing();
    const rows = await this.commentQuery(this.db)
      .where(eq(postComments.postId, postId))
      .orderBy(asc(postComments.createdAt), asc(postComments.id))
      .limit(maxCommentsListed);
    return rows.map((row) => commentJson(row.comment, row.profileName));
  }

  /** Comments on a visible post; counts it and evaluates the commenter's achievements in one transaction. */
  async addComment(userId: string, postId: string, content: string): Promise<CommentCreated> {
    return this.write(async (tx) => {
      await this.visiblePost(tx, userId, postId);
      const [row] = await tx
        .insert(postComments)
        .values({ postId, userId, content })
        .returning({ id: postComments.id });
      if (!row) throw new Error('insert returned no row');
      await tx
        .update(travelPosts)
        .set({ commentsCount: sql`${travelPosts.commentsCount} + 1` })
        .where(eq(travelPosts.id, postId));
      const outcome = await this.gamification.checkAchievements(userId, tx);
      const [created] = await this.commentQuery(tx).where(eq(postComments.id, row.id));
      if (!created) throw new Error('comment vanished');
      return {
        ...commentJson(created.comment, created.profileName),
        newAchievements: outcome.newAchievements,
      };
    });
  }

  /** Deletes the caller's own comment (others get 404) and uncounts it. */
  async removeComment(userId: string, commentId: string): Promise<void> {
    await this.write(async (tx) => {
      const [row] = await tx
        .delete(postComments)
        .where(and(eq(postComments.id, commentId), eq(postComments.userId, userId)))
        .returning({ postId: postComments.postId });
      if (!row) throw commentMissing();
      await tx
        .update(travelPosts)
        .set({ commentsCount: sql`greatest(${travelPosts.commentsCount} - 1, 0)` })
        .where(eq(travelPosts.id, row.postId));
    });
  }

  private select(db: Executor, caller: string | null) {
    return db
      .select({
        post: travelPosts,
        profileName: userProfiles.fullName,
        liked: caller
          ? sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${travelPosts.id} and ${postLikes.userId} = ${caller})`
          : sql<boolean>`false`,
      })
      .from(travelPosts)
      .leftJoin(userProfiles, eq(userProfiles.userId, travelPosts.userId));
  }

  private async load(db: Executor, caller: string, postId: string): Promise<Post> {
    const [row] = await this.select(db, caller).where(eq(travelPosts.id, postId));
    if (!row) throw postMissing();
    return postJson(row.post, row.profileName, row.liked);
  }

  /** A post the caller may see, or 404. */
  private async visiblePost(tx: Tx, caller: string, postId: string): Promise<PostRow> {
    const [post] = await tx
      .select()
      .from(travelPosts)
      .where(and(eq(travelPosts.id, postId), visibleTo(caller)))
      .limit(1);
    if (!post) throw postMissing();
    return post;
  }

  private async likesCount(tx: Tx, postId: string): Promise<number> {
    const [row] = await tx
      .select({ likes: travelPosts.likesCount })
      .from(travelPosts)
      .where(eq(travelPosts.id, postId));
    return row?.likes ?? 0;
  }

  private commentQuery(db: Executor) {
    return db
      .select({ comment: postComments, profileName: userProfiles.fullName })
      .from(postComments)
      .leftJoin(userProfiles, eq(userProfiles.userId, postComments.userId));
  }
}

function commentJson(row: typeof postComments.$inferSelect, profileName: string | null): Comment {
  return {
    id: row.id,
    post_id: row.postId,
    user_id: row.userId,
    author_name: displayName(profileName, null),
    content: row.content,
    created_at: row.createdAt.toISOString(),
  };
}
