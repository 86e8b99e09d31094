import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';

/*
 * The caller's achievements and badges (GET /api/v1/profile/achievements and /badges), shown by the
 * profile page. Read through `toRewardList`, which already turns whatever came into well-formed rows
 * (bare or wrapped lists, the database's column names) and fails to an empty list, so a strange answer
 * shows "no rewards yet", as a failed read does.
 */

/** An earned achievement or badge as the profile lists it: id, icon, name, description, earned date. */
export interface EarnedReward {
  id: string;
  name: string;
  description: string;
  icon: string;
  earned_date: string;
  color?: string;
}

/** Every reward query: an unlock marks them stale (see refreshXp). */
export const earnedRewardsQueryKey = ['profile-rewards'] as const;

/** Keyed by the profile's last change too, so the lists load again whenever the profile changes. */
export const earnedRewardsKey = (userId: string | undefined, updatedAt: string | undefined) =>
  [...earnedRewardsQueryKey, userId, updatedAt] as const;

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

/** The profile page's rewards; `token` gives the signed-in user's access token when it runs. */
export const earnedRewardsQueryOptions = (
  profile: { user_id: string; updated_at: string } | null,
  token: () => Promise<string>,
) =>
  queryOptions({
    queryKey: earnedRewardsKey(profile?.user_id, profile?.updated_at),
    enabled: Boolean(profile),
    queryFn: async ({ signal }) => fetchEarnedRewards(await token(), signal),
  });
