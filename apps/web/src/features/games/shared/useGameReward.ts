import type { GameId } from '@artvoyage/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuth } from '@/shared/auth/auth-context';

export type GameReward =
  | { status: 'idle' }
  | { status: 'visitor' }
  | { status: 'sending' }
  | { status: 'earned'; xp: number }
  | { status: 'failed'; message: string };

export interface FinishedPlay {
  /** One id per play (a new one for Try Again), so a play is counted once and never twice. */
  playId: string;
  score: number;
  maxScore: number;
}

/** A fresh id for a play; the server keeps (user, event id) unique. */
export function newPlayId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * Sends a finished play's score to the gamification function once, for a signed-in player, and says
 * what it earned (DESIGN.md section 6: finishing a game really awards XP). Visitors send nothing.
 */
export function useGameReward(gameId: GameId, finished: FinishedPlay | null): GameReward {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [reward, setReward] = useState<{ playId: string; reward: GameReward } | null>(null);
  const signedIn = auth.status === 'signed-in';
  const playId = finished?.playId ?? null;

  useEffect(() => {
    if (!finished || !signedIn) return;
    let active = true;
    setReward({ playId: finished.playId, reward: { status: 'sending' } });
    void import('@/shared/gamification/gamification-api').then(async ({ awardEvent }) => {
      const outcome = await awardEvent(
        {
          action: 'game_finished',
          data: {
            eventId: finished.playId,
            gameId,
            score: Math.max(0, Math.round(finished.score)),
            maxScore: Math.max(1, Math.round(finished.maxScore)),
          },
        },
        { queryClient },
      );
      if (!active) return;
      setReward({
        playId: finished.playId,
        reward: outcome.success
          ? { status: 'earned', xp: outcome.xpAwarded }
          : { status: 'failed', message: outcome.message },
      });
    });
    return () => {
      active = false;
    };
    // One send per play: the play id, not the object, decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playId, signedIn, gameId, queryClient]);

  if (!finished) return { status: 'idle' };
  if (!signedIn) return { status: 'visitor' };
  return reward?.playId === finished.playId ? reward.reward : { status: 'sending' };
}
