import { apiFetch } from '@/shared/api/http';
import { accessToken } from '@/shared/auth/access-token';

/** Deletes one of the caller's comments (204, no body to read). */
export async function deleteComment(id: string): Promise<void> {
  await apiFetch<null>(`/api/v1/comments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    token: await accessToken(),
  });
}
