import {
  GUESS_SECONDS_PER_QUESTION,
  shuffled,
  type GuessArtwork,
  type RandomSource,
} from '@artvoyage/content/games';
import { isExpired, pauseCountdown, startCountdown, type Countdown } from '../shared/countdown';

/*
 * Guess the Artwork (see docs/product/games.md): intro -> playing (30 s per artwork) -> finished.
 * Pure: the clock time and the random source come in with the actions.
 */

export type GuessPhase = 'intro' | 'playing' | 'finished';

export interface GuessState {
  readonly phase: GuessPhase;
  /** The artworks of this play, in the order they are asked. */
  readonly items: readonly GuessArtwork[];
  readonly index: number;
  /** One entry per artwork asked so far: the chosen option, or null when time ran out. */
  readonly answers: readonly (number | null)[];
  /** The option chosen for the current artwork; once set, the options are locked. */
  readonly selected: number | null;
  readonly hintShown: boolean;
  /** The previous artwork timed out unanswered (the screen says so on the next one). */
  readonly lastTimedOut: boolean;
  readonly countdown: Countdown | null;
  /** Names this play for its reward; a new play gets a new id. */
  readonly playId: string;
}

export type GuessAction =
  /** `items`: the artworks in the order a server round handed them out; shuffled with `random` otherwise. */
  | {
      type: 'start';
      now: number;
      random: RandomSource;
      playId: string;
      items?: readonly GuessArtwork[];
    }
  | { type: 'choose'; option: number; now: number }
  | { type: 'toggleHint' }
  | { type: 'timeUp'; now: number }
  | { type: 'next'; now: number };

export function initialGuessState(items: readonly GuessArtwork[]): GuessState {
  return {
    phase: 'intro',
    items,
    index: 0,
    answers: [],
    selected: null,
    hintShown: false,
    lastTimedOut: false,
    countdown: null,
    playId: '',
  };
}

/** The current artwork while playing. */
export function currentItem(state: GuessState): GuessArtwork | null {
  return state.phase === 'playing' ? (state.items[state.index] ?? null) : null;
}

export function isLastQuestion(state: GuessState): boolean {
  return state.index >= state.items.length - 1;
}

/** The hint can be shown or hidden until an answer is chosen. */
export function canToggleHint(state: GuessState): boolean {
  return state.phase === 'playing' && state.selected === null;
}

/** Next is offered once the current artwork is answered. */
export function canGoNext(state: GuessState): boolean {
  return state.phase === 'playing' && state.selected !== null;
}

export type OptionMark = 'correct' | 'wrong' | 'neutral';

/** After answering: the right option green, a wrong choice red, the rest plain. */
export function optionMark(state: GuessState, option: number): OptionMark {
  const item = currentItem(state);
  if (!item || state.selected === null) return 'neutral';
  if (option === item.correctAnswer) return 'correct';
  return option === state.selected ? 'wrong' : 'neutral';
}

export type GuessFeedback = 'correct' | 'wrong' | null;

export function feedback(state: GuessState): GuessFeedback {
  const item = currentItem(state);
  if (!item || state.selected === null) return null;
  return state.selected === item.correctAnswer ? 'correct' : 'wrong';
}

export interface GuessResult {
  readonly score: number;
  readonly maxScore: number;
  readonly correct: number;
  readonly unanswered: number;
  readonly total: number;
  /** Correct answers as a rounded percentage of the artworks. */
  readonly percent: number;
}

export function guessResult(state: GuessState): GuessResult {
  let score = 0;
  let correct = 0;
  let unanswered = 0;
  state.items.forEach((item, index) => {
    const answer = state.answers[index];
    if (answer === item.correctAnswer) {
      score += item.points;
      correct += 1;
    } else if (answer === null || answer === undefined) {
      unanswered += 1;
    }
  });
  const maxScore = state.items.reduce((sum, item) => sum + item.points, 0);
  const total = state.items.length;
  return {
    score,
    maxScore,
    correct,
    unanswered,
    total,
    percent: total === 0 ? 0 : Math.round((correct / total) * 100),
  };
}

/** Moves to the next artwork with a fresh 30 s, or to the results after the last one. */
function advance(state: GuessState, answers: readonly (number | null)[], now: number, timedOut: boolean) {
  const base = { ...state, answers, selected: null, hintShown: false, lastTimedOut: timedOut };
  if (isLastQuestion(state)) return { ...base, phase: 'finished' as const, countdown: null };
  return {
    ...base,
    index: state.index + 1,
    countdown: startCountdown(GUESS_SECONDS_PER_QUESTION, now),
  };
}

export function guessReducer(state: GuessState, action: GuessAction): GuessState {
  switch (action.type) {
    case 'start':
      // Start and Play Again: a new play, the artworks in a new order.
      return {
        ...initialGuessState(action.items ?? shuffled(state.items, action.random)),
        phase: 'playing',
        countdown: startCountdown(GUESS_SECONDS_PER_QUESTION, action.now),
        playId: action.playId,
      };
    case 'choose': {
      const item = currentItem(state);
      if (!item || state.selected !== null || !state.countdown) return state;
      if (action.option < 0 || action.option >= item.options.length) return state;
      // Too late: the time-out is on its way and the artwork counts as unanswered.
      if (isExpired(state.countdown, action.now)) return state;
      return {
        ...state,
        selected: action.option,
        answers: [...state.answers, action.option],
        lastTimedOut: false,
        // The clock stops once the answer is locked, so the reveal can be read at leisure.
        countdown: pauseCountdown(state.countdown, action.now),
      };
    }
    case 'toggleHint':
      return canToggleHint(state) ? { ...state, hintShown: !state.hintShown } : state;
    case 'timeUp':
      if (state.phase !== 'playing' || state.selected !== null || !state.countdown) return state;
      if (!isExpired(state.countdown, action.now)) return state;
      return advance(state, [...state.answers, null], action.now, true);
    case 'next':
      return canGoNext(state) ? advance(state, state.answers, action.now, false) : state;
  }
}
