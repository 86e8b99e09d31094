import { type Comment, commentListSchema } from '@artvoyage/contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '@/shared/api/parse-response';
import { optionalToken, postPath } from './request';

export const commentsKey = (postId: string) => ['social', 'comments', postId] as const;

/** A post's comments, oldest first. */
export async function fetchComments(
  postId: string,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<Comment[]> {
  return fetchParsed(commentListSchema, `${postPath(postId)}/comments`, {
    token: await optionalToken(signedIn),
    signal,
  });
}

export const commentsQueryOptions = (postId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: commentsKey(postId),
    queryFn: ({ signal }) => fetchComments(postId, signedIn, signal),
    staleTime: 15_000,
  });
