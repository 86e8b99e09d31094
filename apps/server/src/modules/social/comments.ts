import { and, asc, eq, sql } from 'drizzle-orm';
import type { Comment, CommentCreated } from '@artvoyage/contract';
import type { Db, Tx } from '../../db/database';
import { postComments, travelPosts } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { GamificationService } from '../gamification';
import { commentJson } from './post-json';
import { postMissing, selectComments, visiblePost, visibleTo } from './post-queries';

/** Comments answered per post, oldest first. */
export const maxCommentsListed = 500;

const commentMissing = () => notFound('No comment with this id exists.');

/** Comments of a visible post, oldest first. */
export async function listComments(db: Db, caller: string | null, postId: string): Promise<Comment[]> {
  const [post] = await db
    .select({ id: travelPosts.id })
    .from(travelPosts)
    .where(and(eq(travelPosts.id, postId), visibleTo(caller)))
    .limit(1);
  if (!post) throw postMissing();
  const rows = await selectComments(db)
    .where(eq(postComments.postId, postId))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(maxCommentsListed);
  return rows.map((row) => commentJson(row.comment, row.profileName));
}

/** Comments on a visible post; counts it and evaluates the commenter's achievements in the same transaction. */
export async function insertComment(
  tx: Tx,
  gamification: GamificationService,
  comment: { userId: string; postId: string; content: string },
): Promise<CommentCreated> {
  const { userId, postId, content } = comment;
  await visiblePost(tx, userId, postId);
  const [row] = await tx
    .insert(postComments)
    .values({ postId, userId, content })
    .returning({ id: postComments.id });
  if (!row) throw new Error('insert returned no row');
  await tx
    .update(travelPosts)
    .set({ commentsCount: sql`${travelPosts.commentsCount} + 1` })
    .where(eq(travelPosts.id, postId));
  const outcome = await gamification.checkAchievements(userId, tx);
  const [created] = await selectComments(tx).where(eq(postComments.id, row.id));
  if (!created) throw new Error('comment vanished');
  return {
    ...commentJson(created.comment, created.profileName),
    newAchievements: outcome.newAchievements,
  };
}

/** Deletes the caller's own comment (others get 404) and uncounts it. */
export async function deleteComment(tx: Tx, userId: string, commentId: string): Promise<void> {
  const [row] = await tx
    .delete(postComments)
    .where(and(eq(postComments.id, commentId), eq(postComments.userId, userId)))
    .returning({ postId: postComments.postId });
  if (!row) throw commentMissing();
  await tx
    .update(travelPosts)
    .set({ commentsCount: sql`greatest(${travelPosts.commentsCount} - 1, 0)` })
    .where(eq(travelPosts.id, row.postId));
}
