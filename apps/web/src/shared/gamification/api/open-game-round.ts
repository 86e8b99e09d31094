import {
  type GameId,
  type GameRound,
  type GameRoundOpen,
  gameRoundSchema,
  gamificationFailureMessages,
} from '@artvoyage/contract';
import type { Locale } from '@artvoyage/contract/locales';
import { isOfflineBuild } from '@/shared/api/http';
import { fetchParsed } from '@/shared/api/parse-response';
import { accessToken } from '@/shared/auth/access-token';
import { roundFailureMessage } from './award';

/** What a game screen is told when a round could not be opened: why there is no XP for this play. */
export type RoundOpening = { ok: true; round: GameRound } | { ok: false; message: string };

/**
 * Opens a game round for the signed-in player, played in `locale` (the crossword's grid differs by
 * language, and the server scores its round against that grid); never throws.
 */
export async function openGameRound(gameId: GameId, locale: Locale = 'en'): Promise<RoundOpening> {
  if (isOfflineBuild) return { ok: false, message: gamificationFailureMessages.offline };
  try {
    const body: GameRoundOpen = { game_id: gameId, locale };
    const round = await fetchParsed(gameRoundSchema, '/api/v1/game-rounds', {
      method: 'POST',
      token: await accessToken(),
      body,
    });
    return { ok: true, round };
  } catch (error) {
    const message = roundFailureMessage(error);
    console.warn(`Gamification: no round of ${gameId} could be opened (${message})`, error);
    return { ok: false, message };
  }
}
