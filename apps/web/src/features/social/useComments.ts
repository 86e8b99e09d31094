import type { Comment, Post } from '@artvoyage/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/shared/auth/auth-context';
import { announceAchievements } from '@/shared/gamification/announce';
import { addComment } from './api/create-comment';
import { commentsKey, commentsQueryOptions } from './api/get-comments';
import type { Feed } from './useFeed';

/**
 * A post's comments, oldest first, kept in the query cache; adding or deleting one also moves the post's
 * comment count in the feed.
 */
export function useComments(post: Post, feed: Feed) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const signedIn = auth.status === 'signed-in';

  const comments = useQuery(commentsQueryOptions(post.id, signedIn));

  const setComments = (change: (list: Comment[]) => Comment[]) =>
    queryClient.setQueryData<Comment[]>(commentsKey(post.id), (list) => change(list ?? []));
  const countBy = (delta: number) =>
    feed.update(post.id, (current) => ({
      ...current,
      comments_count: Math.max(0, current.comments_count + delta),
    }));

  /** Sends a comment and adds it to the list; throws when the server refuses it. */
  async function add(content: string) {
    const { newAchievements, ...comment } = await addComment(post.id, content);
    setComments((list) => [...list.filter((item) => item.id !== comment.id), comment]);
    countBy(1);
    announceAchievements(newAchievements);
    // An unlock adds its points: the header and profile show the new total.
    if (newAchievements.length > 0) auth.reloadProfile().catch(() => undefined);
  }

  /** Takes a comment the server deleted out of the list. */
  function removed(commentId: string) {
    setComments((items) => items.filter((item) => item.id !== commentId));
    countBy(-1);
  }

  return { comments, add, removed };
}
