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
 * The games index's four figures, as the product advertises them (8 games, 200+ questions, 15 art
 * movements, 50+ masterpieces), written down here so that the index loads none of the games' content
 * to count them (the quizzes alone are some 20 KB). stats.test.ts checks that the content holds at
 * least as much as each claims (`gamesIndexStats`), so a claim can never outgrow what there is.
 */
export const gamesIndexFigures = {
  games: { value: 8, atLeast: false },
  questions: { value: 200, atLeast: true },
  movements: { value: 15, atLeast: false },
  masterpieces: { value: 50, atLeast: true },
} as const satisfies Readonly<Record<string, IndexFigure>>;
