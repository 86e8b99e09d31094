import { artTermsCrossword, crosswordScore, type Crossword } from '@artvoyage/content/games';
import french from '@artvoyage/content/locales/fr/crossword';
import russian from '@artvoyage/content/locales/ru/crossword';
import { describe, expect, it } from 'vitest';
import {
  activeClueIndex,
  buildModel,
  clueCells,
  correctCount,
  crosswordReducer,
  directionAt,
  initialState,
  isComplete,
  isWrong,
  scorePercent,
  type CrosswordAction,
  type CrosswordState,
} from './crossword-rules';
import { inputAction, keyAction } from './crossword-keys';

const model = buildModel(artTermsCrossword);
const reduce = crosswordReducer(model);
const START = 1_000_000;

function run(state: CrosswordState, ...actions: CrosswordAction[]): CrosswordState {
  return actions.reduce(reduce, state);
}

function fresh(): CrosswordState {
  return initialState(model, START, 'play-1');
}

function clueIndex(number: number, direction: 'across' | 'down'): number {
  return artTermsCrossword.clues.findIndex((c) => c.number === number && c.direction === direction);
}

/** Types a word from its clue's first cell. */
function typeAnswer(state: CrosswordState, index: number, text: string, now = START): CrosswordState {
  let next = reduce(state, { type: 'selectClue', clueIndex: index });
  for (const key of text) next = reduce(next, { type: 'letter', key, now });
  return next;
}

function fillAll(state: CrosswordState, now: number): CrosswordState {
  return artTermsCrossword.clues.reduce((s, clue, i) => typeAnswer(s, i, clue.answer, now), state);
}

describe('the crossword model', () => {
  it('has the 15x15 grid, 14 clues and one word per direction per cell', () => {
    expect(model.rows).toBe(15);
    expect(model.cols).toBe(15);
    expect(model.clues).toHaveLength(14);
    const letters = new Set(
      artTermsCrossword.clues.flatMap((clue) => clueCells(clue).map((c) => `${c.row},${c.col}`)),
    );
    expect(model.playableCount).toBe(letters.size);
    // 1 across starts at row 1, column 0; the T of TEMPERA is shared with PALETTE.
    expect(model.wordAt.across[1]![0]).toBe(clueIndex(1, 'across'));
    expect(model.wordAt.down[1]![0]).toBeNull();
    expect(model.wordAt.across[1]![5]).toBe(clueIndex(1, 'across'));
    expect(model.wordAt.down[1]![5]).toBe(clueIndex(2, 'down'));
    expect(model.numbers[5]![2]).toBe(7);
    expect(model.numbers[1]![1]).toBeNull();
  });
});

