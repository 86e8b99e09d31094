import { describe, expect, it } from 'vitest';
import { locales } from '@artvoyage/contract/locales';
import { crosswordFor } from '../locales/crosswords';
import {
  artTermsCrossword,
  buildSolution,
  crosswordNumbers,
  crosswordScore,
  CROSSWORD_SIZE,
  findCrossword,
  localizeCrossword,
} from './crossword';
import { crosswordAlphabets, crosswordLetter, isCrosswordWord } from './crossword-alphabet';
import type { Crossword, CrosswordClue } from './types';

const step = (clue: CrosswordClue): [number, number] => (clue.direction === 'across' ? [0, 1] : [1, 0]);
const cellsOf = (clue: CrosswordClue): string[] => {
  const [dr, dc] = step(clue);
  return [...clue.answer].map((_, i) => `${clue.startRow + dr * i},${clue.startCol + dc * i}`);
};

// Each language has its own grid of its own words; every one of them must hold together the same way.
describe.each(locales)('the %s art terms crossword', (locale) => {
  const crossword: Crossword = crosswordFor(locale);
  const { solution, clues, size } = crossword;
  const { letters } = crosswordAlphabets[locale];
  const isOpen = (r: number, c: number): boolean => {
    const cell = solution[r]?.[c];
    return cell !== null && cell !== undefined;
  };

  /** Every maximal run of two or more playable cells, as "direction@row,col:WORD". */
  function runs(): string[] {
    const found: string[] = [];
    for (const direction of ['across', 'down'] as const) {
      for (let r = 0; r < size.rows; r += 1) {
        for (let c = 0; c < size.cols; c += 1) {
          const [dr, dc] = direction === 'across' ? [0, 1] : [1, 0];
          if (!isOpen(r, c) || isOpen(r - dr, c - dc)) continue;
          let word = '';
          for (let k = 0; isOpen(r + dr * k, c + dc * k); k += 1)
            word += solution[r + dr * k]?.[c + dc * k] ?? '';
          if (word.length >= 2) found.push(`${direction}@${r},${c}:${word}`);
        }
      }
    }
    return found.sort();
  }

  it('is the art terms crossword, in its language', () => {
    expect(crossword.id).toBe('art-terms-crossword');
    expect(crossword.locale).toBe(locale);
  });

  it('is a 15x15 grid of letters of its alphabet and black cells', () => {
    expect(CROSSWORD_SIZE).toBe(15);
    expect(size).toEqual({ rows: 15, cols: 15 });
    expect(solution).toHaveLength(15);
    for (const row of solution) {
      expect(row).toHaveLength(15);
      for (const cell of row)
        expect(cell === null || (cell.length === 1 && letters.includes(cell))).toBe(true);
    }
  });

  // Fourteen, as the catalogue's description of the game says in every language.
  it('has exactly 14 distinct answers in upper-case letters of its alphabet, both across and down', () => {
    expect(clues).toHaveLength(14);
    expect(new Set(clues.map((clue) => clue.answer)).size).toBe(14);
    for (const clue of clues) {
      expect(clue.answer.length, clue.answer).toBeGreaterThanOrEqual(3);
      expect(isCrosswordWord(clue.answer, locale), clue.answer).toBe(true);
      expect(clue.clue.length).toBeGreaterThan(5);
      // The clue must not give the answer away, even with its accents, a Ё or a hyphen (clair-obscur).
      const folded = [...clue.clue.replaceAll('-', '')]
        .map((typed) => crosswordLetter(typed, locale) ?? ' ')
        .join('');
      expect(folded, clue.answer).not.toContain(clue.answer);
    }
    expect(clues.filter((clue) => clue.direction === 'across').length).toBeGreaterThanOrEqual(5);
    expect(clues.filter((clue) => clue.direction === 'down').length).toBeGreaterThanOrEqual(5);
  });

  it('has every answer in the solution at its start cell and direction', () => {
    for (const clue of clues) {
      const [dr, dc] = step(clue);
      const found = [...clue.answer].map(
        (_, i) => solution[clue.startRow + dr * i]?.[clue.startCol + dc * i],
      );
      expect(found.join(''), `${clue.number} ${clue.direction}`).toBe(clue.answer);
    }
  });

  it('bounds every answer by black cells or the edge of the grid', () => {
    for (const clue of clues) {
      const [dr, dc] = step(clue);
      const end = clue.answer.length;
      expect(isOpen(clue.startRow - dr, clue.startCol - dc), `before ${clue.answer}`).toBe(false);
      expect(isOpen(clue.startRow + dr * end, clue.startCol + dc * end), `after ${clue.answer}`).toBe(false);
    }
  });

  it('has no unclued words: every run of letters in the grid is exactly one answer', () => {
    const expected = clues
      .map((clue) => `${clue.direction}@${clue.startRow},${clue.startCol}:${clue.answer}`)
      .sort();
    expect(runs()).toEqual(expected);
  });

  it('has no playable cell outside the answers', () => {
    const covered = new Set(clues.flatMap(cellsOf));
    for (let r = 0; r < 15; r += 1) {
      for (let c = 0; c < 15; c += 1) expect(isOpen(r, c)).toBe(covered.has(`${r},${c}`));
    }
  });

  it('crosses every answer with at least one other, agreeing on the shared letter', () => {
    for (const clue of clues) {
      const mine = new Set(cellsOf(clue));
      const crossing = clues.filter(
        (other) => other !== clue && cellsOf(other).some((cell) => mine.has(cell)),
      );
      expect(crossing.length, clue.answer).toBeGreaterThan(0);
      for (const other of crossing) expect(other.direction).not.toBe(clue.direction);
    }
    // Agreement at crossings: rebuilding the grid from the clues throws on any clash.
    expect(buildSolution(15, 15, clues)).toEqual(solution);
  });

  it('connects all the answers into one grid', () => {
    const reached = new Set<CrosswordClue>([clues[0] as CrosswordClue]);
    const queue = [clues[0] as CrosswordClue];
    while (queue.length > 0) {
      const current = queue.shift() as CrosswordClue;
      const mine = new Set(cellsOf(current));
      for (const other of clues) {
        if (!reached.has(other) && cellsOf(other).some((cell) => mine.has(cell))) {
          reached.add(other);
          queue.push(other);
        }
      }
    }
    expect(reached.size).toBe(clues.length);
  });

  it('numbers the clues by crossword convention', () => {
    // Independent numbering: reading order, one number per cell that starts an across or down run.
    const expected = new Map<string, number>();
    let next = 1;
    for (let r = 0; r < 15; r += 1) {
      for (let c = 0; c < 15; c += 1) {
        if (!isOpen(r, c)) continue;
        const across = !isOpen(r, c - 1) && isOpen(r, c + 1);
        const down = !isOpen(r - 1, c) && isOpen(r + 1, c);
        if (across || down) expected.set(`${r},${c}`, next++);
      }
    }
    for (const clue of clues) {
      expect(clue.number, clue.answer).toBe(expected.get(`${clue.startRow},${clue.startCol}`));
    }
    // Every numbered cell starts at least one clue, and the numbers run 1..n without gaps.
    const used = new Set(clues.map((clue) => clue.number));
    expect([...used].sort((a, b) => a - b)).toEqual(Array.from({ length: expected.size }, (_, i) => i + 1));
    // The exported helper agrees.
    const numbers = crosswordNumbers(solution);
    for (const [cell, number] of expected) {
      const [r, c] = cell.split(',').map(Number) as [number, number];
      expect(numbers[r]?.[c]).toBe(number);
    }
    expect(numbers.flat().filter((n) => n !== null)).toHaveLength(expected.size);
  });

  it('gives a cell that starts both an across and a down answer a single number', () => {
    const shared = clues.filter((a) =>
      clues.some((b) => b !== a && b.startRow === a.startRow && b.startCol === a.startCol),
    );
    expect(shared.length).toBeGreaterThan(0);
    for (const clue of shared) {
      const twin = clues.find(
        (b) => b !== clue && b.startRow === clue.startRow && b.startCol === clue.startCol,
      );
      expect(twin?.number).toBe(clue.number);
    }
  });
});

