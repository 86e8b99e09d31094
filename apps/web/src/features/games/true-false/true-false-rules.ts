/*
 * The true/false quiz (see docs/product/games.md): the multiple-choice quiz's flow with 8 of the 12
 * statements per play and a 20 s countdown per statement that pauses once an answer is locked. When a
 * statement's time runs out it counts as unanswered and its answer and explanation are shown; the
 * player moves on with Next, as after answering, so nobody is rushed past the explanation.
 */
import {
  TRUE_FALSE_SECONDS_PER_QUESTION,
  TRUE_FALSE_STATEMENTS_PER_PLAY,
  drawStatements,
  type TrueFalseStatement,
} from '@artvoyage/content/games';
import { drawNewSet, type FlowConfig } from '../shared/question-flow';

/** The true/false question flow; an answer is the truth the player chose. */
export function trueFalseConfig(
  statements: readonly TrueFalseStatement[],
): FlowConfig<TrueFalseStatement, boolean> {
  return {
    timer: 'question',
    seconds: TRUE_FALSE_SECONDS_PER_QUESTION,
    isCorrect: (statement, answer) => answer === statement.isTrue,
    // Try Again reshuffles and picks a new set: the four left out last time are always in it.
    draw: (previousIds, random) =>
      drawNewSet(statements, TRUE_FALSE_STATEMENTS_PER_PLAY, previousIds, random, drawStatements),
  };
}