describe('selecting cells', () => {
  it('starts with nothing selected, across, solution hidden and the clock started', () => {
    const state = fresh();
    expect(state.selected).toBeNull();
    expect(state.direction).toBe('across');
    expect(state.showSolution).toBe(false);
    expect(state.startedAt).toBe(START);
    expect(state.elapsedMs).toBeNull();
    expect(state.entries.flat().every((entry) => entry === '')).toBe(true);
  });

  it('selects a playable cell on click and ignores black cells', () => {
    const state = run(fresh(), { type: 'clickCell', row: 3, col: 7 });
    expect(state.selected).toEqual({ row: 3, col: 7 });
    expect(state.direction).toBe('across');
    expect(run(state, { type: 'clickCell', row: 0, col: 0 })).toBe(state);
  });

  it('toggles across/down when the selected cell is clicked again', () => {
    // Row 1, column 5 is in PALETTE (1 across) and TEMPERA (2 down).
    let state = run(fresh(), { type: 'clickCell', row: 1, col: 5 });
    expect(state.direction).toBe('across');
    expect(activeClueIndex(model, state)).toBe(clueIndex(1, 'across'));
    state = run(state, { type: 'clickCell', row: 1, col: 5 });
    expect(state.direction).toBe('down');
    expect(activeClueIndex(model, state)).toBe(clueIndex(2, 'down'));
    state = run(state, { type: 'clickCell', row: 1, col: 5 });
    expect(state.direction).toBe('across');
  });

  it('uses the only direction a cell has, and does not toggle away from it', () => {
    // Row 2, column 5 is only in TEMPERA (down).
    let state = run(fresh(), { type: 'clickCell', row: 2, col: 5 });
    expect(state.direction).toBe('down');
    state = run(state, { type: 'clickCell', row: 2, col: 5 });
    expect(state.direction).toBe('down');
    expect(run(state, { type: 'toggleDirection' }).direction).toBe('down');
    expect(directionAt(model, { row: 1, col: 0 }, 'down')).toBe('across');
  });

  it('focus selects a cell but never toggles', () => {
    const state = run(fresh(), { type: 'focusCell', row: 1, col: 5 });
    expect(state.selected).toEqual({ row: 1, col: 5 });
    expect(run(state, { type: 'focusCell', row: 1, col: 5 })).toBe(state);
  });

  it('a clue selects its first cell and its direction', () => {
    const state = run(fresh(), { type: 'selectClue', clueIndex: clueIndex(7, 'down') });
    expect(state.selected).toEqual({ row: 5, col: 2 });
    expect(state.direction).toBe('down');
    expect(activeClueIndex(model, state)).toBe(clueIndex(7, 'down'));
    const across = run(state, { type: 'selectClue', clueIndex: clueIndex(7, 'across') });
    expect(across.selected).toEqual({ row: 5, col: 2 });
    expect(across.direction).toBe('across');
    expect(run(state, { type: 'selectClue', clueIndex: 99 })).toBe(state);
  });

  it('arrow keys move one cell, jump over black cells and stop at the edge', () => {
    let state = run(fresh(), { type: 'clickCell', row: 1, col: 6 });
    state = run(state, { type: 'move', dRow: 0, dCol: 1 });
    expect(state.selected).toEqual({ row: 1, col: 9 }); // columns 7 and 8 are black
    state = run(state, { type: 'move', dRow: 0, dCol: 1 }, { type: 'move', dRow: 0, dCol: 1 });
    expect(state.selected).toEqual({ row: 1, col: 11 });
    const edge = run(fresh(), { type: 'clickCell', row: 1, col: 14 });
    expect(run(edge, { type: 'move', dRow: 0, dCol: 1 })).toBe(edge);
    // Down column 14 the next playable cell is the H of VARNISH, ten rows below.
    expect(run(edge, { type: 'move', dRow: 1, dCol: 0 }).selected).toEqual({ row: 11, col: 14 });
    expect(run(edge, { type: 'move', dRow: -1, dCol: 0 })).toBe(edge);
  });

  it('an arrow along a word takes that direction when the cell has a word that way', () => {
    let state = run(fresh(), { type: 'clickCell', row: 1, col: 5 });
    state = run(state, { type: 'move', dRow: 1, dCol: 0 });
    expect(state.selected).toEqual({ row: 2, col: 5 });
    expect(state.direction).toBe('down');
    state = run(state, { type: 'move', dRow: 1, dCol: 0 });
    expect(state.selected).toEqual({ row: 3, col: 5 });
    expect(state.direction).toBe('down');
    state = run(state, { type: 'move', dRow: 0, dCol: 1 });
    expect(state.selected).toEqual({ row: 3, col: 6 });
    expect(state.direction).toBe('across');
  });

  it('arrows do nothing before a cell is selected', () => {
    const state = fresh();
    expect(run(state, { type: 'move', dRow: 0, dCol: 1 })).toBe(state);
  });
});

describe('typing', () => {
  it('fills the cell in upper case and moves to the next cell in the direction', () => {
    let state = run(fresh(), { type: 'selectClue', clueIndex: clueIndex(1, 'across') });
    state = run(state, { type: 'letter', key: 'p', now: START });
    expect(state.entries[1]![0]).toBe('P');
    expect(state.selected).toEqual({ row: 1, col: 1 });
    state = run(state, { type: 'clickCell', row: 2, col: 5 });
    state = run(state, { type: 'letter', key: 'E', now: START });
    expect(state.entries[2]![5]).toBe('E');
    expect(state.selected).toEqual({ row: 3, col: 5 });
  });

  it('stays put when a black cell or the edge blocks the way', () => {
    let state = typeAnswer(fresh(), clueIndex(1, 'across'), 'PALETTE');
    expect(state.selected).toEqual({ row: 1, col: 6 }); // column 7 is black
    state = typeAnswer(state, clueIndex(3, 'across'), 'FRESCO');
    expect(state.selected).toEqual({ row: 1, col: 14 }); // the right edge
    state = typeAnswer(state, clueIndex(11, 'down'), 'PASTEL');
    expect(state.selected).toEqual({ row: 14, col: 13 }); // the bottom edge
    expect(state.entries[14]![13]).toBe('L');
  });

  it('overwrites a letter already in the cell', () => {
    let state = run(fresh(), { type: 'clickCell', row: 1, col: 0 }, { type: 'letter', key: 'X', now: START });
    state = run(state, { type: 'clickCell', row: 1, col: 0 }, { type: 'letter', key: 'p', now: START });
    expect(state.entries[1]![0]).toBe('P');
  });

  it('accepts only a single letter A-Z', () => {
    const state = run(fresh(), { type: 'clickCell', row: 1, col: 0 });
    for (const key of ['1', 'é', 'AB', '', ' ', '-', 'Enter', 'ß', 'п', 'П']) {
      expect(run(state, { type: 'letter', key, now: START })).toBe(state);
    }
  });

  it('ignores letters while no cell is selected', () => {
    const state = fresh();
    expect(run(state, { type: 'letter', key: 'A', now: START })).toBe(state);
  });
});

