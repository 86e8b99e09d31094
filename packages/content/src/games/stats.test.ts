import { describe, expect, it } from 'vitest';
import { artTermsCrossword } from './crossword';
import { guessTheArtworkItems } from './guess-the-artwork';
import { masterpieces } from './masterpieces';
import { matchingPairs } from './matching';
import { artMovements } from './movements';
import { quizzes } from './quizzes';
import { gamesIndexFigures, roundedDownFigure } from './index-figures';
import { countGameQuestions, gamesIndexStats } from './stats';
import { timelineEvents } from './timeline';
import { trueFalseStatements } from './true-false';
import { duplicates } from './test-support';

/** All the text a player can read in the games. */
const corpus = [
  ...quizzes.flatMap((quiz) => quiz.questions.flatMap((q) => [q.question, ...q.options, q.explanation])),
  ...artTermsCrossword.clues.map((clue) => clue.clue),
  ...guessTheArtworkItems.flatMap((item) => [item.title, ...item.options, item.hint, item.description]),
  ...matchingPairs.flatMap((pair) => [pair.left, pair.right, pair.description]),
  ...trueFalseStatements.flatMap((s) => [s.statement, s.explanation]),
  ...timelineEvents.flatMap((e) => [e.title, e.description]),
].join('\n');

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the games index claims', () => {
  it('200+ questions', () => {
    const expected =
      quizzes.reduce((sum, quiz) => sum + quiz.questions.length, 0) +
      trueFalseStatements.length +
      guessTheArtworkItems.length +
      matchingPairs.length +
      timelineEvents.length +
      artTermsCrossword.clues.length;
    expect(countGameQuestions()).toBe(expected);
    expect(countGameQuestions()).toBeGreaterThanOrEqual(200);
  });

  it('15 art movements, each named in the games', () => {
    expect(artMovements.length).toBeGreaterThanOrEqual(15);
    expect(duplicates(artMovements.map((m) => m.name))).toEqual([]);
    for (const movement of artMovements) {
      expect(movement.period.length).toBeGreaterThan(0);
      expect(movement.description.length).toBeGreaterThan(0);
      // Longer names containing this one (Abstract Expressionism, Post-Impressionism) do not count for it.
      const longer = artMovements.filter((m) => m !== movement && m.name.includes(movement.name));
      const text = longer.reduce((acc, m) => acc.split(m.name).join(' '), corpus);
      expect(new RegExp(`(^|[^\\w-])${escape(movement.name)}([^\\w-]|$)`).test(text), movement.name).toBe(
        true,
      );
    }
  });

  it('50+ distinct masterpieces, each named in the games', () => {
    expect(duplicates(masterpieces.map((work) => work.title))).toEqual([]);
    expect(masterpieces.length).toBeGreaterThanOrEqual(50);
    for (const work of masterpieces) {
      expect(work.artist.length).toBeGreaterThan(0);
      expect(work.year.length).toBeGreaterThan(0);
      expect(corpus.includes(work.title), work.title).toBe(true);
    }
  });

  it('are what gamesIndexStats reports', () => {
    expect(gamesIndexStats()).toEqual({
      games: 8,
      questions: countGameQuestions(),
      movements: artMovements.length,
      masterpieces: masterpieces.length,
    });
  });
});

describe('the games index figures', () => {
  it('round down, so they never claim more than there is', () => {
    expect(roundedDownFigure(8)).toEqual({ value: 8, atLeast: false });
    expect(roundedDownFigure(10)).toEqual({ value: 10, atLeast: true });
    expect(roundedDownFigure(83)).toEqual({ value: 80, atLeast: true });
    expect(roundedDownFigure(228)).toEqual({ value: 200, atLeast: true });
    expect(roundedDownFigure(1476)).toEqual({ value: 1400, atLeast: true });
  });

  it('claim no more than the content holds, and exactly the number of games', () => {
    const stats = gamesIndexStats();
    expect(gamesIndexFigures.games.value).toBe(stats.games);
    for (const key of ['questions', 'movements', 'masterpieces'] as const)
      expect(stats[key], key).toBeGreaterThanOrEqual(gamesIndexFigures[key].value);
  });
});
