import type { LeaderboardRow } from '@artvoyage/contract';
import { leaderboardSize } from '@artvoyage/contract/constants';

export type RankMedal = 'gold' | 'silver' | 'bronze';

const medals: Readonly<Record<number, RankMedal>> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

/** Ranks 1-3 are highlighted. */
export function rankMedal(rank: number): RankMedal | null {
  return medals[rank] ?? null;
}

export interface LeaderboardEntry extends LeaderboardRow {
  medal: RankMedal | null;
  /** The signed-in user's own row. */
  isYou: boolean;
}

/** The top 10 by rank, each with its highlight and whether it is the caller's. */
export function leaderboardEntries(
  rows: readonly LeaderboardRow[],
  userId: string | null | undefined,
): LeaderboardEntry[] {
  return [...rows]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, leaderboardSize)
    .map((row) => ({ ...row, medal: rankMedal(row.rank), isYou: Boolean(userId) && row.user_id === userId }));
}