describe('erasing', () => {
  it('Backspace clears the cell and moves back in the direction', () => {
    let state = typeAnswer(fresh(), clueIndex(1, 'across'), 'PALETTE');
    state = run(state, { type: 'backspace' });
    expect(state.entries[1]![6]).toBe('');
    expect(state.selected).toEqual({ row: 1, col: 5 });
    state = run(state, { type: 'backspace' });
    expect(state.entries[1]![5]).toBe('');
    expect(state.selected).toEqual({ row: 1, col: 4 });
    expect(state.entries[1]!.slice(0, 5).join('')).toBe('PALET');
  });

  it('Backspace on the first cell of a word clears it and stays', () => {
    let state = run(fresh(), { type: 'selectClue', clueIndex: clueIndex(1, 'across') });
    state = run(state, { type: 'letter', key: 'P', now: START }, { type: 'clickCell', row: 1, col: 0 });
    state = run(state, { type: 'backspace' });
    expect(state.entries[1]![0]).toBe('');
    expect(state.selected).toEqual({ row: 1, col: 0 });
  });

  it('Backspace moves back in the down direction too', () => {
    let state = typeAnswer(fresh(), clueIndex(2, 'down'), 'TEM');
    expect(state.selected).toEqual({ row: 4, col: 5 });
    state = run(state, { type: 'backspace' });
    expect(state.selected).toEqual({ row: 3, col: 5 });
    state = run(state, { type: 'backspace' });
    expect(state.entries[3]![5]).toBe('');
    expect(state.selected).toEqual({ row: 2, col: 5 });
  });

  it('Delete clears the cell without moving', () => {
    let state = run(fresh(), { type: 'clickCell', row: 1, col: 0 }, { type: 'letter', key: 'P', now: START });
    state = run(state, { type: 'move', dRow: 0, dCol: -1 });
    expect(state.selected).toEqual({ row: 1, col: 0 });
    state = run(state, { type: 'clear' });
    expect(state.entries[1]![0]).toBe('');
    expect(state.selected).toEqual({ row: 1, col: 0 });
  });
});

describe('score and completion', () => {
  it('scores 0 on an empty grid and with only wrong letters', () => {
    expect(scorePercent(model, fresh().entries)).toBe(0);
    const wrong = typeAnswer(fresh(), clueIndex(1, 'across'), 'XXXXXXX');
    expect(correctCount(model, wrong.entries)).toBe(0);
    expect(scorePercent(model, wrong.entries)).toBe(0);
  });

  it('scores the rounded percentage of correct playable cells', () => {
    const state = typeAnswer(fresh(), clueIndex(8, 'across'), 'CHIAROSCURO');
    expect(correctCount(model, state.entries)).toBe(11);
    expect(scorePercent(model, state.entries)).toBe(Math.round((11 / model.playableCount) * 100));
    const oneWrong = typeAnswer(state, clueIndex(1, 'across'), 'PALETTX');
    expect(correctCount(model, oneWrong.entries)).toBe(17);
  });

  it('completes when every playable cell matches, recording the elapsed time once', () => {
    const now = START + 4 * 60_000 + 5_000;
    const done = fillAll(fresh(), now);
    expect(isComplete(done)).toBe(true);
    expect(done.elapsedMs).toBe(245_000);
    expect(scorePercent(model, done.entries)).toBe(100);
    // Locked once complete: no more typing or erasing.
    expect(run(done, { type: 'letter', key: 'Z', now: now + 1 })).toBe(done);
    expect(run(done, { type: 'backspace' })).toBe(done);
    expect(run(done, { type: 'clear' })).toBe(done);
  });

  it('is not complete with one wrong or one missing letter', () => {
    const almost = artTermsCrossword.clues.reduce(
      (s, clue, i) => typeAnswer(s, i, i === 0 ? 'PALETTA' : clue.answer),
      fresh(),
    );
    expect(isComplete(almost)).toBe(false);
    expect(scorePercent(model, almost.entries)).toBe(
      Math.round(((model.playableCount - 1) / model.playableCount) * 100),
    );
    // Putting the last letter right completes it, with the time of that keystroke.
    const fixed = run(
      almost,
      { type: 'clickCell', row: 1, col: 6 },
      { type: 'letter', key: 'e', now: START + 90_000 },
    );
    expect(fixed.elapsedMs).toBe(90_000);
    const missing = artTermsCrossword.clues.reduce(
      (s, clue, i) => typeAnswer(s, i, clue.number === 13 ? 'GOUA' : clue.answer),
      fresh(),
    );
    expect(missing.entries[13]![7]).toBe('');
    expect(missing.entries[13]![9]).toBe('E'); // from COLLAGE
    expect(isComplete(missing)).toBe(false);
  });
});

