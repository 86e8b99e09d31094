import type { GameCatalogueEntry } from '@artvoyage/content/games';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { useGameTexts } from './useGameTexts';

/** A catalogue game as its screen shows it: in the active language, its title the page's title. */
export function useShownGame(englishGame: GameCatalogueEntry): GameCatalogueEntry {
  const game = useGameTexts().game(englishGame);
  usePageTitle(game.title);
  return game;
}
