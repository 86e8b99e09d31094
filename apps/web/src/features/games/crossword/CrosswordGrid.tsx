import { useEffect, useRef, type ChangeEvent, type Dispatch, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputAction, keyAction } from './crossword-keys';
import {
  activeClueIndex,
  clueCells,
  isComplete,
  isSelected,
  isWrong,
  type CrosswordAction,
  type CrosswordModel,
  type CrosswordState,
} from './crossword-rules';

export const cellKey = (row: number, col: number) => `${row}:${col}`;

interface Props {
  model: CrosswordModel;
  state: CrosswordState;
  dispatch: Dispatch<CrosswordAction>;
  clock: () => number;
  /** The inputs by cellKey, so the clue lists can move focus into the grid. */
  inputs: Map<string, HTMLInputElement>;
  /** Id of the text naming the current clue (each square's description). */
  clueTextId: string;
}

/**
 * The 15x15 grid as an ARIA grid whose playable squares are one-letter text inputs: each is labelled by
 * its position and words, phones raise their keyboard on it, and one roving tab stop keeps Tab moving
 * past the grid. Keys are read in keydown; the input event only serves keyboards that send no key.
 */
export function CrosswordGrid({ model, state, dispatch, clock, inputs, clueTextId }: Props) {
  const { t } = useTranslation();
  const gridRef = useRef<HTMLDivElement>(null);
  // Whether the pressed square was already selected when the pointer went down: focus selects it
  // before the click arrives, so only this tells a second click (toggle) from a first one.
  const pressedSelected = useRef(false);
  const activeClue = activeClueIndex(model, state);
  const clue = activeClue === null ? undefined : model.clues[activeClue];
  const activeCells = new Set(clue ? clueCells(clue).map((cell) => cellKey(cell.row, cell.col)) : []);
  const done = isComplete(state);
  const columns = { gridTemplateColumns: `repeat(${model.cols}, minmax(0, 1fr))` };
  const firstClue = model.clues[0];
  const tabStop = state.selected ?? (firstClue ? { row: firstClue.startRow, col: firstClue.startCol } : null);

  // Focus follows the selection while the player is in the grid (typing, arrows, Backspace).
  const { selected } = state;
  useEffect(() => {
    if (!selected || !gridRef.current?.contains(document.activeElement)) return;
    const input = inputs.get(cellKey(selected.row, selected.col));
    if (input && document.activeElement !== input) input.focus();
  }, [selected, inputs]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = keyAction(model, event, clock());
    if (action === null) return;
    event.preventDefault();
    if (action !== 'ignore') dispatch(action);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as Partial<InputEvent>;
    const action = inputAction(model, native.inputType ?? '', native.data ?? null, clock());
    if (action) dispatch(action);
  };

  const wordsLabel = (row: number, col: number) => {
    const words: string[] = [];
    const across = model.wordAt.across[row]?.[col];
    const down = model.wordAt.down[row]?.[col];
    if (across != null) words.push(t('games.crossword.wordAcross', { number: model.clues[across]?.number }));
    if (down != null) words.push(t('games.crossword.wordDown', { number: model.clues[down]?.number }));
    return words.join(', ');
  };

  return (
    <div className="@container">
      <div
        ref={gridRef}
        role="grid"
        aria-label={t('games.crossword.grid')}
        onKeyDown={onKeyDown}
        className="flex flex-col gap-px overflow-hidden rounded-lg border-2 border-ink bg-ink"
      >
        {model.solution.map((row, r) => (
          <div role="row" key={r} className="grid gap-px" style={columns}>
            {row.map((letter, c) => {
              if (letter === null) {
                return (
                  <div
                    role="gridcell"
                    key={c}
                    aria-label={t('games.crossword.blackCell')}
                    className="aspect-square bg-ink"
                  />
                );
              }
              const key = cellKey(r, c);
              const selectedCell = isSelected(state, r, c);
              const wrong = state.showSolution && isWrong(model, state, r, c);
              const entry = state.entries[r]?.[c] ?? '';
              const shown = state.showSolution ? letter : entry;
              const revealed = state.showSolution && entry === '';
              const number = model.numbers[r]?.[c];
              const tabbable = tabStop?.row === r && tabStop.col === c;
              return (
                <div
                  role="gridcell"
                  key={c}
                  data-state={wrong ? 'wrong' : entry ? 'filled' : 'empty'}
                  data-selected={selectedCell || undefined}
                  data-in-word={activeCells.has(key) || undefined}
                  className={`relative aspect-square ${cellColour(wrong, selectedCell, activeCells.has(key))}`}
                >
                  {number != null && (
                    <span
                      aria-hidden
                      className="pointer-events-none absolute top-0 left-0.5 text-[max(6px,1.9cqw)] leading-none font-semibold text-stone-700 @lg:top-0.5"
                    >
                      {number}
                    </span>
                  )}
                  <span
                    aria-hidden
                    className={`pointer-events-none flex h-full items-center justify-center pt-[0.6cqw] text-[min(4.2cqw,1.5rem)] leading-none font-bold ${
                      wrong ? 'text-red-800' : revealed ? 'text-stone-500' : 'text-ink'
                    }`}
                  >
                    {shown}
                  </span>
                  {wrong && (
                    <span
                      aria-hidden
                      className="pointer-events-none absolute inset-0 ring-2 ring-red-600 ring-inset"
                    />
                  )}
                  <input
                    ref={(element) => {
                      if (element) inputs.set(key, element);
                      else inputs.delete(key);
                    }}
                    type="text"
                    value={shown}
                    onChange={onChange}
                    readOnly={done}
                    tabIndex={tabbable ? 0 : -1}
                    aria-label={t('games.crossword.cell', {
                      row: r + 1,
                      col: c + 1,
                      words: wordsLabel(r, c),
                    })}
                    aria-describedby={clueTextId}
                    aria-invalid={wrong || undefined}
                    autoComplete="off"
                    autoCorrect="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    enterKeyHint="next"
                    onPointerDown={() => {
                      pressedSelected.current = isSelected(state, r, c);
                    }}
                    onFocus={() => dispatch({ type: 'focusCell', row: r, col: c })}
                    onClick={() => {
                      if (pressedSelected.current) dispatch({ type: 'clickCell', row: r, col: c });
                      pressedSelected.current = false;
                    }}
                    // 16px text stops iOS zooming in on focus; the letter seen is the span above.
                    className="absolute inset-0 h-full w-full cursor-pointer bg-transparent text-base text-transparent caret-transparent outline-none selection:bg-transparent focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ink"
                  />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

function cellColour(wrong: boolean, selected: boolean, inWord: boolean): string {
  if (wrong) return selected ? 'bg-red-300' : 'bg-red-100';
  if (selected) return 'bg-accent';
  if (inWord) return 'bg-amber-100';
  return 'bg-white';
}
