import { type CommentCreated, commentCreatedSchema } from '@artvoyage/contract';
import { fetchParsed } from '@/shared/api/parse-response';
import { accessToken } from '@/shared/auth/access-token';
import { postPath } from './request';

/** Comments on a post; the answer carries the achievements it unlocked. */
export async function addComment(postId: string, content: string): Promise<CommentCreated> {
  return fetchParsed(commentCreatedSchema, `${postPath(postId)}/comments`, {
    method: 'POST',
    token: await accessToken(),
    body: { content },
  });
}
