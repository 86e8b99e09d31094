import { describe, expect, it } from 'vitest';
import { remainingSeconds } from './countdown';
import {
  canGoNext,
  drawNewSet,
  explanationToggle,
  feedbackKind,
  flowResults,
  initialFlowState,
  isLastQuestion,
  optionMark,
  scoreSoFar,
  type FlowAction,
  type FlowConfig,
} from './question-flow';
import { playFlow } from './testing/play-flow';

interface Item {
  id: string;
  points: number;
  right: number;
}

const bank: Item[] = Array.from({ length: 6 }, (_, index) => ({
  id: `q${index + 1}`,
  points: 10 * (index + 1),
  right: index % 2,
}));
const first = (items: readonly Item[], count: number) => items.slice(0, count);

function config(timer: 'play' | 'question', seconds = 60): FlowConfig<Item, number> {
  return {
    timer,
    seconds,
    isCorrect: (item, answer) => item.right === answer,
    // Three questions per play, the unseen ones first, in bank order: predictable for these tests.
    draw: (previousIds) => drawNewSet(bank, 3, previousIds, () => 0, first),
  };
}

const start = (now = 0): FlowAction<number, Item> => ({ type: 'start', now, random: () => 0 });
const answer = (value: number, now = 0): FlowAction<number, Item> => ({ type: 'answer', answer: value, now });
const next = (now = 0): FlowAction<number, Item> => ({ type: 'next', now });
const expire = (now: number): FlowAction<number, Item> => ({ type: 'expire', now });
/** Each value answered in turn, with Next after each. */
const answerEach = (...values: number[]) => values.flatMap((value) => [answer(value), next()]);

