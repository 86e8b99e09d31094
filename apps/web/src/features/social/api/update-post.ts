import { type Post, type PostUpdate, postSchema } from '@artvoyage/contract';
import { fetchParsed } from '@/shared/api/parse-response';
import { accessToken } from '@/shared/auth/access-token';
import { postPath } from './request';

/** Changes the fields given; the answer is the whole post. */
export async function updatePost(id: string, changes: PostUpdate): Promise<Post> {
  return fetchParsed(postSchema, postPath(id), {
    method: 'PATCH',
    token: await accessToken(),
    body: changes,
  });
}