describe('Show/Hide Solution', () => {
  it('toggles, marks only wrong letters and leaves the entries alone', () => {
    let state = typeAnswer(fresh(), clueIndex(1, 'across'), 'PALXTTE');
    state = run(state, { type: 'toggleSolution' });
    expect(state.showSolution).toBe(true);
    expect(isWrong(model, state, 1, 3)).toBe(true);
    expect(isWrong(model, state, 1, 2)).toBe(false);
    expect(isWrong(model, state, 3, 5)).toBe(false); // empty is not wrong
    expect(state.entries[1]![3]).toBe('X');
    state = run(state, { type: 'toggleSolution' });
    expect(state.showSolution).toBe(false);
    expect(state.entries[1]![3]).toBe('X');
  });
});

describe('Play Again', () => {
  it('clears the grid, the selection, the solution view and restarts the clock with a new play', () => {
    let state = fillAll(fresh(), START + 10_000);
    state = run(state, { type: 'toggleSolution' }, { type: 'reset', now: START + 20_000, playId: 'play-2' });
    expect(state).toEqual(initialState(model, START + 20_000, 'play-2'));
    expect(state.entries.flat().every((entry) => entry === '')).toBe(true);
    const again = fillAll(state, START + 50_000);
    expect(again.elapsedMs).toBe(30_000);
  });
});

describe('keys and input events', () => {
  it('maps keys to actions', () => {
    expect(keyAction(model, { key: 'a' }, 5)).toEqual({ type: 'letter', key: 'a', now: 5 });
    expect(keyAction(model, { key: 'ArrowLeft' }, 5)).toEqual({ type: 'move', dRow: 0, dCol: -1 });
    expect(keyAction(model, { key: 'ArrowRight' }, 5)).toEqual({ type: 'move', dRow: 0, dCol: 1 });
    expect(keyAction(model, { key: 'ArrowUp' }, 5)).toEqual({ type: 'move', dRow: -1, dCol: 0 });
    expect(keyAction(model, { key: 'ArrowDown' }, 5)).toEqual({ type: 'move', dRow: 1, dCol: 0 });
    expect(keyAction(model, { key: 'Backspace' }, 5)).toEqual({ type: 'backspace' });
    expect(keyAction(model, { key: 'Delete' }, 5)).toEqual({ type: 'clear' });
    expect(keyAction(model, { key: ' ' }, 5)).toEqual({ type: 'toggleDirection' });
    expect(keyAction(model, { key: '7' }, 5)).toBe('ignore');
    expect(keyAction(model, { key: 'é' }, 5)).toBe('ignore');
    expect(keyAction(model, { key: 'Tab' }, 5)).toBeNull();
    expect(keyAction(model, { key: 'Unidentified' }, 5)).toBeNull();
    expect(keyAction(model, { key: 'c', ctrlKey: true }, 5)).toBeNull();
    expect(keyAction(model, { key: 'r', metaKey: true }, 5)).toBeNull();
  });

  it('reads phone keyboard input events', () => {
    expect(inputAction(model, 'insertText', 'q', 9)).toEqual({ type: 'letter', key: 'q', now: 9 });
    expect(inputAction(model, 'insertCompositionText', 'ab', 9)).toEqual({
      type: 'letter',
      key: 'b',
      now: 9,
    });
    expect(inputAction(model, 'deleteContentBackward', null, 9)).toEqual({ type: 'backspace' });
    expect(inputAction(model, 'insertText', '4', 9)).toBeNull();
    expect(inputAction(model, 'insertText', null, 9)).toBeNull();
  });
});