describe('buildSolution', () => {
  const clue = (partial: Partial<CrosswordClue>): CrosswordClue => ({
    number: 1,
    clue: 'x',
    answer: 'ART',
    direction: 'across',
    startRow: 0,
    startCol: 0,
    ...partial,
  });

  it('fills the answers and leaves other cells black', () => {
    expect(buildSolution(2, 3, [clue({})])).toEqual([
      ['A', 'R', 'T'],
      [null, null, null],
    ]);
  });

  it('rejects answers that disagree at a crossing', () => {
    expect(() => buildSolution(3, 3, [clue({}), clue({ answer: 'OIL', direction: 'down' })])).toThrow(
      /clashes/,
    );
  });

  it('rejects answers that leave the grid', () => {
    expect(() => buildSolution(2, 2, [clue({})])).toThrow(RangeError);
    expect(() => buildSolution(2, 3, [clue({ direction: 'down' })])).toThrow(RangeError);
  });
});

describe('crosswordNumbers', () => {
  it('numbers cells that start words in reading order', () => {
    // A R T
    // . . O
    // . . P
    expect(
      crosswordNumbers([
        ['A', 'R', 'T'],
        [null, null, 'O'],
        [null, null, 'P'],
      ]),
    ).toEqual([
      [1, null, 2],
      [null, null, null],
      [null, null, null],
    ]);
  });
});

