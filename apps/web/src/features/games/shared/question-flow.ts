/*
 * The flow the multiple-choice quizzes and the true/false quiz share: intro, playing,
 * finished; an answer locks the question and reveals the explanation; Next only once the question is
 * locked; Try Again back to the intro. The games differ in their timer (one for the whole play, or one
 * per question that pauses once an answer is locked) and in what an answer is, which a FlowConfig says.
 * Pure: the clock time and the random source always come in with the action.
 */
import type { RandomSource } from '@artvoyage/content/games';
import { isExpired, pauseCountdown, startCountdown, type Countdown } from './countdown';

export interface FlowQuestion {
  readonly id: string;
  readonly points: number;
}

export type FlowPhase = 'intro' | 'playing' | 'finished';

export interface FlowConfig<Q extends FlowQuestion, A> {
  /** 'play': one countdown for the whole play, which ends it; 'question': one per question. */
  readonly timer: 'play' | 'question';
  readonly seconds: number;
  readonly isCorrect: (question: Q, answer: A) => boolean;
  /** A play's questions; `previousIds` are the last play's, so a new play can prefer new ones. */
  readonly draw: (previousIds: readonly string[], random: RandomSource) => readonly Q[];
}

export interface FlowState<Q extends FlowQuestion, A> {
  readonly phase: FlowPhase;
  readonly questions: readonly Q[];
  readonly index: number;
  /** One per question; null while unanswered (and for good when time ran out first). */
  readonly answers: readonly (A | null)[];
  /** The current question takes no more answers: answered, or its time ran out. */
  readonly locked: boolean;
  readonly explanationShown: boolean;
  readonly countdown: Countdown | null;
  /** Time ran out: on the current question (per-question timer), or once finished, on the whole play. */
  readonly timedOut: boolean;
  /** The question ids of the last play started, so Try Again draws a new set. */
  readonly previousIds: readonly string[];
}

export type FlowAction<A, Q = FlowQuestion> =
  /** `questions`: the ones the server's round handed out; drawn with `random` when there is none. */
  | {
      readonly type: 'start';
      readonly now: number;
      readonly random: RandomSource;
      readonly questions?: readonly Q[];
    }
  | { readonly type: 'answer'; readonly answer: A; readonly now: number }
  | { readonly type: 'toggleExplanation' }
  | { readonly type: 'next'; readonly now: number }
  /** The countdown reached zero (sent by the screen's timer; ignored unless it really has). */
  | { readonly type: 'expire'; readonly now: number }
  | { readonly type: 'tryAgain' };

export function initialFlowState<Q extends FlowQuestion, A>(): FlowState<Q, A> {
  return {
    phase: 'intro',
    questions: [],
    index: 0,
    answers: [],
    locked: false,
    explanationShown: false,
    countdown: null,
    timedOut: false,
    previousIds: [],
  };
}

export function questionFlowReducer<Q extends FlowQuestion, A>(config: FlowConfig<Q, A>) {
  return function reduce(state: FlowState<Q, A>, action: FlowAction<A, Q>): FlowState<Q, A> {
    switch (action.type) {
      case 'start': {
        if (state.phase === 'playing') return state;
        const questions = action.questions ?? config.draw(state.previousIds, action.random);
        return {
          ...initialFlowState<Q, A>(),
          phase: 'playing',
          questions,
          answers: questions.map(() => null),
          countdown: startCountdown(config.seconds, action.now),
          previousIds: questions.map((question) => question.id),
        };
      }
      case 'answer': {
        if (state.phase !== 'playing' || state.locked) return state;
        // An answer that arrives after time is up does not count; the timer's expiry will follow.
        if (state.countdown && isExpired(state.countdown, action.now)) return state;
        const answers = state.answers.map((answer, index) =>
          index === state.index ? action.answer : answer,
        );
        return {
          ...state,
          answers,
          locked: true,
          explanationShown: true,
          countdown:
            config.timer === 'question' && state.countdown
              ? pauseCountdown(state.countdown, action.now)
              : state.countdown,
        };
      }
      case 'toggleExplanation':
        if (state.phase !== 'playing' || !state.locked) return state;
        return { ...state, explanationShown: !state.explanationShown };
      case 'next': {
        if (state.phase !== 'playing' || !state.locked) return state;
        if (state.index >= state.questions.length - 1) return finish(state);
        return {
          ...state,
          index: state.index + 1,
          locked: false,
          explanationShown: false,
          timedOut: false,
          countdown:
            config.timer === 'question' ? startCountdown(config.seconds, action.now) : state.countdown,
        };
      }
      case 'expire': {
        if (state.phase !== 'playing' || !state.countdown) return state;
        if (!isExpired(state.countdown, action.now)) return state;
        if (config.timer === 'play') return { ...finish(state), timedOut: true };
        if (state.locked) return state;
        // Per-question timer: the question stays unanswered, and its answer is shown before moving on.
        return {
          ...state,
          locked: true,
          explanationShown: true,
          timedOut: true,
          countdown: pauseCountdown(state.countdown, action.now),
        };
      }
      case 'tryAgain':
        if (state.phase !== 'finished') return state;
        return { ...initialFlowState<Q, A>(), previousIds: state.previousIds };
      default:
        return state;
    }
  };
}

