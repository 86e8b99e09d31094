import type { QueryClient } from '@tanstack/react-query';
import { earnedRewardsQueryKey } from '@/shared/profile/api/get-earned-rewards';
import { profileQueryKey } from '@/shared/profile/api/get-profile';

/**
 * The root key of every query of the achievements screen (stats, achievements, leaderboard, challenges;
 * their fetchers are in features/achievements/api): an event that earns XP marks them all stale at once.
 */
export const gamificationQueryKey = ['gamification'] as const;

/**
 * After anything that can change XP (a post published or deleted, a game, a profile saved): every
 * screen reads XP, level, challenges and achievements from these caches, so all of them are marked
 * stale together and no screen keeps an older total than another.
 */
export function refreshXp(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [profileQueryKey, gamificationQueryKey, earnedRewardsQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
