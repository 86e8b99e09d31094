/*
 * The Art Terms Crossword's rules (see docs/product/games.md) as a pure reducer: selecting
 * cells and clues, typing and erasing, the Show/Hide Solution toggle, completion with its elapsed time,
 * and Play Again. No React, no DOM, no clock: the time (`now`) and the play id come in with the actions.
 */
import type { Crossword, CrosswordClue, CrosswordDirection } from '@artvoyage/content/games';
import { crosswordLetter, crosswordNumbers, crosswordScore } from '@artvoyage/content/games';
import type { Locale } from '@artvoyage/contract/locales';

export type Direction = CrosswordDirection;

export interface CellRef {
  readonly row: number;
  readonly col: number;
}

/** The crossword laid out for play: what never changes during a play. */
export interface CrosswordModel {
  /** The language of the grid's words, whose alphabet the player types in. */
  readonly locale: Locale;
  readonly rows: number;
  readonly cols: number;
  readonly solution: readonly (readonly (string | null)[])[];
  /** Clue number printed in the cell's corner, or null. */
  readonly numbers: readonly (readonly (number | null)[])[];
  readonly clues: readonly CrosswordClue[];
  /** Index into `clues` of the across / down word through each cell, or null. */
  readonly wordAt: Readonly<Record<Direction, readonly (readonly (number | null)[])[]>>;
  readonly playableCount: number;
}

export interface CrosswordState {
  /** The player's letters, '' where empty (always '' on black cells). */
  readonly entries: readonly (readonly string[])[];
  readonly selected: CellRef | null;
  readonly direction: Direction;
  readonly showSolution: boolean;
  /** Clock time the play started (first render or Play Again). */
  readonly startedAt: number;
  /** Set once, when every playable cell matches the solution. */
  readonly elapsedMs: number | null;
  readonly playId: string;
}

export type CrosswordAction =
  /** A click or tap: selects the cell, or toggles the direction when it is already selected. */
  | { type: 'clickCell'; row: number; col: number }
  /** Focus arriving on a cell (Tab, programmatic focus): selects it, never toggles. */
  | { type: 'focusCell'; row: number; col: number }
  | { type: 'selectClue'; clueIndex: number }
  | { type: 'toggleDirection' }
  /** Arrow keys: one step in the grid, skipping black cells. */
  | { type: 'move'; dRow: number; dCol: number }
  | { type: 'letter'; key: string; now: number }
  | { type: 'backspace' }
  /** Delete: clears the cell and stays. */
  | { type: 'clear' }
  | { type: 'toggleSolution' }
  | { type: 'reset'; now: number; playId: string };

const step: Record<Direction, readonly [number, number]> = { across: [0, 1], down: [1, 0] };
const other: Record<Direction, Direction> = { across: 'down', down: 'across' };

export function buildModel(crossword: Crossword): CrosswordModel {
  const { rows, cols } = crossword.size;
  const empty = () => Array.from({ length: rows }, () => Array<number | null>(cols).fill(null));
  const wordAt = { across: empty(), down: empty() };
  crossword.clues.forEach((clue, index) => {
    for (const cell of clueCells(clue)) wordAt[clue.direction][cell.row]![cell.col] = index;
  });
  let playableCount = 0;
  for (const row of crossword.solution) for (const letter of row) if (letter !== null) playableCount += 1;
  return {
    locale: crossword.locale,
    rows,
    cols,
    solution: crossword.solution,
    numbers: crosswordNumbers(crossword.solution),
    clues: crossword.clues,
    wordAt,
    playableCount,
  };
}

export function clueCells(clue: CrosswordClue): CellRef[] {
  const [dRow, dCol] = step[clue.direction];
  return [...clue.answer].map((_, i) => ({ row: clue.startRow + dRow * i, col: clue.startCol + dCol * i }));
}

export function isPlayable(model: CrosswordModel, row: number, col: number): boolean {
  const letter = model.solution[row]?.[col];
  return letter !== null && letter !== undefined;
}

export function initialState(model: CrosswordModel, now: number, playId: string): CrosswordState {
  return {
    entries: model.solution.map((row) => row.map(() => '')),
    selected: null,
    direction: 'across',
    showSolution: false,
    startedAt: now,
    elapsedMs: null,
    playId,
  };
}

export function isComplete(state: CrosswordState): boolean {
  return state.elapsedMs !== null;
}

/** The direction a cell should be read in: the wanted one if a word runs that way, else the other. */
export function directionAt(model: CrosswordModel, cell: CellRef, wanted: Direction): Direction {
  if (model.wordAt[wanted][cell.row]?.[cell.col] != null) return wanted;
  if (model.wordAt[other[wanted]][cell.row]?.[cell.col] != null) return other[wanted];
  return wanted;
}

/** Index of the clue whose word holds the selected cell in the current direction, or null. */
export function activeClueIndex(model: CrosswordModel, state: CrosswordState): number | null {
  if (!state.selected) return null;
  return model.wordAt[state.direction][state.selected.row]?.[state.selected.col] ?? null;
}

export function isSelected(state: CrosswordState, row: number, col: number): boolean {
  return state.selected?.row === row && state.selected.col === col;
}

