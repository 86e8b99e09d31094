import {
  GUESS_SECONDS_PER_QUESTION,
  guessTheArtworkItems,
  type RandomSource,
  seededRandom,
} from '@artvoyage/content/games';
import { describe, expect, it } from 'vitest';
import { remainingSeconds } from '../shared/countdown';
import {
  canGoNext,
  canToggleHint,
  currentItem,
  feedback,
  guessReducer,
  guessResult,
  initialGuessState,
  optionMark,
  type GuessAction,
  type GuessState,
} from './guess-rules';

/** Always 0: the Fisher-Yates shuffle then swaps nothing, so the order stays as given. */
const keepOrder: RandomSource = () => 0;

const T0 = 1_000_000;

function run(state: GuessState, ...actions: GuessAction[]): GuessState {
  return actions.reduce(guessReducer, state);
}

function started(random: RandomSource = keepOrder, now = T0): GuessState {
  return guessReducer(initialGuessState(guessTheArtworkItems), {
    type: 'start',
    now,
    random,
    playId: 'play-1',
  });
}

function wrongOption(state: GuessState): number {
  const item = currentItem(state)!;
  return item.correctAnswer === 0 ? 1 : 0;
}

/** Answers every artwork: `pattern[i]` true for right, false for wrong, null to let time run out. */
function playThrough(pattern: readonly (boolean | null)[]): GuessState {
  let state = started();
  let now = T0;
  for (const answer of pattern) {
    if (answer === null) {
      now += GUESS_SECONDS_PER_QUESTION * 1000;
      state = guessReducer(state, { type: 'timeUp', now });
      continue;
    }
    now += 2_000;
    const option = answer ? currentItem(state)!.correctAnswer : wrongOption(state);
    state = run(state, { type: 'choose', option, now }, { type: 'next', now: now + 1_000 });
    now += 1_000;
  }
  return state;
}

describe('guess the artwork: starting', () => {
  it('begins on the intro with nothing asked', () => {
    const state = initialGuessState(guessTheArtworkItems);
    expect(state.phase).toBe('intro');
    expect(currentItem(state)).toBeNull();
    expect(state.countdown).toBeNull();
  });

  it('starts the first of the 8 artworks with 30 seconds on the clock', () => {
    const state = started();
    expect(state.phase).toBe('playing');
    expect(state.items).toHaveLength(8);
    expect(state.index).toBe(0);
    expect(remainingSeconds(state.countdown!, T0)).toBe(30);
    expect(remainingSeconds(state.countdown!, T0 + 20_500)).toBe(10);
    expect(state.hintShown).toBe(false);
    expect(state.selected).toBeNull();
  });

  it('shuffles the order with the injected random source, keeping all 8 artworks', () => {
    const a = started(seededRandom(1));
    const b = started(seededRandom(2));
    const ids = (state: GuessState) => state.items.map((item) => item.id);
    expect([...ids(a)].sort()).toEqual(guessTheArtworkItems.map((item) => item.id).sort());
    expect(ids(a)).not.toEqual(ids(b));
    // The same seed gives the same order: only the source decides.
    expect(ids(started(seededRandom(1)))).toEqual(ids(a));
  });
});

describe('guess the artwork: the hint', () => {
  it('toggles between shown and hidden until an answer is chosen', () => {
    let state = started();
    expect(canToggleHint(state)).toBe(true);
    state = guessReducer(state, { type: 'toggleHint' });
    expect(state.hintShown).toBe(true);
    state = guessReducer(state, { type: 'toggleHint' });
    expect(state.hintShown).toBe(false);
    state = run(state, { type: 'toggleHint' }, { type: 'choose', option: 0, now: T0 + 1_000 });
    expect(canToggleHint(state)).toBe(false);
    expect(guessReducer(state, { type: 'toggleHint' })).toBe(state);
  });

  it('is hidden again on the next artwork', () => {
    const state = run(
      started(),
      { type: 'toggleHint' },
      { type: 'choose', option: 0, now: T0 + 1_000 },
      { type: 'next', now: T0 + 2_000 },
    );
    expect(state.index).toBe(1);
    expect(state.hintShown).toBe(false);
    expect(canToggleHint(state)).toBe(true);
  });

  it('cannot be toggled outside a play', () => {
    const intro = initialGuessState(guessTheArtworkItems);
    expect(canToggleHint(intro)).toBe(false);
    expect(guessReducer(intro, { type: 'toggleHint' })).toBe(intro);
  });
});