describe('question flow: intro and start', () => {
  it('starts at the intro with nothing drawn', () => {
    const state = initialFlowState<Item, number>();
    expect(state.phase).toBe('intro');
    expect(state.questions).toEqual([]);
    expect(state.countdown).toBeNull();
  });

  it('start draws the questions, resets the answers and starts the countdown at the time limit', () => {
    const state = playFlow(config('play', 480), [start(5_000)]);
    expect(state.phase).toBe('playing');
    expect(state.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    expect(state.answers).toEqual([null, null, null]);
    expect(state.index).toBe(0);
    expect(state.locked).toBe(false);
    expect(remainingSeconds(state.countdown!, 5_000)).toBe(480);
  });

  it('plays the questions a server round handed out instead of drawing its own', () => {
    const handedOut = [bank[4]!, bank[1]!];
    const state = playFlow(config('play'), [
      { type: 'start', now: 0, random: () => 0, questions: handedOut },
    ]);
    expect(state.questions.map((q) => q.id)).toEqual(['q5', 'q2']);
    expect(state.answers).toEqual([null, null]);
    expect(state.previousIds).toEqual(['q5', 'q2']);
  });

  it('ignores a second start while playing', () => {
    const playing = playFlow(config('play'), [start(), answer(0)]);
    expect(playFlow(config('play'), [start(9)], playing)).toBe(playing);
  });
});

describe('question flow: answering', () => {
  it('locks the question, reveals the explanation and enables Next', () => {
    const before = playFlow(config('play'), [start()]);
    expect(canGoNext(before)).toBe(false);
    expect(explanationToggle(before)).toBeNull();
    expect(feedbackKind(config('play'), before)).toBeNull();

    const after = playFlow(config('play'), [answer(0, 1_000)], before);
    expect(after.locked).toBe(true);
    expect(after.explanationShown).toBe(true);
    expect(after.answers).toEqual([0, null, null]);
    expect(canGoNext(after)).toBe(true);
    expect(feedbackKind(config('play'), after)).toBe('correct');
    expect(explanationToggle(after)).toBe('hide');
  });

  it('takes one answer per question: a second choice changes nothing', () => {
    const locked = playFlow(config('play'), [start(), answer(1)]);
    expect(playFlow(config('play'), [answer(0)], locked)).toBe(locked);
    expect(feedbackKind(config('play'), locked)).toBe('wrong');
  });

  it('Next does nothing before an answer', () => {
    const playing = playFlow(config('play'), [start()]);
    expect(playFlow(config('play'), [next()], playing)).toBe(playing);
  });

  it('Hide Explanation then Show Explanation toggles it while the answer stays locked', () => {
    const hidden = playFlow(config('play'), [start(), answer(0), { type: 'toggleExplanation' }]);
    expect(hidden.explanationShown).toBe(false);
    expect(explanationToggle(hidden)).toBe('show');
    const shown = playFlow(config('play'), [{ type: 'toggleExplanation' }], hidden);
    expect(shown.explanationShown).toBe(true);
    expect(shown.answers).toEqual(hidden.answers);
  });

  it('offers no explanation toggle before an answer', () => {
    const playing = playFlow(config('play'), [start()]);
    expect(playFlow(config('play'), [{ type: 'toggleExplanation' }], playing)).toBe(playing);
  });

  it('Next moves to the next question, unlocked and with the explanation hidden', () => {
    const second = playFlow(config('play'), [start(), answer(0), next()]);
    expect(second.index).toBe(1);
    expect(second.locked).toBe(false);
    expect(second.explanationShown).toBe(false);
    expect(canGoNext(second)).toBe(false);
    expect(isLastQuestion(second)).toBe(false);
  });

  it('Next on the last question finishes the play', () => {
    const last = playFlow(config('play'), [start(), ...answerEach(0, 1)]);
    expect(isLastQuestion(last)).toBe(true);
    const finished = playFlow(config('play'), [answer(0), next()], last);
    expect(finished.phase).toBe('finished');
    expect(finished.countdown).toBeNull();
    expect(finished.timedOut).toBe(false);
  });
});

describe('question flow: marks and score', () => {
  it('marks the right option green and a wrong choice red once locked', () => {
    expect(optionMark(2, 2, null, false)).toBe('open');
    expect(optionMark(2, 2, 1, true)).toBe('correct');
    expect(optionMark(1, 2, 1, true)).toBe('wrong');
    expect(optionMark(0, 2, 1, true)).toBe('other');
    expect(optionMark(true, true, true, true)).toBe('correct');
    expect(optionMark(false, true, false, true)).toBe('wrong');
  });

  it('scores the sum of the points of correct answers as the play goes', () => {
    const cfg = config('play');
    // q1 right=0 (10 pts), q2 right=1 (20 pts), q3 right=0 (30 pts)
    const state = playFlow(cfg, [start(), answer(0), next(), answer(0)]);
    expect(scoreSoFar(cfg, state)).toBe(10);
  });

  it.each([
    {
      name: 'all correct: full score and 100%',
      answers: [0, 1, 0],
      results: { score: 60, maxScore: 60, percent: 100, correct: 3, wrong: 0, unanswered: 0 },
    },
    {
      name: 'none correct: 0 points and 0%',
      answers: [1, 0, 1],
      results: { score: 0, maxScore: 60, percent: 0, correct: 0, wrong: 3 },
    },
  ])('$name', ({ answers, results }) => {
    const cfg = config('play');
    const done = playFlow(cfg, [start(), ...answerEach(...answers)]);
    expect(flowResults(cfg, done)).toMatchObject(results);
  });

  it('partial: the points of the right ones and a rounded percentage', () => {
    const cfg = config('play');
    const done = playFlow(cfg, [start(), ...answerEach(0, 0, 1)]);
    const results = flowResults(cfg, done);
    expect(results).toMatchObject({ score: 10, maxScore: 60, percent: 17, correct: 1, wrong: 2 });
    expect(results.review.map((item) => [item.question.id, item.answer, item.outcome])).toEqual([
      ['q1', 0, 'correct'],
      ['q2', 0, 'wrong'],
      ['q3', 1, 'wrong'],
    ]);
  });
});

describe('question flow: one countdown for the whole play', () => {
  it('keeps running while an answer is shown', () => {
    const state = playFlow(config('play', 60), [start(0), answer(0, 10_000)]);
    expect(remainingSeconds(state.countdown!, 20_000)).toBe(40);
  });

  it('ignores an expiry that arrives before time is up', () => {
    const playing = playFlow(config('play', 60), [start(0)]);
    expect(playFlow(config('play', 60), [expire(59_999)], playing)).toBe(playing);
  });

  it('at 0 ends the play with the answers so far; the rest count as unanswered', () => {
    const cfg = config('play', 60);
    const state = playFlow(cfg, [start(0), answer(0, 5_000), next(5_000), expire(60_000)]);
    expect(state.phase).toBe('finished');
    expect(state.timedOut).toBe(true);
    expect(flowResults(cfg, state)).toMatchObject({ score: 10, correct: 1, wrong: 0, unanswered: 2 });
  });

  it('refuses an answer given after time is up (the expiry is on its way)', () => {
    const playing = playFlow(config('play', 60), [start(0)]);
    expect(playFlow(config('play', 60), [answer(0, 60_000)], playing)).toBe(playing);
  });

  it('time up before any answer: 0 points, all unanswered', () => {
    const cfg = config('play', 60);
    const state = playFlow(cfg, [start(0), expire(61_000)]);
    expect(flowResults(cfg, state)).toMatchObject({
      score: 0,
      percent: 0,
      unanswered: 3,
      correct: 0,
      wrong: 0,
    });
  });
});

describe('question flow: one countdown per question', () => {
  it('pauses the countdown once an answer is locked', () => {
    const state = playFlow(config('question', 20), [start(0), answer(1, 4_000)]);
    expect(state.countdown!.runningSince).toBeNull();
    expect(remainingSeconds(state.countdown!, 100_000)).toBe(16);
    // The paused clock never expires.
    expect(playFlow(config('question', 20), [expire(100_000)], state)).toBe(state);
  });

  it('restarts at the full time on Next', () => {
    const state = playFlow(config('question', 20), [start(0), answer(1, 4_000), next(30_000)]);
    expect(remainingSeconds(state.countdown!, 30_000)).toBe(20);
    expect(remainingSeconds(state.countdown!, 45_000)).toBe(5);
  });

  it('time-out locks the question unanswered and shows its answer; Next moves on', () => {
    const cfg = config('question', 20);
    const timedOut = playFlow(cfg, [start(0), expire(20_000)]);
    expect(timedOut.phase).toBe('playing');
    expect(timedOut.locked).toBe(true);
    expect(timedOut.timedOut).toBe(true);
    expect(timedOut.explanationShown).toBe(true);
    expect(timedOut.answers).toEqual([null, null, null]);
    expect(feedbackKind(cfg, timedOut)).toBe('timeUp');
    expect(canGoNext(timedOut)).toBe(true);
    // No late answer once time is up.
    expect(playFlow(cfg, [answer(0, 21_000)], timedOut)).toBe(timedOut);

    const second = playFlow(cfg, [next(25_000)], timedOut);
    expect(second.index).toBe(1);
    expect(second.timedOut).toBe(false);
    expect(remainingSeconds(second.countdown!, 25_000)).toBe(20);
  });

  it('counts timed-out questions as unanswered in the results', () => {
    const cfg = config('question', 20);
    const done = playFlow(cfg, [
      start(0),
      expire(20_000),
      next(21_000),
      answer(1, 22_000),
      next(23_000),
      expire(43_000),
      next(44_000),
    ]);
    expect(done.phase).toBe('finished');
    expect(done.timedOut).toBe(false);
    expect(flowResults(cfg, done)).toMatchObject({
      score: 20,
      maxScore: 60,
      percent: 33,
      correct: 1,
      wrong: 0,
      unanswered: 2,
    });
  });
});

describe('question flow: Try Again and new draws', () => {
  it('Try Again returns to the intro and only from the results', () => {
    const cfg = config('play');
    const playing = playFlow(cfg, [start()]);
    expect(playFlow(cfg, [{ type: 'tryAgain' }], playing)).toBe(playing);
    const done = playFlow(cfg, answerEach(0, 0, 0), playing);
    const intro = playFlow(cfg, [{ type: 'tryAgain' }], done);
    expect(intro.phase).toBe('intro');
    expect(intro.answers).toEqual([]);
    expect(intro.countdown).toBeNull();
  });

  it('the next play draws questions the last one did not ask, with fresh answers and clock', () => {
    const cfg = config('play', 60);
    const done = playFlow(cfg, [start(0), ...answerEach(0, 1, 0)]);
    const again = playFlow(cfg, [{ type: 'tryAgain' }, start(100_000)], done);
    expect(again.questions.map((q) => q.id)).toEqual(['q4', 'q5', 'q6']);
    expect(again.answers).toEqual([null, null, null]);
    expect(again.index).toBe(0);
    expect(remainingSeconds(again.countdown!, 100_000)).toBe(60);
  });

  it('drawNewSet prefers unseen items and tops up from the last set when too few are left', () => {
    const items = bank; // six
    const drawn = drawNewSet(items, 4, ['q1', 'q2', 'q3', 'q4'], () => 0, first);
    expect(drawn).toHaveLength(4);
    expect(new Set(drawn.map((item) => item.id))).toEqual(new Set(['q5', 'q6', 'q1', 'q2']));
    expect(drawNewSet(items, 10, [], () => 0, first)).toHaveLength(6);
  });
});