/** A letter is correct when it equals the solution's; an empty cell is neither correct nor wrong. */
export function isWrong(model: CrosswordModel, state: CrosswordState, row: number, col: number): boolean {
  const entry = state.entries[row]?.[col] ?? '';
  return entry !== '' && entry !== model.solution[row]?.[col];
}

export function correctCount(model: CrosswordModel, entries: CrosswordState['entries']): number {
  let correct = 0;
  model.solution.forEach((row, r) =>
    row.forEach((letter, c) => {
      if (letter !== null && entries[r]?.[c] === letter) correct += 1;
    }),
  );
  return correct;
}

/** The score: the percentage of correct playable cells, rounded, counted as the server counts it. */
export function scorePercent(model: CrosswordModel, entries: CrosswordState['entries']): number {
  return crosswordScore(model, entries);
}

/**
 * The only input a square takes: a single letter of the grid's alphabet (A-Z in English and French, А-Я in Russian),
 * as the grid writes it: upper case, a French accent or a Russian Ё folded (é is E, ё is Е); null for
 * anything else.
 */
export function gridLetter(model: Pick<CrosswordModel, 'locale'>, key: string): string | null {
  return crosswordLetter(key, model.locale);
}

function select(model: CrosswordModel, state: CrosswordState, cell: CellRef): CrosswordState {
  return { ...state, selected: cell, direction: directionAt(model, cell, state.direction) };
}

function toggle(model: CrosswordModel, state: CrosswordState): CrosswordState {
  if (!state.selected) return state;
  const flipped = other[state.direction];
  // A cell in a single word keeps that word's direction: there is nothing to type the other way.
  if (model.wordAt[flipped][state.selected.row]?.[state.selected.col] == null) return state;
  return { ...state, direction: flipped };
}

/** The next playable cell from `cell` by (dRow, dCol), jumping over black cells; null at the edge. */
function nextPlayable(model: CrosswordModel, cell: CellRef, dRow: number, dCol: number): CellRef | null {
  let row = cell.row + dRow;
  let col = cell.col + dCol;
  while (row >= 0 && row < model.rows && col >= 0 && col < model.cols) {
    if (isPlayable(model, row, col)) return { row, col };
    row += dRow;
    col += dCol;
  }
  return null;
}

/** The adjacent cell in the current direction (`sign` 1 forward, -1 back) if playable, else null. */
function adjacent(model: CrosswordModel, state: CrosswordState, cell: CellRef, sign: 1 | -1): CellRef | null {
  const [dRow, dCol] = step[state.direction];
  const next = { row: cell.row + dRow * sign, col: cell.col + dCol * sign };
  return isPlayable(model, next.row, next.col) ? next : null;
}

function withEntry(state: CrosswordState, cell: CellRef, letter: string): CrosswordState['entries'] {
  return state.entries.map((row, r) =>
    r === cell.row ? row.map((entry, c) => (c === cell.col ? letter : entry)) : row,
  );
}

function allCorrect(model: CrosswordModel, entries: CrosswordState['entries']): boolean {
  return correctCount(model, entries) === model.playableCount;
}

export function crosswordReducer(model: CrosswordModel) {
  return function reduce(state: CrosswordState, action: CrosswordAction): CrosswordState {
    switch (action.type) {
      case 'clickCell': {
        if (!isPlayable(model, action.row, action.col)) return state;
        if (isSelected(state, action.row, action.col)) return toggle(model, state);
        return select(model, state, { row: action.row, col: action.col });
      }
      case 'focusCell': {
        if (!isPlayable(model, action.row, action.col) || isSelected(state, action.row, action.col)) {
          return state;
        }
        return select(model, state, { row: action.row, col: action.col });
      }
      case 'selectClue': {
        const clue = model.clues[action.clueIndex];
        if (!clue) return state;
        return { ...state, selected: { row: clue.startRow, col: clue.startCol }, direction: clue.direction };
      }
      case 'toggleDirection':
        return toggle(model, state);
      case 'move': {
        if (!state.selected) return state;
        const target = nextPlayable(model, state.selected, action.dRow, action.dCol);
        if (!target) return state;
        const wanted: Direction = action.dCol !== 0 ? 'across' : 'down';
        return { ...state, selected: target, direction: directionAt(model, target, wanted) };
      }
      case 'letter': {
        const cell = state.selected;
        const letter = gridLetter(model, action.key);
        if (!cell || isComplete(state) || letter === null) return state;
        const entries = withEntry(state, cell, letter);
        const done = allCorrect(model, entries);
        return {
          ...state,
          entries,
          selected: adjacent(model, state, cell, 1) ?? cell,
          elapsedMs: done ? Math.max(0, action.now - state.startedAt) : null,
        };
      }
      case 'backspace': {
        const cell = state.selected;
        if (!cell || isComplete(state)) return state;
        return {
          ...state,
          entries: withEntry(state, cell, ''),
          selected: adjacent(model, state, cell, -1) ?? cell,
        };
      }
      case 'clear': {
        const cell = state.selected;
        if (!cell || isComplete(state)) return state;
        return { ...state, entries: withEntry(state, cell, '') };
      }
      case 'toggleSolution':
        return { ...state, showSolution: !state.showSolution };
      case 'reset':
        return initialState(model, action.now, action.playId);
    }
  };
}
