import { type LikeState, likeStateSchema } from '@artvoyage/contract';
import { fetchParsed } from '@/shared/api/parse-response';
import { accessToken } from '@/shared/auth/access-token';
import { postPath } from './request';

/** Likes or unlikes a post; the answer counts everyone's likes. */
export async function setLiked(id: string, liked: boolean): Promise<LikeState> {
  return fetchParsed(likeStateSchema, `${postPath(id)}/like`, {
    method: liked ? 'PUT' : 'DELETE',
    token: await accessToken(),
  });
}
