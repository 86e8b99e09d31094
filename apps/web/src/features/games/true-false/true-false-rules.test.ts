import {
  TRUE_FALSE_SECONDS_PER_QUESTION,
  TRUE_FALSE_TIMER_WARNING_SECONDS,
  trueFalseStatements,
  seededRandom,
  type TrueFalseStatement,
} from '@artvoyage/content/games';
import { describe, expect, it } from 'vitest';
import { isRunning, remainingSeconds } from '../shared/countdown';
import {
  canGoNext,
  feedbackKind,
  flowResults,
  type FlowAction,
  type FlowState,
} from '../shared/question-flow';
import { playFlow } from '../shared/testing/play-flow';
import { trueFalseConfig } from './true-false-rules';

type TrueFalseState = FlowState<TrueFalseStatement, boolean>;
type TrueFalseAction = FlowAction<boolean, TrueFalseStatement>;

const config = trueFalseConfig(trueFalseStatements);
const play = (actions: TrueFalseAction[], from?: TrueFalseState) => playFlow(config, actions, from);
const start = (now = 0, seed = 1): TrueFalseAction => ({
  type: 'start',
  now,
  random: seededRandom(seed),
});

function answerAll(pattern: ('right' | 'wrong' | 'timeout')[], seed = 1): TrueFalseState {
  let now = 0;
  let state = play([start(now, seed)]);
  for (const step of pattern) {
    const statement = state.questions[state.index]!;
    if (step === 'timeout') {
      now += TRUE_FALSE_SECONDS_PER_QUESTION * 1000;
      state = play([{ type: 'expire', now }], state);
    } else {
      now += 3_000;
      const answer = step === 'right' ? statement.isTrue : !statement.isTrue;
      state = play([{ type: 'answer', answer, now }], state);
    }
    now += 1_000;
    state = play([{ type: 'next', now }], state);
  }
  return state;
}

describe('true/false rules', () => {
  it('the documented constants: 20 s per statement, red at 5 s, 100 points each', () => {
    expect(TRUE_FALSE_SECONDS_PER_QUESTION).toBe(20);
    expect(TRUE_FALSE_TIMER_WARNING_SECONDS).toBe(5);
    expect(trueFalseStatements).toHaveLength(12);
    for (const statement of trueFalseStatements) expect(statement.points).toBe(100);
  });

  it('a play draws 8 distinct statements of the 12 and gives the first one 20 s', () => {
    const state = play([start(7_000)]);
    expect(state.questions).toHaveLength(8);
    expect(new Set(state.questions.map((s) => s.id)).size).toBe(8);
    for (const statement of state.questions) expect(trueFalseStatements).toContain(statement);
    expect(remainingSeconds(state.countdown!, 7_000)).toBe(20);
    expect(remainingSeconds(state.countdown!, 22_000)).toBe(5);
  });

  it('answering True on a true statement is correct; False is wrong; either way the timer pauses', () => {
    const state = play([start()]);
    const statement = state.questions[0]!;
    const right = play([{ type: 'answer', answer: statement.isTrue, now: 6_000 }], state);
    expect(feedbackKind(config, right)).toBe('correct');
    expect(isRunning(right.countdown!)).toBe(false);
    expect(remainingSeconds(right.countdown!, 60_000)).toBe(14);
    const wrong = play([{ type: 'answer', answer: !statement.isTrue, now: 6_000 }], state);
    expect(feedbackKind(config, wrong)).toBe('wrong');
    expect(wrong.explanationShown).toBe(true);
  });

  it('True and False are locked after an answer, Next only then', () => {
    const state = play([start()]);
    expect(canGoNext(state)).toBe(false);
    const answered = play([{ type: 'answer', answer: true, now: 1_000 }], state);
    expect(play([{ type: 'answer', answer: false, now: 2_000 }], answered)).toBe(answered);
    expect(canGoNext(answered)).toBe(true);
  });

  it('a time-out counts the statement unanswered, shows its answer, and Next gives the next one 20 s', () => {
    const state = play([start(0)]);
    expect(play([{ type: 'expire', now: 19_999 }], state)).toBe(state);
    const timedOut = play([{ type: 'expire', now: 20_000 }], state);
    expect(feedbackKind(config, timedOut)).toBe('timeUp');
    expect(timedOut.answers[0]).toBeNull();
    expect(canGoNext(timedOut)).toBe(true);
    const next = play([{ type: 'next', now: 30_000 }], timedOut);
    expect(next.index).toBe(1);
    expect(remainingSeconds(next.countdown!, 30_000)).toBe(20);
  });

  it('all right: 800 of 800, 100%', () => {
    const done = answerAll(Array(8).fill('right'));
    expect(done.phase).toBe('finished');
    expect(flowResults(config, done)).toMatchObject({ score: 800, maxScore: 800, percent: 100, correct: 8 });
  });

  it('none right: 0 of 800, 0%', () => {
    const done = answerAll(Array(8).fill('wrong'));
    expect(flowResults(config, done)).toMatchObject({ score: 0, maxScore: 800, percent: 0, wrong: 8 });
  });

  it('partial with time-outs: 5 right, 1 wrong, 2 timed out is 500 of 800, 63%', () => {
    const done = answerAll(['right', 'timeout', 'right', 'wrong', 'right', 'right', 'timeout', 'right']);
    expect(flowResults(config, done)).toMatchObject({
      score: 500,
      maxScore: 800,
      percent: 63,
      correct: 5,
      wrong: 1,
      unanswered: 2,
    });
  });

  it('Try Again reshuffles and picks a new set: the four left out are always in the next play', () => {
    const done = answerAll(Array(8).fill('right'));
    const again = play([{ type: 'tryAgain' }, start(0, 1)], done);
    const before = new Set(done.questions.map((s) => s.id));
    const leftOut = trueFalseStatements.filter((s) => !before.has(s.id)).map((s) => s.id);
    const now = again.questions.map((s) => s.id);
    expect(now).toHaveLength(8);
    expect(new Set(now).size).toBe(8);
    for (const id of leftOut) expect(now).toContain(id);
    expect(new Set(now)).not.toEqual(before);
  });
});