describe('findCrossword', () => {
  it('finds the crossword by id', () => {
    expect(findCrossword('art-terms-crossword')).toBe(artTermsCrossword);
    expect(findCrossword('louvre-history-quiz')).toBeUndefined();
  });
});

describe('localizeCrossword', () => {
  it('replaces the English grid with the language’s own, and keeps it without one', () => {
    const russian = crosswordFor('ru');
    expect(localizeCrossword(artTermsCrossword, russian)).toBe(russian);
    expect(localizeCrossword(artTermsCrossword, undefined)).toBe(artTermsCrossword);
    expect(localizeCrossword(artTermsCrossword, { ...russian, id: 'matching-game' })).toBe(artTermsCrossword);
  });

  it('gives each language a grid of its own words', () => {
    const answers = locales.map((locale) => new Set(crosswordFor(locale).clues.map((clue) => clue.answer)));
    const [en, fr, ru] = answers as [Set<string>, Set<string>, Set<string>];
    // Shared spellings are words of both languages (PASTEL, BRONZE), never most of a grid.
    expect([...fr].filter((answer) => en.has(answer)).length).toBeLessThan(4);
    expect([...ru].every((answer) => isCrosswordWord(answer, 'ru') && !isCrosswordWord(answer, 'en'))).toBe(
      true,
    );
  });
});

describe('crosswordScore', () => {
  const rowsOf = (crossword: Crossword, fill: (letter: string) => string) =>
    crossword.solution.map((row) => row.map((letter) => (letter === null ? '.' : fill(letter))).join(''));

  it('is the rounded share of right cells, from rows of text or of cells', () => {
    const russian = crosswordFor('ru');
    expect(
      crosswordScore(
        russian,
        rowsOf(russian, (letter) => letter),
      ),
    ).toBe(100);
    expect(
      crosswordScore(
        russian,
        rowsOf(russian, () => '.'),
      ),
    ).toBe(0);
    expect(
      crosswordScore(
        russian,
        russian.solution.map((row) => row.map((letter) => letter ?? '')),
      ),
    ).toBe(100);
    // The English grid's letters in the Russian grid score nothing: not one Latin letter is Cyrillic.
    expect(
      crosswordScore(
        russian,
        rowsOf(artTermsCrossword, (letter) => letter),
      ),
    ).toBe(0);
    const playable = russian.solution.flat().filter((letter) => letter !== null).length;
    const allButOne = rowsOf(russian, (letter) => letter).map((row, r) =>
      r === 1 ? `.${row.slice(1)}` : row,
    );
    expect(crosswordScore(russian, allButOne)).toBe(Math.round(((playable - 1) / playable) * 100));
  });
});

describe('crosswordLetter', () => {
  it('takes a letter of the language’s alphabet in either case', () => {
    expect(crosswordLetter('a', 'en')).toBe('A');
    expect(crosswordLetter('Z', 'fr')).toBe('Z');
    expect(crosswordLetter('ж', 'ru')).toBe('Ж');
    expect(crosswordLetter('Я', 'ru')).toBe('Я');
    expect(crosswordLetter('ь', 'ru')).toBe('Ь');
  });

  it('writes letters as the language’s crosswords do: French without accents, Russian Ё as Е', () => {
    expect(crosswordLetter('é', 'fr')).toBe('E');
    expect(crosswordLetter('Ç', 'fr')).toBe('C');
    expect(crosswordLetter('ï', 'fr')).toBe('I');
    expect(crosswordLetter('ё', 'ru')).toBe('Е');
    expect(crosswordLetter('Ё', 'ru')).toBe('Е');
    // English crosswords have no accented letters to fold.
    expect(crosswordLetter('é', 'en')).toBeNull();
  });

  it('refuses digits, punctuation, other alphabets and more than one character', () => {
    for (const typed of ['1', ' ', '-', '', 'AB', 'ß', 'œ', 'Enter']) {
      expect(crosswordLetter(typed, 'fr'), typed).toBeNull();
    }
    expect(crosswordLetter('д', 'en')).toBeNull();
    expect(crosswordLetter('d', 'ru')).toBeNull();
    // The Latin A and the Cyrillic А look alike but are different letters.
    expect(crosswordLetter('A', 'ru')).toBeNull();
    expect(crosswordLetter('А', 'en')).toBeNull();
  });
});
