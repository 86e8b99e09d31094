import {
  localizeGame,
  localizeGuessArtwork,
  localizeMatchingPair,
  localizeStatement,
  localizeTimelineEvent,
  type GameCatalogueEntry,
  type GuessArtwork,
  type MatchingPair,
  type TimelineEvent,
  type TrueFalseStatement,
} from '@artvoyage/content/games';
import { useMemo } from 'react';
import { useContentPack } from '@/shared/i18n';

/** Puts the active language's texts on a game's English item; its id and answer stay as they are. */
export interface GameTexts {
  game<T extends GameCatalogueEntry>(game: T): T;
  statement<T extends TrueFalseStatement>(statement: T): T;
  event<T extends TimelineEvent>(event: T): T;
  pair<T extends MatchingPair>(pair: T): T;
  artwork<T extends GuessArtwork>(item: T): T;
}

/**
 * The games' texts in the active language. Game state keeps the English items (the rules and the
 * server score with their ids, indices and years), and a screen localizes what it shows as it renders,
 * so switching language mid-game changes the words and nothing else.
 */
export function useGameTexts(): GameTexts {
  const pack = useContentPack('games');
  return useMemo(
    () => ({
      game: (game) => localizeGame(game, pack),
      statement: (statement) => localizeStatement(statement, pack),
      event: (event) => localizeTimelineEvent(event, pack),
      pair: (pair) => localizeMatchingPair(pair, pack),
      artwork: (item) => localizeGuessArtwork(item, pack),
    }),
    [pack],
  );
}
