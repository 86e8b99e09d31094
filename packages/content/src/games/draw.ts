import type { Quiz, QuizQuestion, TimelineEvent, TrueFalseStatement } from './types';

/** A source of numbers in [0, 1), like Math.random; tests pass a seeded one. */
export type RandomSource = () => number;

/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same draws, for tests and for
 * anything that must be reproducible.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An index in [0, length) from one draw; clamped so a source that returns 1 cannot overflow. */
function pick(random: RandomSource, length: number): number {
  return Math.min(length - 1, Math.max(0, Math.floor(random() * length)));
}

/**
 * `count` distinct items of `items` in random order (a partial Fisher-Yates shuffle of a copy).
 * Pure: the input is never mutated and the only randomness is `random`. A count larger than the
 * list gives the whole list shuffled; a negative or fractional count is floored at 0.
 */
export function drawRandom<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  const pool = [...items];
  const wanted = Math.min(pool.length, Math.max(0, Math.floor(count)));
  for (let i = 0; i < wanted; i += 1) {
    const j = i + pick(random, pool.length - i);
    const chosen = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = chosen;
  }
  return pool.slice(0, wanted);
}

/** The whole list in random order (timeline presentation, matching columns). */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  return drawRandom(items, items.length, random);
}

/** The questions of one quiz play: `count` distinct questions of the bank. */
export function drawQuestions(
  quiz: Pick<Quiz, 'questions'>,
  count: number,
  random: RandomSource,
): QuizQuestion[] {
  return drawRandom(quiz.questions, count, random);
}

/** The statements of one true/false play (8 of the 12). */
export function drawStatements(
  all: readonly TrueFalseStatement[],
  count: number,
  random: RandomSource,
): TrueFalseStatement[] {
  return drawRandom(all, count, random);
}

/** The events of one timeline play (8 of the 18), in random order; the answer is their order by year. */
export function drawEvents(
  all: readonly TimelineEvent[],
  count: number,
  random: RandomSource,
): TimelineEvent[] {
  return drawRandom(all, count, random);
}
