/*
 * The multiple-choice quiz (see docs/product/games.md): the shared question flow with one countdown for the
 * whole play (the quiz's time limit, 300 s when it has none) and eight questions drawn per play.
 */
import {
  DEFAULT_QUIZ_TIME_LIMIT_SECONDS,
  QUIZ_QUESTIONS_PER_PLAY,
  drawQuestions,
  type Quiz,
  type QuizQuestion,
} from '@artvoyage/content/games';
import { drawNewSet, type FlowConfig } from '../shared/question-flow';

export function quizTimeLimit(quiz: Pick<Quiz, 'timeLimit'>): number {
  return quiz.timeLimit ?? DEFAULT_QUIZ_TIME_LIMIT_SECONDS;
}

/** Questions in one play: eight, or the whole bank if it is smaller. */
export function questionsPerPlay(quiz: Pick<Quiz, 'questions'>): number {
  return Math.min(QUIZ_QUESTIONS_PER_PLAY, quiz.questions.length);
}

/** The points a question is worth when all are worth the same (as in every bundled quiz), else null. */
export function pointsPerQuestion(quiz: Pick<Quiz, 'questions'>): number | null {
  const points = new Set(quiz.questions.map((question) => question.points));
  return points.size === 1 ? [...points][0]! : null;
}

/** The quiz's question flow; an answer is the index of the chosen option. */
export function quizConfig(quiz: Quiz): FlowConfig<QuizQuestion, number> {
  return {
    timer: 'play',
    seconds: quizTimeLimit(quiz),
    isCorrect: (question, answer) => answer === question.correctAnswer,
    // The next play prefers questions the last one did not ask: the banks hold about fifty each.
    draw: (previousIds, random) =>
      drawNewSet(quiz.questions, QUIZ_QUESTIONS_PER_PLAY, previousIds, random, (questions, count, source) =>
        drawQuestions({ questions }, count, source),
      ),
  };
}

/** The text of the right option ('The correct answer was: {option}'). */
export function correctOption(question: QuizQuestion): string {
  return question.options[question.correctAnswer] ?? '';
}
