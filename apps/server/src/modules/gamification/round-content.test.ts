import { describe, expect, it } from 'vitest';
import { gameIds } from '@artvoyage/contract';
import {
  artTermsCrossword,
  findQuiz,
  guessTheArtworkItems,
  matchingPairs,
  seededRandom,
  timelineEvents,
  trueFalseStatements,
} from '@artvoyage/content/games';
import { crosswordFor } from '@artvoyage/content/locales/crosswords';
import { drawRoundItems, scoreRound } from './round-content';
import { dailyXpEventCaps, minimumRoundSeconds, xpWithinDailyCap } from './rules';

const yearOf = (id: string) => timelineEvents.find((event) => event.id === id)?.year ?? 0;

describe('game round content', () => {
  it('hands out eight new quiz questions after a round, and fixed games nothing', () => {
    const random = seededRandom(7);
    const first = drawRoundItems('louvre-history-quiz', [], random);
    const second = drawRoundItems('louvre-history-quiz', first, random);
    expect(first).toHaveLength(8);
    expect(new Set(first).size).toBe(8);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    // Twelve statements: the four left out come back, topped up from the last round's.
    const statements = drawRoundItems('true-false-quiz', [], random);
    const again = drawRoundItems('true-false-quiz', statements, random);
    expect(again.filter((id) => !statements.includes(id))).toHaveLength(4);
    expect(drawRoundItems('guess-the-artwork', [], random).sort()).toEqual(
      guessTheArtworkItems.map((item) => item.id).sort(),
    );
    expect(drawRoundItems('matching-game', [], random)).toEqual([]);
    expect(drawRoundItems('art-terms-crossword', [], random)).toEqual([]);
  });

  it('never hands out a timeline already in order', () => {
    for (let seed = 0; seed < 300; seed++) {
      const items = drawRoundItems('chronology-puzzle', [], seededRandom(seed));
      expect(items).toHaveLength(8);
      const years = items.map(yearOf);
      expect(years).not.toEqual([...years].sort((a, b) => a - b));
    }
  });

  it('scores each game from the answers against the content', () => {
    const quiz = findQuiz('artists-knowledge-test');
    const items = quiz?.questions.slice(0, 8).map((q) => q.id) ?? [];
    const right = quiz?.questions.slice(0, 8).map((q) => q.correctAnswer) ?? [];
    const points = quiz?.questions[0]?.points ?? 0;
    expect(points).toBeGreaterThan(0);
    expect(scoreRound('artists-knowledge-test', items, right)).toEqual({
      ok: true,
      score: 8 * points,
      maxScore: 8 * points,
    });
    expect(scoreRound('artists-knowledge-test', items, [null, ...right.slice(1)])).toMatchObject({
      score: 7 * points,
    });
    expect(scoreRound('artists-knowledge-test', items, right.slice(1))).toMatchObject({ ok: false });
    expect(
      scoreRound(
        'artists-knowledge-test',
        items,
        right.map(() => true),
      ),
    ).toMatchObject({ ok: false });

    const statements = trueFalseStatements.slice(0, 8);
    expect(
      scoreRound(
        'true-false-quiz',
        statements.map((s) => s.id),
        statements.map((s) => !s.isTrue),
      ),
    ).toEqual({ ok: true, score: 0, maxScore: 800 });

    const events = timelineEvents.slice(0, 8).map((event) => event.id);
    const ordered = [...events].sort((a, b) => yearOf(a) - yearOf(b));
    expect(scoreRound('chronology-puzzle', events, ordered)).toMatchObject({ score: 1000, maxScore: 1000 });
    const swapped = [ordered[1], ordered[0], ...ordered.slice(2)] as string[];
    expect(scoreRound('chronology-puzzle', events, swapped)).toMatchObject({ score: 750 });
    expect(scoreRound('chronology-puzzle', events, [...ordered.slice(1), 'tl-unknown'])).toMatchObject({
      ok: false,
    });

    const attempts = matchingPairs.map((pair) => [pair.id, pair.id] as [string, string]);
    expect(scoreRound('matching-game', [], [...attempts, ...attempts])).toMatchObject({ score: 1000 });
    expect(scoreRound('matching-game', [], [['match-leonardo', 'match-picasso']])).toMatchObject({
      score: 0,
    });
    expect(scoreRound('matching-game', [], [['match-nobody', 'match-nobody']])).toMatchObject({ ok: false });

    const solved = artTermsCrossword.solution.map((row) => row.map((letter) => letter ?? '.').join(''));
    expect(scoreRound('art-terms-crossword', [], solved)).toEqual({ ok: true, score: 100, maxScore: 100 });
    expect(scoreRound('art-terms-crossword', [], solved, 'en')).toEqual({
      ok: true,
      score: 100,
      maxScore: 100,
    });
    expect(
      scoreRound(
        'art-terms-crossword',
        [],
        solved.map((row) => row.toLowerCase()),
      ),
    ).toMatchObject({
      ok: false,
    });
    expect(scoreRound('art-terms-crossword', [], solved.slice(1))).toMatchObject({ ok: false });
  });

  it('scores a crossword against the grid of the round’s language', () => {
    const rowsOf = (locale: 'en' | 'fr' | 'ru') =>
      crosswordFor(locale).solution.map((row) => row.map((letter) => letter ?? '.').join(''));
    expect(scoreRound('art-terms-crossword', [], rowsOf('ru'), 'ru')).toEqual({
      ok: true,
      score: 100,
      maxScore: 100,
    });
    expect(scoreRound('art-terms-crossword', [], rowsOf('fr'), 'fr')).toMatchObject({ score: 100 });
    // Another language's answers are letters, so they are scored, and they score nothing.
    expect(scoreRound('art-terms-crossword', [], rowsOf('en'), 'ru')).toEqual({
      ok: true,
      score: 0,
      maxScore: 100,
    });
    expect(scoreRound('art-terms-crossword', [], rowsOf('ru'), 'en')).toMatchObject({ ok: true, score: 0 });
    expect(scoreRound('art-terms-crossword', [], rowsOf('fr'), 'en').ok).toBe(true);
    // Lower case, Ё and accents are not grid letters: the web app sends what the grid holds.
    const lower = rowsOf('ru').map((row) => row.toLowerCase());
    expect(scoreRound('art-terms-crossword', [], lower, 'ru')).toMatchObject({ ok: false });
    const yo = rowsOf('ru').map((row, r) => (r === 1 ? row.replace('О', 'Ё') : row));
    expect(scoreRound('art-terms-crossword', [], yo, 'ru')).toMatchObject({ ok: false });
    const accented = rowsOf('fr').map((row, r) => (r === 1 ? row.replace('E', 'É') : row));
    expect(scoreRound('art-terms-crossword', [], accented, 'fr')).toMatchObject({ ok: false });
  });

  it('has a minimum duration for every game and caps every kind of XP event', () => {
    for (const gameId of gameIds) expect(minimumRoundSeconds[gameId]).toBeGreaterThan(0);
    expect(xpWithinDailyCap('game_finished', 50, dailyXpEventCaps.game_finished ?? 0)).toBe(0);
    expect(xpWithinDailyCap('game_finished', 50, 0)).toBe(50);
    expect(xpWithinDailyCap('unknown', 50, 1000)).toBe(50);
  });
});
