import type { Profile, ProfileUpdate } from '@artvoyage/contract';
import { apiFetch } from '@/shared/api/http';
import { unwrapProfile } from './get-profile';

/**
 * PATCH /api/v1/profile. Not parsed: it is part of the auth runtime, which loads at once for a visitor
 * with a stored session, and zod would come with it (see get-profile.ts). Its answer is not shown
 * anyway: the provider reloads the profile after it.
 */
export async function patchProfile(token: string, changes: ProfileUpdate): Promise<Profile | null> {
  return unwrapProfile(await apiFetch<unknown>('/api/v1/profile', { method: 'PATCH', token, body: changes }));
}
