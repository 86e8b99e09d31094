import { apiFetch } from '@/shared/api/http';
import { accessToken } from '@/shared/auth/access-token';
import { postPath } from './request';

/** Deletes one of the caller's posts (204, no body to read). */
export async function deletePost(id: string): Promise<void> {
  await apiFetch<null>(postPath(id), { method: 'DELETE', token: await accessToken() });
}
