import type {
  Comment,
  CommentCreated,
  FeedPage,
  LikeState,
  PhotoUploadResponse,
  PostCreated,
  PostDraft,
  Post,
  PostUpdate,
} from '@artvoyage/contract';
import { feedPageSize } from '@artvoyage/contract/constants';
import { apiFetch } from '@/shared/api/http';
import { accessToken } from '@/shared/auth/access-token';

/*
 * The travel feed's calls (packages/contract/src/social.ts). Writes carry a fresh access token from the
 * auth runtime (refreshed first when it is about to expire); reads carry it when someone is signed in,
 * for liked_by_user and their own private posts.
 */

/** The caller's token for a read, or none: a read still works as a visitor if the session is gone. */
async function optionalToken(signedIn: boolean): Promise<string | null> {
  if (!signedIn) return null;
  try {
    return await accessToken();
  } catch {
    return null;
  }
}

const postPath = (id: string) => `/api/v1/posts/${encodeURIComponent(id)}`;

export async function fetchFeedPage(options: {
  cursor: string | null;
  signedIn: boolean;
  signal?: AbortSignal;
}): Promise<FeedPage> {
  const query = new URLSearchParams({ limit: String(feedPageSize) });
  if (options.cursor) query.set('cursor', options.cursor);
  return apiFetch<FeedPage>(`/api/v1/posts?${query}`, {
    token: await optionalToken(options.signedIn),
    signal: options.signal,
  });
}

export async function createPost(draft: PostDraft): Promise<PostCreated> {
  const created = await apiFetch<PostCreated>('/api/v1/posts', {
    method: 'POST',
    token: await accessToken(),
    body: draft,
  });
  return { ...created, newAchievements: created.newAchievements ?? [] };
}

export async function updatePost(id: string, changes: PostUpdate): Promise<Post> {
  return apiFetch<Post>(postPath(id), { method: 'PATCH', token: await accessToken(), body: changes });
}

export async function deletePost(id: string): Promise<void> {
  await apiFetch<null>(postPath(id), { method: 'DELETE', token: await accessToken() });
}

export async function setLiked(id: string, liked: boolean): Promise<LikeState> {
  return apiFetch<LikeState>(`${postPath(id)}/like`, {
    method: liked ? 'PUT' : 'DELETE',
    token: await accessToken(),
  });
}

export async function fetchComments(postId: string, signedIn: boolean, signal?: AbortSignal) {
  return apiFetch<Comment[]>(`${postPath(postId)}/comments`, {
    token: await optionalToken(signedIn),
    signal,
  });
}

export async function addComment(postId: string, content: string): Promise<CommentCreated> {
  const created = await apiFetch<CommentCreated>(`${postPath(postId)}/comments`, {
    method: 'POST',
    token: await accessToken(),
    body: { content },
  });
  return { ...created, newAchievements: created.newAchievements ?? [] };
}

export async function deleteComment(id: string): Promise<void> {
  await apiFetch<null>(`/api/v1/comments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    token: await accessToken(),
  });
}

/** The photo-upload function: the photo as a data URL plus the post's metadata. */
export async function uploadPhoto(
  body: {
    imageData: string;
    fileName: string;
    title: string;
    description: string;
    postData: Record<string, unknown>;
  },
  signal?: AbortSignal,
): Promise<PhotoUploadResponse> {
  return apiFetch<PhotoUploadResponse>('/functions/v1/photo-upload', {
    method: 'POST',
    token: await accessToken(),
    body,
    signal,
  });
}
