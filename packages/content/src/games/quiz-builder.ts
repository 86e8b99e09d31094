import type { GameId } from '@artvoyage/contract';
import type { Quiz, QuizQuestion } from './types';

/** One question as written by an author: the right answer first, then three wrong ones. */
export interface QuestionSource {
  readonly question: string;
  readonly answer: string;
  readonly wrong: readonly [string, string, string];
  readonly explanation: string;
}

/**
 * A bank of questions as a tuple, so that the type system knows how many it holds and a translation
 * missing one of them (see quiz-texts.ts) fails to compile.
 */
export function questionBank<const Bank extends readonly QuestionSource[]>(
  sources: Bank,
): { readonly [K in keyof Bank]: QuestionSource } {
  // The same array: only its type forgets the literal texts and keeps the length.
  return sources as { readonly [K in keyof Bank]: QuestionSource };
}

/** The id of the question at `index` (from 0) of a bank: `${prefix}-01`, `${prefix}-02`, ... */
export function questionId(prefix: string, index: number): string {
  return `${prefix}-${String(index + 1).padStart(2, '0')}`;
}

export interface QuizMeta {
  readonly id: GameId;
  readonly title: string;
  readonly description: string;
  readonly timeLimit: number;
  readonly pointsPerQuestion: number;
  /** Question ids are `${idPrefix}-01`, `${idPrefix}-02`, ... */
  readonly idPrefix: string;
}

/** FNV-1a: a small stable hash, so the layout of the options never changes between builds. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * Lays the options out with the right answer in a slot derived from the question text: authors
 * write the answer first (easy to review), players see it anywhere among the four, and the layout
 * is the same on every build and on every device.
 */
export function toQuestion(source: QuestionSource, id: string, points: number): QuizQuestion {
  const slot = hash(source.question) % 4;
  const options = [...source.wrong];
  options.splice(slot, 0, source.answer);
  return {
    id,
    question: source.question,
    options,
    correctAnswer: slot,
    explanation: source.explanation,
    points,
  };
}

export function buildQuiz(meta: QuizMeta, sources: readonly QuestionSource[]): Quiz {
  return {
    id: meta.id,
    title: meta.title,
    description: meta.description,
    timeLimit: meta.timeLimit,
    questions: sources.map((source, index) =>
      toQuestion(source, questionId(meta.idPrefix, index), meta.pointsPerQuestion),
    ),
  };
}
