import type { QueryClient } from '@tanstack/react-query';

/** Every query of the achievements screen starts with this key; an awarded event refreshes them all. */
export const gamificationQueryKey = ['gamification'] as const;

/** The profile page's achievements and badges (features/profile keys its query with this). */
export const profileRewardsQueryKey = ['profile-rewards'] as const;

/** The signed-in user's profile (XP, level), shared by the header, /profile and /achievements. */
export const profileQueryKey = ['profile'] as const;

/**
 * After anything that can change XP (a post published or deleted, a game, a profile saved): every
 * screen reads XP, level, challenges and achievements from these caches, so all of them are marked
 * stale together and no screen keeps an older total than another.
 */
export function refreshXp(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [profileQueryKey, gamificationQueryKey, profileRewardsQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
