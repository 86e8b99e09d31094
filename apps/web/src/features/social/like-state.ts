import type { LikeState } from '@artvoyage/contract';

/** What a click on the heart shows at once, before the server answers: liked toggles and the count moves by one. */
export function toggledLike(state: LikeState): LikeState {
  const liked = !state.liked_by_user;
  return {
    liked_by_user: liked,
    likes_count: Math.max(0, state.likes_count + (liked ? 1 : -1)),
  };
}
