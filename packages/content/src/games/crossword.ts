import type { Crossword, CrosswordClue } from './types';

export const CROSSWORD_SIZE = 15;

/**
 * Fills a rows x cols grid from the clue placements: every cell covered by an answer gets its letter,
 * every other cell is black (null). Throws on an answer that leaves the grid or on two answers that
 * disagree at a crossing, so a bad placement fails at import time rather than on screen.
 */
export function buildSolution(
  rows: number,
  cols: number,
  clues: readonly CrosswordClue[],
): (string | null)[][] {
  const grid: (string | null)[][] = Array.from({ length: rows }, () => Array<string | null>(cols).fill(null));
  for (const clue of clues) {
    const [dr, dc] = clue.direction === 'across' ? [0, 1] : [1, 0];
    [...clue.answer].forEach((letter, i) => {
      const r = clue.startRow + dr * i;
      const c = clue.startCol + dc * i;
      const row = grid[r];
      if (row === undefined || c < 0 || c >= cols) {
        throw new RangeError(`${clue.number} ${clue.direction} (${clue.answer}) leaves the grid`);
      }
      const existing = row[c];
      if (existing !== null && existing !== undefined && existing !== letter) {
        throw new Error(
          `${clue.number} ${clue.direction} (${clue.answer}) clashes with ${existing} at ${r},${c}`,
        );
      }
      row[c] = letter;
    });
  }
  return grid;
}

/**
 * Crossword numbering: scanning rows top to bottom and cells left to right, each playable cell that
 * starts an across word or a down word (of two letters or more) gets the next number; a cell that
 * starts both gets one number. Other cells get null.
 */
export function crosswordNumbers(solution: readonly (readonly (string | null)[])[]): (number | null)[][] {
  const open = (r: number, c: number): boolean => {
    const cell = solution[r]?.[c];
    return cell !== null && cell !== undefined;
  };
  let next = 1;
  return solution.map((row, r) =>
    row.map((_, c) => {
      if (!open(r, c)) return null;
      const startsAcross = !open(r, c - 1) && open(r, c + 1);
      const startsDown = !open(r - 1, c) && open(r + 1, c);
      if (!startsAcross && !startsDown) return null;
      const number = next;
      next += 1;
      return number;
    }),
  );
}

// Fourteen art terms on a 15x15 grid; every word crosses at least one other and no two words touch
// side by side, so every run of letters in the grid is one of the answers.
const clues: readonly CrosswordClue[] = [
  {
    number: 1,
    direction: 'across',
    startRow: 1,
    startCol: 0,
    answer: 'PALETTE',
    clue: 'Thin board on which a painter mixes colours',
  },
  {
    number: 2,
    direction: 'down',
    startRow: 1,
    startCol: 5,
    answer: 'TEMPERA',
    clue: 'Quick-drying paint made by binding pigment with egg yolk',
  },
  {
    number: 3,
    direction: 'across',
    startRow: 1,
    startCol: 9,
    answer: 'FRESCO',
    clue: 'Wall painting made on fresh, wet lime plaster',
  },
  {
    number: 4,
    direction: 'down',
    startRow: 1,
    startCol: 12,
    answer: 'SFUMATO',
    clue: 'Leonardo’s soft, smoky blending of tones without hard outlines',
  },
  {
    number: 5,
    direction: 'down',
    startRow: 2,
    startCol: 8,
    answer: 'CANVAS',
    clue: 'Woven fabric stretched on a frame as a support for painting',
  },
  {
    number: 6,
    direction: 'across',
    startRow: 3,
    startCol: 5,
    answer: 'MOSAIC',
    clue: 'Picture made of small pieces of coloured stone or glass',
  },
  {
    number: 7,
    direction: 'across',
    startRow: 5,
    startCol: 2,
    answer: 'EASEL',
    clue: 'Stand that holds a painting while the artist works',
  },
  {
    number: 7,
    direction: 'down',
    startRow: 5,
    startCol: 2,
    answer: 'ETCHING',
    clue: 'Print made from a metal plate whose lines have been bitten by acid',
  },
  {
    number: 8,
    direction: 'across',
    startRow: 7,
    startCol: 2,
    answer: 'CHIAROSCURO',
    clue: 'Strong contrast of light and shade, from the Italian for “light-dark”',
  },
  {
    number: 9,
    direction: 'down',
    startRow: 7,
    startCol: 4,
    answer: 'IMPASTO',
    clue: 'Paint laid on so thickly that brush or knife marks stand out',
  },
  {
    number: 10,
    direction: 'down',
    startRow: 7,
    startCol: 9,
    answer: 'COLLAGE',
    clue: 'Picture made by gluing paper and other materials to a surface, from the French for “to glue”',
  },
  {
    number: 11,
    direction: 'down',
    startRow: 9,
    startCol: 13,
    answer: 'PASTEL',
    clue: 'Stick of powdered pigment bound with a little gum',
  },
  {
    number: 12,
    direction: 'across',
    startRow: 11,
    startCol: 8,
    answer: 'VARNISH',
    clue: 'Transparent coating that protects a finished oil painting',
  },
  {
    number: 13,
    direction: 'across',
    startRow: 13,
    startCol: 3,
    answer: 'GOUACHE',
    clue: 'Opaque watercolour paint',
  },
];

export const artTermsCrossword: Crossword = {
  id: 'art-terms-crossword',
  locale: 'en',
  title: 'Art Terms Crossword',
  description:
    'Fourteen words every museum visitor meets, from fresco to chiaroscuro. Fill the grid using the across and down clues.',
  size: { rows: CROSSWORD_SIZE, cols: CROSSWORD_SIZE },
  clues,
  solution: buildSolution(CROSSWORD_SIZE, CROSSWORD_SIZE, clues),
};

export const crosswords: readonly Crossword[] = [artTermsCrossword];

/** The English crossword of a game (the source; each language has its own grid, see localizeCrossword). */
export function findCrossword(id: string): Crossword | undefined {
  return crosswords.find((crossword) => crossword.id === id);
}

/**
 * The crossword in a language: a translation is a whole grid of its own, with words of that language,
 * so it replaces the English one rather than being merged over it (`undefined`: English, the source).
 */
export function localizeCrossword(crossword: Crossword, translated: Crossword | undefined): Crossword {
  return translated?.id === crossword.id ? translated : crossword;
}

/**
 * The share of the playable cells holding the solution's letter, in percent, rounded (the
 * crossword's score). `entries[row][col]` is the player's letter; anything else in a cell ('', '.') is
 * not a letter. One function for the score the web shows and the one the server awards.
 */
export function crosswordScore(
  crossword: Pick<Crossword, 'solution'>,
  entries: readonly (string | readonly string[])[],
): number {
  let playable = 0;
  let correct = 0;
  crossword.solution.forEach((line, r) =>
    line.forEach((letter, c) => {
      if (letter === null) return;
      playable += 1;
      if (entries[r]?.[c] === letter) correct += 1;
    }),
  );
  return playable === 0 ? 0 : Math.round((correct / playable) * 100);
}
