import { leaderboardSchema } from '@artvoyage/contract';
import { queryOptions } from '@tanstack/react-query';
import { gamificationQueryKey } from '@/shared/gamification/xp-queries';
import { rpc } from './rpc';

/** The top travellers. Open to visitors: sent with the token when there is one (the screen marks the caller's row). */
export const fetchLeaderboard = (signal?: AbortSignal) =>
  rpc('get_leaderboard', leaderboardSchema, signal, false);

/** Keyed by the caller too: the row marked as theirs differs. */
export const leaderboardKey = (userId: string) => [...gamificationQueryKey, 'leaderboard', userId] as const;

export const leaderboardQueryOptions = (userId: string) =>
  queryOptions({ queryKey: leaderboardKey(userId), queryFn: ({ signal }) => fetchLeaderboard(signal) });
