import { and, eq, sql } from 'drizzle-orm';
import type { LikeState } from '@artvoyage/contract';
import type { Tx } from '../../db/database';
import { postLikes, travelPosts } from '../../db/schema';
import { visiblePost } from './post-queries';

/** What storing a like did: the new state, the post's author, and whether a like row really changed. */
export interface LikeOutcome {
  state: LikeState;
  authorId: string | null;
  changed: boolean;
}

/**
 * Likes (or unlikes) a visible post. The count moves only when a like row was really inserted or
 * deleted, under the post's row lock, so it stays exact under concurrent requests.
 */
export async function storeLike(
  tx: Tx,
  userId: string,
  postId: string,
  liked: boolean,
): Promise<LikeOutcome> {
  const post = await visiblePost(tx, userId, postId);
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
    likes = await likesCount(tx, postId);
  }
  return {
    state: { liked_by_user: liked, likes_count: likes },
    authorId: post.userId,
    changed: touched.length > 0,
  };
}

async function likesCount(tx: Tx, postId: string): Promise<number> {
  const [row] = await tx
    .select({ likes: travelPosts.likesCount })
    .from(travelPosts)
    .where(eq(travelPosts.id, postId));
  return row?.likes ?? 0;
}
