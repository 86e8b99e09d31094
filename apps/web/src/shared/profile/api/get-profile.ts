import type { Profile } from '@artvoyage/contract';
import { ApiError, apiFetch } from '@/shared/api/http';

/*
 * GET /api/v1/profile, read by the auth provider for the header's name, level and XP. Not parsed with
 * the contract's profileSchema: this module is in the app shell (the provider imports its key), and
 * zod with the schemas would add about 25 KB gzip to every first page, past the home route's budget
 * (docs/decisions/0021-responses-parsed-in-feature-chunks.md). The profile form checks what it sends.
 */

/** Every query of the signed-in user's profile (XP, level), shared by the header, /profile and /achievements. */
export const profileQueryKey = ['profile'] as const;

/** The profile of one signed-in user. */
export const profileKey = (userId: string | null) => [...profileQueryKey, userId] as const;

/** Accepts a bare profile or one wrapped as `{ profile }`. */
export function unwrapProfile(body: unknown): Profile | null {
  if (!body || typeof body !== 'object') return null;
  if ('profile' in body) return (body as { profile: Profile | null }).profile;
  return body as Profile;
}

/** The caller's profile, or null when there is none yet. */
export async function fetchProfile(token: string, signal?: AbortSignal): Promise<Profile | null> {
  try {
    return unwrapProfile(await apiFetch<unknown>('/api/v1/profile', { token, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
