import type { GameId } from '@artvoyage/contract';
import { useCallback, useMemo, useState } from 'react';
import { itemsOfRound } from './round-items';
import {
  newPlayId,
  useGameReward,
  useRoundStart,
  type FinishedPlay,
  type GameReward,
  type PlayRound,
} from './useGameReward';

/** A finished play as the screen knows it; the hook adds the round it was played under. */
export type PlayAnswers = Omit<FinishedPlay, 'round'>;

/**
 * The round of a game started with a button (the quizzes, Guess the Artwork, the timeline):
 * `start(begin)` opens it (see useRoundStart), then calls `begin` with the items the server handed out
 * (null: draw locally) and a new play id; `reward` is what the play earned once `finished` says it ended.
 */
export function useStartedPlay<T extends { readonly id: string }>(
  gameId: GameId,
  /** The content the server's round names its items from. */
  pool: readonly T[],
  /** The play's id and answers once it has ended (memoised), else null. */
  finished: PlayAnswers | null,
): { start: (begin: (items: T[] | null, playId: string) => void) => void; reward: GameReward } {
  const [round, setRound] = useState<PlayRound | null>(null);
  const beginRound = useRoundStart(gameId);
  const start = useCallback(
    (begin: (items: T[] | null, playId: string) => void) =>
      beginRound((opened) => {
        const { items, round: played } = itemsOfRound(opened, pool);
        setRound(played);
        begin(items, newPlayId());
      }),
    [beginRound, pool],
  );
  const finishedPlay = useMemo<FinishedPlay | null>(
    () => (finished ? { ...finished, round } : null),
    [finished, round],
  );
  return { start, reward: useGameReward(finishedPlay) };
}
