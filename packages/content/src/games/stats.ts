import { artTermsCrossword } from './crossword';
import { guessTheArtworkItems } from './guess-the-artwork';
import { matchingPairs } from './matching';
import { masterpieces } from './masterpieces';
import { artMovements } from './movements';
import { quizzes } from './quizzes';
import { timelineEvents } from './timeline';
import { trueFalseStatements } from './true-false';
import { gameCatalogue } from './catalogue';

/**
 * Every question a player can be asked across the eight games, counting one question per thing the
 * player must answer: each multiple-choice question in the three quiz banks, each true/false
 * statement, each artwork to guess, each matching pair, each timeline event to place and each
 * crossword clue. Drawn plays use a subset; the count is of the whole bundled content.
 */
export function countGameQuestions(): number {
  const quizQuestions = quizzes.reduce((sum, quiz) => sum + quiz.questions.length, 0);
  return (
    quizQuestions +
    trueFalseStatements.length +
    guessTheArtworkItems.length +
    matchingPairs.length +
    timelineEvents.length +
    artTermsCrossword.clues.length
  );
}

/** The figures of the games index's statistics blocks, computed from the content itself. */
export function gamesIndexStats(): {
  games: number;
  questions: number;
  movements: number;
  masterpieces: number;
} {
  return {
    games: gameCatalogue.length,
    questions: countGameQuestions(),
    movements: artMovements.length,
    masterpieces: new Set(masterpieces.map((work) => work.title)).size,
  };
}
