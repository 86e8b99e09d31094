import type { GameId } from '@artvoyage/contract';

/** What every game screen receives from /games/{gameId}. */
export interface GameScreenProps {
  gameId: GameId;
}