describe('guess the artwork: answering', () => {
  it('locks the options on the first choice and marks it right', () => {
    const first = started();
    const item = currentItem(first)!;
    const state = guessReducer(first, { type: 'choose', option: item.correctAnswer, now: T0 + 3_000 });
    expect(state.selected).toBe(item.correctAnswer);
    expect(feedback(state)).toBe('correct');
    expect(optionMark(state, item.correctAnswer)).toBe('correct');
    expect(optionMark(state, wrongOption(first))).toBe('neutral');
    // Locked: a second choice changes nothing.
    expect(guessReducer(state, { type: 'choose', option: wrongOption(first), now: T0 + 4_000 })).toBe(state);
  });

  it('marks a wrong choice red and the right option green', () => {
    const first = started();
    const item = currentItem(first)!;
    const wrong = wrongOption(first);
    const state = guessReducer(first, { type: 'choose', option: wrong, now: T0 + 3_000 });
    expect(feedback(state)).toBe('wrong');
    expect(optionMark(state, wrong)).toBe('wrong');
    expect(optionMark(state, item.correctAnswer)).toBe('correct');
  });

  it('shows no marks before an answer', () => {
    const state = started();
    expect(feedback(state)).toBeNull();
    expect(optionMark(state, 0)).toBe('neutral');
  });

  it('stops the clock once the answer is locked, so no time-out follows', () => {
    const state = guessReducer(started(), { type: 'choose', option: 0, now: T0 + 12_000 });
    expect(remainingSeconds(state.countdown!, T0 + 60_000)).toBe(18);
    expect(guessReducer(state, { type: 'timeUp', now: T0 + 60_000 })).toBe(state);
  });

  it('ignores an option that does not exist', () => {
    const state = started();
    expect(guessReducer(state, { type: 'choose', option: 7, now: T0 })).toBe(state);
    expect(guessReducer(state, { type: 'choose', option: -1, now: T0 })).toBe(state);
  });

  it('refuses a choice that arrives after the time is up', () => {
    const state = started();
    expect(guessReducer(state, { type: 'choose', option: 0, now: T0 + 30_000 })).toBe(state);
  });
});

describe('guess the artwork: next', () => {
  it('is disabled until an answer is chosen', () => {
    const state = started();
    expect(canGoNext(state)).toBe(false);
    expect(guessReducer(state, { type: 'next', now: T0 + 5_000 })).toBe(state);
  });

  it('advances and resets the timer to 30 seconds', () => {
    const state = run(
      started(),
      { type: 'choose', option: 0, now: T0 + 25_000 },
      { type: 'next', now: T0 + 40_000 },
    );
    expect(state.index).toBe(1);
    expect(state.selected).toBeNull();
    expect(remainingSeconds(state.countdown!, T0 + 40_000)).toBe(30);
    expect(state.lastTimedOut).toBe(false);
  });

  it('finishes the play after the eighth artwork', () => {
    const state = playThrough(Array(8).fill(true));
    expect(state.phase).toBe('finished');
    expect(state.countdown).toBeNull();
    expect(state.answers).toHaveLength(8);
  });
});

describe('guess the artwork: time-out', () => {
  it('does nothing before the 30 seconds are up', () => {
    const state = started();
    expect(guessReducer(state, { type: 'timeUp', now: T0 + 29_999 })).toBe(state);
  });

  it('moves on as unanswered with a fresh 30 seconds', () => {
    const state = run(started(), { type: 'toggleHint' }, { type: 'timeUp', now: T0 + 30_000 });
    expect(state.index).toBe(1);
    expect(state.answers).toEqual([null]);
    expect(state.lastTimedOut).toBe(true);
    expect(state.hintShown).toBe(false);
    expect(remainingSeconds(state.countdown!, T0 + 30_000)).toBe(30);
    // Answering the next artwork clears the notice.
    expect(guessReducer(state, { type: 'choose', option: 0, now: T0 + 31_000 }).lastTimedOut).toBe(false);
  });

  it('is reported only once per artwork', () => {
    const once = guessReducer(started(), { type: 'timeUp', now: T0 + 30_000 });
    expect(guessReducer(once, { type: 'timeUp', now: T0 + 30_001 })).toBe(once);
  });

  it('on the last artwork finishes the play', () => {
    const state = playThrough([true, true, true, true, true, true, true, null]);
    expect(state.phase).toBe('finished');
    expect(guessResult(state)).toMatchObject({ score: 700, correct: 7, unanswered: 1, percent: 88 });
  });
});

describe('guess the artwork: results', () => {
  it('scores 800 of 800 when all are right', () => {
    expect(guessResult(playThrough(Array(8).fill(true)))).toEqual({
      score: 800,
      maxScore: 800,
      correct: 8,
      unanswered: 0,
      total: 8,
      percent: 100,
    });
  });

  it('scores 0 when all are wrong or timed out', () => {
    expect(guessResult(playThrough([false, null, false, null, false, false, null, false]))).toEqual({
      score: 0,
      maxScore: 800,
      correct: 0,
      unanswered: 3,
      total: 8,
      percent: 0,
    });
  });

  it('scores 100 per right answer on a partial play, with a rounded percentage', () => {
    const result = guessResult(playThrough([true, false, true, null, true, false, false, false]));
    expect(result).toMatchObject({ score: 300, correct: 3, unanswered: 1, percent: 38 });
  });
});

describe('guess the artwork: play again', () => {
  it('starts a new play with a new order, a fresh timer and nothing answered', () => {
    const finished = playThrough(Array(8).fill(false));
    const again = guessReducer(finished, {
      type: 'start',
      now: T0 + 500_000,
      random: seededRandom(7),
      playId: 'play-2',
    });
    expect(again.phase).toBe('playing');
    expect(finished.playId).toBe('play-1');
    expect(again.playId).toBe('play-2');
    expect(again.answers).toEqual([]);
    expect(again.index).toBe(0);
    expect(remainingSeconds(again.countdown!, T0 + 500_000)).toBe(30);
    expect(again.items.map((item) => item.id)).not.toEqual(finished.items.map((item) => item.id));
    expect(guessResult(again).score).toBe(0);
  });
});
