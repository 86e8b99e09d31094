import {
  gamificationFailureMessages,
  type GameId,
  type GameRound,
  type RoundAnswer,
} from '@artvoyage/contract';
import type { Locale } from '@artvoyage/contract/locales';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/shared/auth/auth-context';
import { useAwardOnce } from '@/shared/gamification/useAwardOnce';

/*
 * A signed-in player's play is a round the server opened: it chose the questions (or, for fixed
 * content, only noted the start), and it scores the answers sent when the play ends and awards the
 * XP once. Visitors, and plays whose round could not be opened (offline), play the same game
 * without XP.
 */

export type GameReward =
  | { status: 'idle' }
  | { status: 'visitor' }
  | { status: 'sending' }
  | { status: 'earned'; xp: number }
  | { status: 'failed'; message: string }
  /** The server handed out content this app does not have: played without XP (see round-items' `mismatchedRound`). */
  | { status: 'mismatched' };

/** The server's round for one play, or why there is none. */
export type PlayRound =
  | { status: 'open'; round: GameRound }
  /** A visitor's play (or one started as a visitor): nothing to say about XP. */
  | { status: 'none'; reason: 'visitor' }
  /** The server's round names content this app lacks; the screen says so in the visitor's language. */
  | { status: 'none'; reason: 'mismatched' }
  /** The round could not be opened; `message` is already in the visitor's language where it can be. */
  | { status: 'none'; reason: 'failed'; message: string };

const visitorRound: PlayRound = { status: 'none', reason: 'visitor' };

export interface FinishedPlay {
  /** One id per play (a new one for Try Again), so a play is sent once and never twice. */
  playId: string;
  /** The play's round; null while it is still being opened. */
  round: PlayRound | null;
  /** The answers the server scores (see the contract's gameRoundFinishSchema for each game's form). */
  answers: readonly RoundAnswer[];
}

/** A fresh id for a play. */
export function newPlayId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

const gamification = () => import('@/shared/gamification/api/open-game-round');

async function openRound(gameId: GameId, locale?: Locale): Promise<PlayRound> {
  try {
    const opening = await (await gamification()).openGameRound(gameId, locale);
    return opening.ok
      ? { status: 'open', round: opening.round }
      : { status: 'none', reason: 'failed', message: opening.message };
  } catch (error) {
    // Only the code chunk can fail here (openGameRound never throws): no network.
    console.warn('Gamification could not be loaded', error);
    return { status: 'none', reason: 'failed', message: gamificationFailureMessages.network };
  }
}

/**
 * For screens with a start button: `begin(start)` calls `start` with the play's round, at once for a
 * visitor, once the server has opened it for a signed-in player (a second press meanwhile is ignored).
 */
export function useRoundStart(gameId: GameId): (start: (round: PlayRound) => void) => void {
  const signedIn = useAuth().status === 'signed-in';
  const opening = useRef(false);
  return useCallback(
    (start: (round: PlayRound) => void) => {
      if (!signedIn) {
        start(visitorRound);
        return;
      }
      if (opening.current) return;
      opening.current = true;
      void openRound(gameId).then((round) => {
        opening.current = false;
        start(round);
      });
    },
    [gameId, signedIn],
  );
}

/**
 * For screens that start playing at once (the crossword, matching): opens a round for each new play
 * id of a signed-in player, in `locale` when the content played differs by language (the crossword's
 * grid). Null while it is being opened.
 */
export function useRoundForPlay(gameId: GameId, playId: string, locale?: Locale): PlayRound | null {
  const signedIn = useAuth().status === 'signed-in';
  const [opened, setOpened] = useState<{ playId: string; round: PlayRound } | null>(null);
  useEffect(() => {
    if (!signedIn || !playId) return;
    let active = true;
    void openRound(gameId, locale).then((round) => {
      if (active) setOpened({ playId, round });
    });
    return () => {
      active = false;
    };
  }, [gameId, playId, signedIn, locale]);
  if (!signedIn) return visitorRound;
  return opened?.playId === playId ? opened.round : null;
}

/**
 * Sends a finished play's answers for its round once and says what the server awarded
 * (finishing a game really awards XP; see docs/product/games.md). Visitors send nothing.
 */
export function useGameReward(finished: FinishedPlay | null): GameReward {
  const signedIn = useAuth().status === 'signed-in';
  const round = finished?.round?.status === 'open' ? finished.round.round : null;
  // One send per play: the play id decides.
  const outcome = useAwardOnce(
    finished && signedIn && round
      ? {
          key: finished.playId,
          send: ({ finishGameRound }, queryClient) =>
            finishGameRound(round.id, finished.answers, { queryClient }),
        }
      : null,
  );

  if (!finished) return { status: 'idle' };
  if (!signedIn) return { status: 'visitor' };
  if (finished.round === null) return { status: 'sending' };
  if (finished.round.status === 'none') {
    // Started as a visitor and signed in since: nothing to say about this play.
    if (finished.round.reason === 'visitor') return { status: 'idle' };
    if (finished.round.reason === 'mismatched') return { status: 'mismatched' };
    return { status: 'failed', message: finished.round.message };
  }
  if (!outcome) return { status: 'sending' };
  return outcome.success
    ? { status: 'earned', xp: outcome.xpAwarded }
    : { status: 'failed', message: outcome.message };
}
