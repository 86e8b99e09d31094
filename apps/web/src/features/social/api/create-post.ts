import { type PostCreated, postCreatedSchema, type PostDraft } from '@artvoyage/contract';
import { fetchParsed } from '@/shared/api/parse-response';
import { accessToken } from '@/shared/auth/access-token';

/** Publishes a post; the answer carries the achievements it unlocked. */
export async function createPost(draft: PostDraft): Promise<PostCreated> {
  return fetchParsed(postCreatedSchema, '/api/v1/posts', {
    method: 'POST',
    token: await accessToken(),
    body: draft,
  });
}
