import type { Profile, ProfileUpdate } from '@artvoyage/contract';
import { apiFetch } from '@/shared/api/http';
import { unwrapProfile } from './get-profile';

/**
 * PATCH /api/v1/profile. Part of the auth runtime, like `fetchProfile`, so its answer is not parsed
 * either (see get-profile.ts); the provider reloads the profile after it anyway.
 */
export async function patchProfile(token: string, changes: ProfileUpdate): Promise<Profile | null> {
  return unwrapProfile(await apiFetch<unknown>('/api/v1/profile', { method: 'PATCH', token, body: changes }));
}
