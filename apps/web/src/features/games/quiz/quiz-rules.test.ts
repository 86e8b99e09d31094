import {
  DEFAULT_QUIZ_TIME_LIMIT_SECONDS,
  QUIZ_QUESTIONS_PER_PLAY,
  findQuiz,
  quizzes,
  type Quiz,
  type QuizQuestion,
  seededRandom,
} from '@artvoyage/content/games';
import { describe, expect, it } from 'vitest';
import { remainingSeconds } from '../shared/countdown';
import { flowResults, scoreSoFar, type FlowAction, type FlowState } from '../shared/question-flow';
import { playFlow } from '../shared/testing/play-flow';
import { correctOption, pointsPerQuestion, questionsPerPlay, quizConfig, quizTimeLimit } from './quiz-rules';

type QuizState = FlowState<QuizQuestion, number>;
type QuizAction = FlowAction<number, QuizQuestion>;

const louvre = findQuiz('louvre-history-quiz')!;
const artists = findQuiz('artists-knowledge-test')!;

function play(quiz: Quiz, actions: QuizAction[], from?: QuizState) {
  return playFlow(quizConfig(quiz), actions, from);
}

/** Answers the current question right (or wrong) and moves on. */
function answerAndNext(state: QuizState, right: boolean, now = 0): QuizAction[] {
  const question = state.questions[state.index]!;
  const choice = right ? question.correctAnswer : (question.correctAnswer + 1) % question.options.length;
  return [
    { type: 'answer', answer: choice, now },
    { type: 'next', now },
  ];
}

function playThrough(quiz: Quiz, pattern: boolean[], seed = 1): QuizState {
  let state = play(quiz, [{ type: 'start', now: 0, random: seededRandom(seed) }]);
  for (const right of pattern) state = play(quiz, answerAndNext(state, right), state);
  return state;
}

describe('quiz rules: the documented constants', () => {
  it('every bundled quiz has 8 questions per play and 8:00 to answer them', () => {
    for (const quiz of quizzes) {
      expect(questionsPerPlay(quiz)).toBe(8);
      expect(quizTimeLimit(quiz)).toBe(480);
    }
  });

  it('falls back to 300 s when a quiz has no time limit', () => {
    expect(quizTimeLimit({})).toBe(DEFAULT_QUIZ_TIME_LIMIT_SECONDS);
    expect(DEFAULT_QUIZ_TIME_LIMIT_SECONDS).toBe(300);
    const untimed: Quiz = { ...louvre, timeLimit: undefined };
    const state = play(untimed, [{ type: 'start', now: 0, random: seededRandom(2) }]);
    expect(remainingSeconds(state.countdown!, 0)).toBe(300);
  });

  it('points per question: 100, 100 and 150; null when they differ', () => {
    expect(pointsPerQuestion(louvre)).toBe(100);
    expect(pointsPerQuestion(findQuiz('famous-artworks-quiz')!)).toBe(100);
    expect(pointsPerQuestion(artists)).toBe(150);
    expect(
      pointsPerQuestion({ questions: [louvre.questions[0]!, { ...louvre.questions[1]!, points: 5 }] }),
    ).toBeNull();
  });

  it('names the right option', () => {
    const question = louvre.questions[0]!;
    expect(correctOption(question)).toBe(question.options[question.correctAnswer]);
    expect(correctOption(question)).toBe('A defensive fortress');
  });
});

describe('quiz rules: a play', () => {
  it('draws 8 distinct questions of the bank and starts the whole-quiz countdown', () => {
    const state = play(louvre, [{ type: 'start', now: 1_000, random: seededRandom(3) }]);
    expect(state.questions).toHaveLength(QUIZ_QUESTIONS_PER_PLAY);
    expect(new Set(state.questions.map((q) => q.id)).size).toBe(8);
    for (const question of state.questions) expect(louvre.questions).toContain(question);
    expect(remainingSeconds(state.countdown!, 1_000)).toBe(480);
  });

  it('different random sources draw different plays', () => {
    const a = play(louvre, [{ type: 'start', now: 0, random: seededRandom(1) }]);
    const b = play(louvre, [{ type: 'start', now: 0, random: seededRandom(99) }]);
    expect(a.questions.map((q) => q.id)).not.toEqual(b.questions.map((q) => q.id));
  });

  it('all correct: 800 of 800 (Louvre) and 1200 of 1200 (artists), 100%', () => {
    const louvreDone = playThrough(louvre, Array(8).fill(true));
    expect(louvreDone.phase).toBe('finished');
    expect(flowResults(quizConfig(louvre), louvreDone)).toMatchObject({
      score: 800,
      maxScore: 800,
      percent: 100,
      correct: 8,
      wrong: 0,
      unanswered: 0,
    });
    const artistsDone = playThrough(artists, Array(8).fill(true));
    expect(flowResults(quizConfig(artists), artistsDone)).toMatchObject({
      score: 1200,
      maxScore: 1200,
      percent: 100,
    });
  });

  it('all wrong: 0 points and 0%', () => {
    const done = playThrough(louvre, Array(8).fill(false));
    expect(flowResults(quizConfig(louvre), done)).toMatchObject({
      score: 0,
      maxScore: 800,
      percent: 0,
      wrong: 8,
    });
  });

  it('partial: 3 of 8 right on the artists test is 450 of 1200, 38% (rounded from 37.5)', () => {
    const done = playThrough(artists, [true, false, true, false, false, true, false, false]);
    expect(flowResults(quizConfig(artists), done)).toMatchObject({
      score: 450,
      maxScore: 1200,
      percent: 38,
      correct: 3,
      wrong: 5,
      unanswered: 0,
    });
  });

  it('the score so far grows with each correct answer only', () => {
    let state = play(louvre, [{ type: 'start', now: 0, random: seededRandom(4) }]);
    const config = quizConfig(louvre);
    state = play(louvre, answerAndNext(state, true), state);
    expect(scoreSoFar(config, state)).toBe(100);
    state = play(louvre, answerAndNext(state, false), state);
    expect(scoreSoFar(config, state)).toBe(100);
  });

  it('the timer keeps running after an answer and at 0 ends the quiz with the answers so far', () => {
    let state = play(louvre, [{ type: 'start', now: 0, random: seededRandom(5) }]);
    state = play(louvre, answerAndNext(state, true, 100_000), state);
    state = play(louvre, answerAndNext(state, false, 200_000), state);
    state = play(
      louvre,
      [{ type: 'answer', answer: state.questions[2]!.correctAnswer, now: 300_000 }],
      state,
    );
    expect(remainingSeconds(state.countdown!, 300_000)).toBe(180);
    state = play(louvre, [{ type: 'expire', now: 480_000 }], state);
    expect(state.phase).toBe('finished');
    expect(state.timedOut).toBe(true);
    expect(flowResults(quizConfig(louvre), state)).toMatchObject({
      score: 200,
      maxScore: 800,
      percent: 25,
      correct: 2,
      wrong: 1,
      unanswered: 5,
    });
  });

  it('Try Again returns to the intro and the next play asks eight new questions', () => {
    const done = playThrough(louvre, Array(8).fill(true));
    const intro = play(louvre, [{ type: 'tryAgain' }], done);
    expect(intro.phase).toBe('intro');
    const again = play(louvre, [{ type: 'start', now: 0, random: seededRandom(1) }], intro);
    const before = new Set(done.questions.map((q) => q.id));
    expect(again.questions).toHaveLength(8);
    expect(again.questions.filter((q) => before.has(q.id))).toEqual([]);
  });
});
