import type { Profile, ProfileUpdate } from '@artvoyage/contract';
import { ApiError, apiFetch } from '@/shared/api/http';

export type { Profile, ProfileUpdate };

/** An earned achievement or badge as the profile lists it: id, icon, name, description, earned date. */
export interface EarnedReward {
  id: string;
  name: string;
  description: string;
  icon: string;
  earned_date: string;
  color?: string;
}

/** Accepts a bare profile or one wrapped as `{ profile }`. */
function unwrapProfile(body: unknown): Profile | null {
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

export async function patchProfile(token: string, changes: ProfileUpdate): Promise<Profile | null> {
  return unwrapProfile(await apiFetch<unknown>('/api/v1/profile', { method: 'PATCH', token, body: changes }));
}

/** Reads a list that may come bare or wrapped (`{ items }`, `{ achievements }`, `{ badges }`). */
export function toRewardList(body: unknown): EarnedReward[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? (Object.values(body).find(Array.isArray) ?? [])
      : [];
  return (list as Record<string, unknown>[])
    .filter((item) => item && typeof item === 'object')
    .map((item) => ({
      id: String(item.id ?? item.achievement_id ?? item.badge_id ?? ''),
      name: String(item.name ?? ''),
      description: String(item.description ?? ''),
      icon: String(item.icon ?? ''),
      earned_date: String(item.earned_date ?? item.unlocked_at ?? item.earned_at ?? ''),
      ...(typeof item.color === 'string' ? { color: item.color } : {}),
    }));
}

/** A list read that fails gives an empty list (and is logged). */
async function fetchRewards(path: string, token: string, signal?: AbortSignal): Promise<EarnedReward[]> {
  try {
    return toRewardList(await apiFetch<unknown>(path, { token, signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.warn(`Could not load ${path}`, error);
    return [];
  }
}

/** Achievements and badges, loaded in parallel. */
export async function fetchEarnedRewards(token: string, signal?: AbortSignal) {
  const [achievements, badges] = await Promise.all([
    fetchRewards('/api/v1/profile/achievements', token, signal),
    fetchRewards('/api/v1/profile/badges', token, signal),
  ]);
  return { achievements, badges };
}
