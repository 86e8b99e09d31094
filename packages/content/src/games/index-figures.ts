/** A figure as the games index claims it: at least `value` ("200+"), or exactly it below 10 ("8"). */
export interface IndexFigure {
  readonly value: number;
  readonly atLeast: boolean;
}

/**
 * A count rounded down to a round figure (228 -> 200+, 83 -> 80+, 8 -> 8), so that the claim stays true
 * as the content grows.
 */
export function roundedDownFigure(count: number): IndexFigure {
  if (count < 10) return { value: count, atLeast: false };
  const step = count >= 100 ? 100 : 10;
  return { value: Math.floor(count / step) * step, atLeast: true };
}

/**
 * The games index's four figures, written down here so that the index loads none of the games' content
 * to count it (the quizzes alone are some 20 KB). stats.test.ts checks each against the content's own
 * count (`gamesIndexStats`): change one when that test says the rounded figure has moved.
 */
export const gamesIndexFigures = {
  games: { value: 8, atLeast: false },
  questions: { value: 200, atLeast: true },
  movements: { value: 20, atLeast: true },
  masterpieces: { value: 80, atLeast: true },
} as const satisfies Readonly<Record<string, IndexFigure>>;
