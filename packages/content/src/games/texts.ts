import type { GameId } from '@artvoyage/contract';
import type { TextsById } from '../i18n/translations';
import { gameCatalogue } from './catalogue';
import { guessTheArtworkItems, type GuessArtworkId } from './guess-the-artwork';
import { masterpieces, type MasterpieceTitle } from './masterpieces';
import { matchingPairs, type MatchingPairId } from './matching';
import { artMovements, type ArtMovementName } from './movements';
import { timelineEvents, type TimelineEventId } from './timeline';
import { trueFalseStatements, type TrueFalseStatementId } from './true-false';
import type {
  ArtMovement,
  GameCatalogueEntry,
  GuessArtwork,
  Masterpiece,
  MatchingPair,
  TimelineEvent,
  TrueFalseStatement,
} from './types';

/*
 * The games' texts in a language: the catalogue and five games (true or false, the timeline, matching,
 * guess the artwork) with the movements and masterpieces they teach. Ids, answers, years, points, icons
 * and crops stay in the English modules; the games score with them, never with a text, so a player
 * scores the same in every language.
 */

/** What a visitor reads of a game on the index and on its page. */
export type GameTexts = Pick<GameCatalogueEntry, 'title' | 'description' | 'duration' | 'category'>;

/** A statement stays true or false in translation: `isTrue` comes from the English. */
export type TrueFalseStatementTexts = Pick<TrueFalseStatement, 'statement' | 'explanation' | 'category'>;

export type TimelineEventTexts = Pick<TimelineEvent, 'title' | 'description'>;

export type MatchingPairTexts = Pick<MatchingPair, 'left' | 'right' | 'description'>;

/**
 * The options are in the English order, so `correctAnswer` still points at the right one, and
 * options[correctAnswer] is the translated title.
 */
export type GuessArtworkTexts = Pick<GuessArtwork, 'title' | 'artist' | 'hint' | 'description'> & {
  readonly options: readonly [string, string, string, string];
};

/** A language's texts of the games (not the quizzes nor the crossword, which have packs of their own). */
export interface GamesPack {
  readonly catalogue: TextsById<GameId, GameTexts>;
  readonly statements: TextsById<TrueFalseStatementId, TrueFalseStatementTexts>;
  readonly timeline: TextsById<TimelineEventId, TimelineEventTexts>;
  readonly matching: TextsById<MatchingPairId, MatchingPairTexts>;
  readonly guess: TextsById<GuessArtworkId, GuessArtworkTexts>;
  /** By the movement's English name. */
  readonly movements: TextsById<ArtMovementName, ArtMovement>;
  /** By the work's English title. */
  readonly masterpieces: TextsById<MasterpieceTitle, Masterpiece>;
}

/**
 * The item with its texts from `table` (a pack's section), or the item itself in English. An id the
 * pack lacks (content newer than a cached translation) keeps its English texts rather than failing.
 */
function merged<T extends object>(item: T, table: object | undefined, id: string): T {
  const texts = (table as Readonly<Record<string, Partial<T>>> | undefined)?.[id];
  return texts ? { ...item, ...texts } : item;
}

/** The game with its title, description, duration and category in a language (`undefined`: English). */
export function localizeGame<T extends GameCatalogueEntry>(game: T, pack: GamesPack | undefined): T {
  return merged(game, pack?.catalogue, game.id);
}

export function localizeStatement<T extends TrueFalseStatement>(
  statement: T,
  pack: GamesPack | undefined,
): T {
  return merged(statement, pack?.statements, statement.id);
}

export function localizeTimelineEvent<T extends TimelineEvent>(event: T, pack: GamesPack | undefined): T {
  return merged(event, pack?.timeline, event.id);
}

export function localizeMatchingPair<T extends MatchingPair>(pair: T, pack: GamesPack | undefined): T {
  return merged(pair, pack?.matching, pair.id);
}

/** Options come in the English order, so `correctAnswer` still points at the (translated) title. */
export function localizeGuessArtwork<T extends GuessArtwork>(item: T, pack: GamesPack | undefined): T {
  return merged(item, pack?.guess, item.id);
}

export function localizeMovement<T extends ArtMovement>(movement: T, pack: GamesPack | undefined): T {
  return merged(movement, pack?.movements, movement.name);
}

export function localizeMasterpiece<T extends Masterpiece>(work: T, pack: GamesPack | undefined): T {
  return merged(work, pack?.masterpieces, work.title);
}

function byKey<Item, Key extends string, Texts>(
  items: readonly Item[],
  key: (item: Item) => string,
  texts: (item: Item) => Texts,
): TextsById<Key, Texts> {
  return Object.fromEntries(items.map((item) => [key(item), texts(item)])) as TextsById<Key, Texts>;
}

/**
 * The English texts, in the shape of a translation: the source the parity tests compare with. Built by
 * pure calls, so that a screen that only localizes (the games index) does not ship every game's content.
 */
export const englishGamesPack: GamesPack = {
  catalogue: /* @__PURE__ */ byKey(
    gameCatalogue,
    (game) => game.id,
    ({ title, description, duration, category }) => ({ title, description, duration, category }),
  ),
  statements: /* @__PURE__ */ byKey(
    trueFalseStatements,
    (item) => item.id,
    ({ statement, explanation, category }) => ({ statement, explanation, category }),
  ),
  timeline: /* @__PURE__ */ byKey(
    timelineEvents,
    (event) => event.id,
    ({ title, description }) => ({ title, description }),
  ),
  matching: /* @__PURE__ */ byKey(
    matchingPairs,
    (pair) => pair.id,
    ({ left, right, description }) => ({ left, right, description }),
  ),
  guess: /* @__PURE__ */ byKey(
    guessTheArtworkItems,
    (item) => item.id,
    ({ title, artist, options, hint, description }) => ({
      title,
      artist,
      options: options as GuessArtworkTexts['options'],
      hint,
      description,
    }),
  ),
  movements: /* @__PURE__ */ byKey(
    artMovements,
    (movement) => movement.name,
    ({ name, period, description }) => ({ name, period, description }),
  ),
  masterpieces: /* @__PURE__ */ byKey(
    masterpieces,
    (work) => work.title,
    ({ title, artist, year }) => ({ title, artist, year }),
  ),
};
