import type { Post } from '@artvoyage/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isOfflineBuild } from '@/shared/api/http';
import { useAuth } from '@/shared/auth/auth-context';
import { feedQueryOptions } from './api/get-feed';
import { type FeedData, feedPosts, prependPost, removePostFrom, updatePostIn } from './feed-cache';

/** The feed, page by page (cursor), plus the edits the screen makes to it without reloading it. */
export function useFeed() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const userId = auth.user?.id ?? null;
  const options = useMemo(() => feedQueryOptions(userId), [userId]);
  const key = options.queryKey;

  const query = useInfiniteQuery({
    ...options,
    // Not before auth knows who is asking, and never in a build without a backend.
    enabled: auth.status !== 'loading' && !isOfflineBuild,
    // While the feed of a newly signed-in user loads, the visitor's feed stays on screen; never another
    // user's (after a sign-out or a switch of account), since it holds their private posts and likes.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === 'visitor' ? previous : undefined,
  });

  const edit = useCallback(
    (change: (data: FeedData | undefined) => FeedData | undefined) =>
      queryClient.setQueryData<FeedData>(key, (data) => change(data)),
    [queryClient, key],
  );

  const posts = useMemo(() => feedPosts(query.data), [query.data]);

  return {
    query,
    posts,
    prepend: useCallback((post: Post) => edit((data) => prependPost(data, post)), [edit]),
    update: useCallback(
      (id: string, change: (post: Post) => Post) => edit((data) => updatePostIn(data, id, change)),
      [edit],
    ),
    remove: useCallback((id: string) => edit((data) => removePostFrom(data, id)), [edit]),
  };
}

export type Feed = ReturnType<typeof useFeed>;
