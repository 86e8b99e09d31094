import { userStatsSchema } from '@artvoyage/contract';
import { queryOptions } from '@tanstack/react-query';
import { gamificationQueryKey } from '@/shared/gamification/xp-queries';
import { rpc } from './rpc';

/** The caller's counters: achievements, posts, completed trips and their countries. */
export const fetchUserStats = (signal?: AbortSignal) => rpc('get_user_stats', userStatsSchema, signal);

export const userStatsKey = (userId: string) => [...gamificationQueryKey, 'stats', userId] as const;

export const userStatsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userStatsKey(userId), queryFn: ({ signal }) => fetchUserStats(signal) });