describe('another crossword', () => {
  it('works on any grid the content builds', () => {
    const tiny: Crossword = {
      ...artTermsCrossword,
      size: { rows: 2, cols: 2 },
      clues: [
        { number: 1, clue: 'x', answer: 'AB', direction: 'across', startRow: 0, startCol: 0 },
        { number: 1, clue: 'y', answer: 'AC', direction: 'down', startRow: 0, startCol: 0 },
      ],
      solution: [
        ['A', 'B'],
        ['C', null],
      ],
    };
    const tinyModel = buildModel(tiny);
    const r = crosswordReducer(tinyModel);
    let state = initialState(tinyModel, 0, 'p');
    state = r(state, { type: 'selectClue', clueIndex: 0 });
    state = r(state, { type: 'letter', key: 'a', now: 1 });
    state = r(state, { type: 'letter', key: 'b', now: 2 });
    expect(state.elapsedMs).toBeNull();
    state = r(state, { type: 'selectClue', clueIndex: 1 });
    state = r(state, { type: 'move', dRow: 1, dCol: 0 });
    state = r(state, { type: 'letter', key: 'c', now: 3_500 });
    expect(state.elapsedMs).toBe(3_500);
    expect(scorePercent(tinyModel, state.entries)).toBe(100);
  });
});

describe('the Russian and French grids', () => {
  const ru = buildModel(russian);
  const reduceRu = crosswordReducer(ru);
  const ruClue = (answer: string) => russian.clues.findIndex((clue) => clue.answer === answer);
  const typeRu = (state: CrosswordState, answer: string, text: string) => {
    let next = reduceRu(state, { type: 'selectClue', clueIndex: ruClue(answer) });
    for (const key of text) next = reduceRu(next, { type: 'letter', key, now: START });
    return next;
  };

  it('types Cyrillic in upper case, Ё as Е, and ignores Latin letters', () => {
    let state = typeRu(initialState(ru, START, 'ru-1'), 'ХОЛСТ', 'холст');
    expect(state.entries[1]!.slice(0, 5).join('')).toBe('ХОЛСТ');
    // Latin look-alikes (X, O, C, T) are other letters: they are not typed into a Russian grid.
    state = typeRu(initialState(ru, START, 'ru-2'), 'ХОЛСТ', 'XOCT');
    expect(state.entries[1]!.every((entry) => entry === '')).toBe(true);
    state = typeRu(initialState(ru, START, 'ru-3'), 'ЛАК', 'лаё');
    expect(russian.clues[ruClue('ЛАК')]).toMatchObject({ startRow: 11, startCol: 9 });
    expect([state.entries[11]![9], state.entries[12]![9], state.entries[13]![9]]).toEqual(['Л', 'А', 'Е']);
    expect(keyAction(ru, { key: 'ж' }, 5)).toEqual({ type: 'letter', key: 'ж', now: 5 });
    expect(keyAction(ru, { key: 'ё' }, 5)).toEqual({ type: 'letter', key: 'ё', now: 5 });
    expect(keyAction(ru, { key: 'q' }, 5)).toBe('ignore');
    expect(inputAction(ru, 'insertText', 'щ', 9)).toEqual({ type: 'letter', key: 'щ', now: 9 });
    expect(inputAction(ru, 'insertText', 'w', 9)).toBeNull();
  });

  it('completes the Russian grid typed in lower case, with the server’s score', () => {
    const done = russian.clues.reduce(
      (state, clue) => typeRu(state, clue.answer, clue.answer.toLowerCase()),
      initialState(ru, START, 'ru-4'),
    );
    expect(isComplete(done)).toBe(true);
    expect(scorePercent(ru, done.entries)).toBe(100);
    // The rows the screen sends for the round score the same on the server.
    const rows = done.entries.map((row) => row.map((letter) => letter || '.').join(''));
    expect(crosswordScore(russian, rows)).toBe(scorePercent(ru, done.entries));
  });

  it('types French accented letters as crosswords write them, without accents', () => {
    const fr = buildModel(french);
    expect(fr.locale).toBe('fr');
    const reduceFr = crosswordReducer(fr);
    const index = french.clues.findIndex((clue) => clue.answer === 'FRESQUE');
    let state = reduceFr(initialState(fr, START, 'fr-1'), { type: 'selectClue', clueIndex: index });
    for (const key of 'frésquè') state = reduceFr(state, { type: 'letter', key, now: START });
    const { startRow, startCol } = french.clues[index]!;
    expect(Array.from({ length: 7 }, (_, i) => state.entries[startRow + i]![startCol]).join('')).toBe(
      'FRESQUE',
    );
    expect(keyAction(fr, { key: 'ç' }, 5)).toEqual({ type: 'letter', key: 'ç', now: 5 });
    expect(keyAction(fr, { key: 'д' }, 5)).toBe('ignore');
  });
});
