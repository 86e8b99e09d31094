import { describe, expect, it } from 'vitest';
import { gameIds } from '@artvoyage/contract/constants';
import { findGame, gameCatalogue } from './catalogue';
import { findCrossword } from './crossword';
import { findQuiz } from './quizzes';

describe('game catalogue', () => {
  it('lists the eight games of the contract, in order', () => {
    expect(gameCatalogue.map((game) => game.id)).toEqual([...gameIds]);
  });

  it('matches the documented table of difficulty, duration and category', () => {
    const table = gameCatalogue.map((game) => [game.id, game.difficulty, game.duration, game.category]);
    expect(table).toEqual([
      ['louvre-history-quiz', 'Medium', '5-7 min', 'History'],
      ['famous-artworks-quiz', 'Easy', '3-5 min', 'Art'],
      ['artists-knowledge-test', 'Hard', '7-10 min', 'Biography'],
      ['art-terms-crossword', 'Medium', '10-15 min', 'Vocabulary'],
      ['guess-the-artwork', 'Easy', '4-6 min', 'Visual'],
      ['matching-game', 'Medium', '5-8 min', 'Memory'],
      ['true-false-quiz', 'Easy', '3-4 min', 'Facts'],
      ['chronology-puzzle', 'Hard', '8-12 min', 'Timeline'],
    ]);
  });

  it('gives every game one player, a title, a description and its own icon', () => {
    for (const game of gameCatalogue) {
      expect(game.players).toBe(1);
      expect(game.title.length).toBeGreaterThan(0);
      expect(game.description.length).toBeGreaterThan(0);
    }
    expect(new Set(gameCatalogue.map((game) => game.title)).size).toBe(8);
    expect(new Set(gameCatalogue.map((game) => game.icon)).size).toBe(8);
    expect(findGame('art-terms-crossword')?.title).toBe('Art Terms Crossword');
    expect(findGame('chronology-puzzle')?.title).toBe('Art History Timeline');
  });

  it('uses the same titles as the quiz and crossword content', () => {
    for (const game of gameCatalogue) {
      const content = findQuiz(game.id) ?? findCrossword(game.id);
      if (content) expect(content.title).toBe(game.title);
    }
  });

  it('returns undefined for an unknown game', () => {
    expect(findGame('chess')).toBeUndefined();
  });
});
