import { challengeListSchema } from '@artvoyage/contract';
import { queryOptions } from '@tanstack/react-query';
import { gamificationQueryKey } from '@/shared/gamification/xp-queries';
import { rpc } from './rpc';

/** This week's challenges with the caller's progress. */
export const fetchWeeklyChallenges = (signal?: AbortSignal) =>
  rpc('get_weekly_challenges', challengeListSchema, signal);

export const weeklyChallengesKey = (userId: string) =>
  [...gamificationQueryKey, 'challenges', userId] as const;

export const weeklyChallengesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: weeklyChallengesKey(userId),
    queryFn: ({ signal }) => fetchWeeklyChallenges(signal),
  });
