/*
 * The crossword's keyboard: what a key press or a text-input event on the grid means, as an action
 * for the reducer in crossword-rules.ts (or nothing). Pure: the grid's handlers do the DOM side.
 */
import { gridLetter, type CrosswordAction, type CrosswordModel } from './crossword-rules';

/**
 * What a key press on the grid of `model` means: an action, 'ignore' (swallow it), or null (leave it to
 * the browser).
 */
export function keyAction(
  model: Pick<CrosswordModel, 'locale'>,
  event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean },
  now: number,
): CrosswordAction | 'ignore' | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
      return { type: 'move', dRow: 0, dCol: -1 };
    case 'ArrowRight':
      return { type: 'move', dRow: 0, dCol: 1 };
    case 'ArrowUp':
      return { type: 'move', dRow: -1, dCol: 0 };
    case 'ArrowDown':
      return { type: 'move', dRow: 1, dCol: 0 };
    case 'Backspace':
      return { type: 'backspace' };
    case 'Delete':
      return { type: 'clear' };
    case ' ':
      // The keyboard's way of clicking the selected cell again.
      return { type: 'toggleDirection' };
  }
  if (gridLetter(model, event.key) !== null) return { type: 'letter', key: event.key, now };
  // Any other character (digits, punctuation, another alphabet's letters) is not an entry.
  return event.key.length === 1 ? 'ignore' : null;
}

/**
 * What a text-input event means when no usable key event came first (phone keyboards report
 * 'Unidentified' keys and send the text in the input event instead).
 */
export function inputAction(
  model: Pick<CrosswordModel, 'locale'>,
  inputType: string,
  data: string | null,
  now: number,
): CrosswordAction | null {
  if (inputType.startsWith('delete')) return { type: 'backspace' };
  const key = data?.slice(-1) ?? '';
  return gridLetter(model, key) !== null ? { type: 'letter', key, now } : null;
}
