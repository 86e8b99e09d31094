import { type FeedPage, feedPageSchema } from '@artvoyage/contract';
import { feedPagePath } from '@artvoyage/contract/constants';
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { fetchParsed } from '@/shared/api/parse-response';
import { optionalToken } from './request';

/** liked_by_user and private posts depend on who asks, so each caller has their own feed. */
export const feedKey = (userId: string | null) => ['social', 'feed', userId ?? 'visitor'] as const;

/** One page of the feed, newest first; `cursor` is the previous page's `nextCursor`. */
export async function fetchFeedPage(options: {
  cursor: string | null;
  signedIn: boolean;
  signal?: AbortSignal;
}): Promise<FeedPage> {
  return fetchParsed(feedPageSchema, feedPagePath(options.cursor), {
    token: await optionalToken(options.signedIn),
    signal: options.signal,
  });
}

/** The feed of `userId` (null: a visitor), page by page. */
export const feedQueryOptions = (userId: string | null) =>
  infiniteQueryOptions<
    FeedPage,
    Error,
    InfiniteData<FeedPage, string | null>,
    ReturnType<typeof feedKey>,
    string | null
  >({
    queryKey: feedKey(userId),
    queryFn: ({ pageParam, signal }) =>
      fetchFeedPage({ cursor: pageParam, signedIn: userId !== null, signal }),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor,
  });
