import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { postComments, postLikes, travelPosts, userProfiles } from '../../db/schema';
import { notFound } from '../../http/errors';
import { postJson, type PostRow } from './post-json';
import type { Post } from '@artvoyage/contract';

export const postMissing = () => notFound('No post with this id exists.');

/** Public posts, plus the caller's own private ones. */
export const visibleTo = (caller: string | null): SQL =>
  caller
    ? (or(eq(travelPosts.isPublic, true), eq(travelPosts.userId, caller)) as SQL)
    : eq(travelPosts.isPublic, true);

/** Posts with their author's profile name and whether the caller liked each. */
export function selectPosts(db: Executor, caller: string | null) {
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

/** One post as the caller sees it, or 404. */
export async function loadPost(db: Executor, caller: string, postId: string): Promise<Post> {
  const [row] = await selectPosts(db, caller).where(eq(travelPosts.id, postId));
  if (!row) throw postMissing();
  return postJson(row.post, row.profileName, row.liked);
}

/** A post the caller may see, or 404. */
export async function visiblePost(tx: Tx, caller: string, postId: string): Promise<PostRow> {
  const [post] = await tx
    .select()
    .from(travelPosts)
    .where(and(eq(travelPosts.id, postId), visibleTo(caller)))
    .limit(1);
  if (!post) throw postMissing();
  return post;
}

/** Comments with their author's profile name. */
export function selectComments(db: Executor) {
  return db
    .select({ comment: postComments, profileName: userProfiles.fullName })
    .from(postComments)
    .leftJoin(userProfiles, eq(userProfiles.userId, postComments.userId));
}