function finish<Q extends FlowQuestion, A>(state: FlowState<Q, A>): FlowState<Q, A> {
  return {
    ...state,
    phase: 'finished',
    locked: true,
    explanationShown: false,
    countdown: null,
    timedOut: false,
  };
}

/** The answer given to the current question, or null. */
export function currentAnswer<Q extends FlowQuestion, A>(state: FlowState<Q, A>): A | null {
  return state.answers[state.index] ?? null;
}

/** Next (or Finish on the last question) is enabled only once the question is locked. */
export function canGoNext<Q extends FlowQuestion, A>(state: FlowState<Q, A>): boolean {
  return state.phase === 'playing' && state.locked;
}

export function isLastQuestion<Q extends FlowQuestion, A>(state: FlowState<Q, A>): boolean {
  return state.index >= state.questions.length - 1;
}

/** Which explanation button to offer: 'show' once locked with the explanation hidden, 'hide' while shown. */
export function explanationToggle<Q extends FlowQuestion, A>(state: FlowState<Q, A>): 'show' | 'hide' | null {
  if (state.phase !== 'playing' || !state.locked) return null;
  return state.explanationShown ? 'hide' : 'show';
}

export type FeedbackKind = 'correct' | 'wrong' | 'timeUp';

/** What the current question's feedback says, once it is locked. */
export function feedbackKind<Q extends FlowQuestion, A>(
  config: Pick<FlowConfig<Q, A>, 'isCorrect'>,
  state: FlowState<Q, A>,
): FeedbackKind | null {
  const question = state.questions[state.index];
  if (state.phase !== 'playing' || !state.locked || !question) return null;
  const answer = currentAnswer(state);
  if (answer === null) return 'timeUp';
  return config.isCorrect(question, answer) ? 'correct' : 'wrong';
}

export type OptionMark = 'open' | 'correct' | 'wrong' | 'other';

/** How an option looks: open until locked; then the right one green, a wrong choice red, the rest plain. */
export function optionMark<A>(option: A, rightAnswer: A, chosen: A | null, locked: boolean): OptionMark {
  if (!locked) return 'open';
  if (option === rightAnswer) return 'correct';
  if (option === chosen) return 'wrong';
  return 'other';
}

/** Points earned so far: the sum of the points of the questions answered correctly. */
export function scoreSoFar<Q extends FlowQuestion, A>(
  config: Pick<FlowConfig<Q, A>, 'isCorrect'>,
  state: FlowState<Q, A>,
): number {
  return state.questions.reduce((sum, question, index) => {
    const answer = state.answers[index] ?? null;
    return answer !== null && config.isCorrect(question, answer) ? sum + question.points : sum;
  }, 0);
}

export interface ReviewItem<Q, A> {
  readonly question: Q;
  readonly answer: A | null;
  readonly outcome: 'correct' | 'wrong' | 'unanswered';
}

export interface FlowResults<Q, A> {
  readonly score: number;
  /** The sum of the points of every question of the play. */
  readonly maxScore: number;
  /** score / maxScore as a whole percentage. */
  readonly percent: number;
  readonly correct: number;
  readonly wrong: number;
  readonly unanswered: number;
  readonly review: readonly ReviewItem<Q, A>[];
}

export function flowResults<Q extends FlowQuestion, A>(
  config: Pick<FlowConfig<Q, A>, 'isCorrect'>,
  state: FlowState<Q, A>,
): FlowResults<Q, A> {
  const review = state.questions.map((question, index): ReviewItem<Q, A> => {
    const answer = state.answers[index] ?? null;
    let outcome: ReviewItem<Q, A>['outcome'] = 'unanswered';
    if (answer !== null) outcome = config.isCorrect(question, answer) ? 'correct' : 'wrong';
    return { question, answer, outcome };
  });
  const score = scoreSoFar(config, state);
  const maxScore = state.questions.reduce((sum, question) => sum + question.points, 0);
  const count = (outcome: ReviewItem<Q, A>['outcome']) =>
    review.filter((item) => item.outcome === outcome).length;
  return {
    score,
    maxScore,
    percent: maxScore > 0 ? Math.round((score / maxScore) * 100) : 0,
    correct: count('correct'),
    wrong: count('wrong'),
    unanswered: count('unanswered'),
    review,
  };
}

/**
 * `count` items for a new play, preferring those the last play did not show (so Try Again really
 * brings a new set), topped up at random from the last play's when the pool is too small, and in a
 * random order. `draw` is the content's drawing function (drawQuestions, drawStatements).
 */
export function drawNewSet<T extends { readonly id: string }>(
  pool: readonly T[],
  count: number,
  previousIds: readonly string[],
  random: RandomSource,
  draw: (items: readonly T[], count: number, random: RandomSource) => T[],
): T[] {
  const seen = new Set(previousIds);
  const fresh = draw(
    pool.filter((item) => !seen.has(item.id)),
    count,
    random,
  );
  if (fresh.length >= count) return fresh;
  const topUp = draw(
    pool.filter((item) => seen.has(item.id)),
    count - fresh.length,
    random,
  );
  return draw([...fresh, ...topUp], count, random);
}
