import type { GameId } from '@artvoyage/contract';
import { gameCatalogue, type GameCatalogueEntry } from '@artvoyage/content/games';
import type { ComponentType } from 'react';
import type { GameScreenProps } from './game-screen';
import { GameNotFound } from './GameNotFound';

/**
 * The screen of one game of the catalogue: the game, given its catalogue entry (in English), at its own
 * address, and 'Game Not Found' at any other.
 */
export function catalogueGameScreen(
  id: GameId,
  Game: ComponentType<{ game: GameCatalogueEntry }>,
): ComponentType<GameScreenProps> {
  const entry = gameCatalogue.find((game) => game.id === id);
  function CatalogueGameScreen({ gameId }: GameScreenProps) {
    if (!entry || gameId !== id) return <GameNotFound gameId={gameId} />;
    return <Game game={entry} />;
  }
  CatalogueGameScreen.displayName = `CatalogueGameScreen(${id})`;
  return CatalogueGameScreen;
}
