import { achievementStatusListSchema } from '@artvoyage/contract';
import { queryOptions } from '@tanstack/react-query';
import { gamificationQueryKey } from '@/shared/gamification/xp-queries';
import { rpc } from './rpc';

/** Every achievement with the caller's earned date (null while locked). */
export const fetchAchievements = (signal?: AbortSignal) =>
  rpc('get_achievements', achievementStatusListSchema, signal);

export const achievementsKey = (userId: string) => [...gamificationQueryKey, 'achievements', userId] as const;

export const achievementsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: achievementsKey(userId), queryFn: ({ signal }) => fetchAchievements(signal) });
