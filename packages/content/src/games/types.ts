import type { ArtworkId, GameId } from '@artvoyage/contract';
import type { Locale } from '@artvoyage/contract/locales';

// Shapes of the bundled game content, mirroring the game data shapes of the prototype (see docs/product/games.md).

export type GameDifficulty = 'Easy' | 'Medium' | 'Hard';

/** Icon names from lucide (https://lucide.dev/icons), resolved to components by the web app. */
export type GameIcon =
  'landmark' | 'palette' | 'user' | 'grid-3x3' | 'image' | 'link' | 'check-circle' | 'clock';

export interface GameCatalogueEntry {
  readonly id: GameId;
  readonly title: string;
  readonly description: string;
  readonly icon: GameIcon;
  readonly difficulty: GameDifficulty;
  /** Display text such as '5-7 min'. */
  readonly duration: string;
  readonly players: 1;
  readonly category: string;
}

export interface QuizQuestion {
  readonly id: string;
  readonly question: string;
  readonly options: readonly string[];
  /** Index into `options`. */
  readonly correctAnswer: number;
  readonly explanation: string;
  readonly points: number;
}

export interface Quiz {
  readonly id: GameId;
  readonly title: string;
  readonly description: string;
  /** Seconds for the whole play; the screen falls back to DEFAULT_QUIZ_TIME_LIMIT_SECONDS when absent. */
  readonly timeLimit?: number;
  /** The bank; a play draws QUIZ_QUESTIONS_PER_PLAY of them (see drawQuestions). */
  readonly questions: readonly QuizQuestion[];
}

export type CrosswordDirection = 'across' | 'down';

export interface CrosswordClue {
  readonly number: number;
  readonly clue: string;
  /**
   * A word of the crossword's language as crosswords write it: upper-case letters of its alphabet only
   * (A-Z in English and French, without accents; А-Я in Russian, Ё written as Е). See crosswordAlphabets.
   */
  readonly answer: string;
  readonly direction: CrosswordDirection;
  /** Zero-based row and column of the first letter. */
  readonly startRow: number;
  readonly startCol: number;
}

export interface Crossword {
  readonly id: GameId;
  /** The language its answers are words of, which sets the letters a player can type. */
  readonly locale: Locale;
  readonly title: string;
  readonly description: string;
  readonly size: { readonly rows: number; readonly cols: number };
  readonly clues: readonly CrosswordClue[];
  /** solution[row][col]: the letter of a playable cell, or null for a black cell. */
  readonly solution: readonly (readonly (string | null)[])[];
}

/** A rectangle as fractions (0-1) of the artwork image's width and height, measured from the top left. */
export interface CropRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface GuessArtwork {
  readonly id: string;
  /** One of the ten museum artworks; the image and its crop are derived from it. */
  readonly artworkId: ArtworkId;
  readonly title: string;
  readonly artist: string;
  readonly options: readonly string[];
  /** Index into `options`; options[correctAnswer] === title. */
  readonly correctAnswer: number;
  readonly hint: string;
  readonly description: string;
  readonly points: number;
  /** The detail shown while guessing. */
  readonly crop: CropRect;
}

export interface MatchingPair {
  readonly id: string;
  /** The artist. */
  readonly left: string;
  /** The artwork. */
  readonly right: string;
  readonly description: string;
}

export interface TrueFalseStatement {
  readonly id: string;
  readonly statement: string;
  readonly isTrue: boolean;
  readonly explanation: string;
  readonly category: string;
  readonly points: number;
}

export type TimelineCategory = 'artwork' | 'historical' | 'architectural' | 'acquisition';

export interface TimelineEvent {
  readonly id: string;
  readonly title: string;
  /** Calendar year; negative for BCE. */
  readonly year: number;
  readonly description: string;
  readonly category: TimelineCategory;
  readonly points: number;
}

export interface ArtMovement {
  readonly name: string;
  /** Approximate dates, e.g. 'c. 1600–1750'. */
  readonly period: string;
  readonly description: string;
}

export interface Masterpiece {
  readonly title: string;
  readonly artist: string;
  /** A year or a period, as text: '1830', 'c. 1503–1519', 'c. 190 BC'. */
  readonly year: string;
}
