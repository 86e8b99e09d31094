import { accessToken } from '@/shared/auth/access-token';

/*
 * What the travel feed's calls share (packages/contract/src/social.ts). Writes carry a fresh access
 * token from the auth runtime (refreshed first when it is about to expire); reads carry it when someone
 * is signed in, for liked_by_user and their own private posts.
 */

/** The caller's token for a read, or none: a read still works as a visitor if the session is gone. */
export async function optionalToken(signedIn: boolean): Promise<string | null> {
  if (!signedIn) return null;
  try {
    return await accessToken();
  } catch {
    return null;
  }
}

export const postPath = (id: string) => `/api/v1/posts/${encodeURIComponent(id)}`;
