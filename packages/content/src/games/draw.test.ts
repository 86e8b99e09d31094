import { describe, expect, it, vi } from 'vitest';
import { drawEvents, drawQuestions, drawRandom, drawStatements, shuffled } from './draw';
import { louvreHistoryQuiz } from './quizzes';
import { seededRandom } from './test-support';
import { timelineEvents } from './timeline';
import { trueFalseStatements } from './true-false';

const letters = Object.freeze(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);

describe('drawRandom', () => {
  it('returns the requested number of distinct items of the list', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const drawn = drawRandom(letters, 4, seededRandom(seed));
      expect(drawn).toHaveLength(4);
      expect(new Set(drawn).size).toBe(4);
      for (const item of drawn) expect(letters).toContain(item);
    }
  });

  it('does not mutate its input', () => {
    const list = ['a', 'b', 'c', 'd', 'e'];
    const copy = [...list];
    drawRandom(list, 3, seededRandom(1));
    expect(list).toEqual(copy);
    // A frozen list would throw on any write.
    expect(() => drawRandom(letters, 10, seededRandom(2))).not.toThrow();
  });

  it('is driven only by the given random source: same seed, same draw', () => {
    expect(drawRandom(letters, 5, seededRandom(42))).toEqual(drawRandom(letters, 5, seededRandom(42)));
    const draws = new Set(
      Array.from({ length: 20 }, (_, i) => drawRandom(letters, 5, seededRandom(i)).join('')),
    );
    expect(draws.size).toBeGreaterThan(1);
  });

  it('calls the random source once per drawn item', () => {
    const random = vi.fn(() => 0.5);
    drawRandom(letters, 3, random);
    expect(random).toHaveBeenCalledTimes(3);
  });

  it('follows the random values: 0 keeps the order, values near 1 take from the end', () => {
    expect(drawRandom(letters, 3, () => 0)).toEqual(['a', 'b', 'c']);
    expect(drawRandom(letters, 2, () => 0.999)).toEqual(['j', 'a']);
  });

  it('never overflows when the source returns 1', () => {
    const drawn = drawRandom(letters, 10, () => 1);
    expect([...drawn].sort()).toEqual([...letters]);
  });

  it('clamps the count to the list', () => {
    expect(drawRandom(letters, 99, seededRandom(5))).toHaveLength(10);
    expect(drawRandom(letters, 0, seededRandom(5))).toEqual([]);
    expect(drawRandom(letters, -3, seededRandom(5))).toEqual([]);
    expect(drawRandom([], 8, seededRandom(5))).toEqual([]);
  });
});

describe('shuffled', () => {
  it('returns a permutation of the list', () => {
    const result = shuffled(letters, seededRandom(9));
    expect([...result].sort()).toEqual([...letters]);
  });
});

describe('game draws', () => {
  it('drawQuestions picks 8 distinct questions and leaves the bank untouched', () => {
    const before = [...louvreHistoryQuiz.questions];
    const drawn = drawQuestions(louvreHistoryQuiz, 8, seededRandom(1));
    expect(new Set(drawn.map((q) => q.id)).size).toBe(8);
    expect(louvreHistoryQuiz.questions).toEqual(before);
    expect(drawQuestions(louvreHistoryQuiz, 8, seededRandom(1))).toEqual(drawn);
  });

  it('drawStatements and drawEvents pick 8 distinct items without mutating the pools', () => {
    const statements = [...trueFalseStatements];
    const events = [...timelineEvents];
    expect(new Set(drawStatements(trueFalseStatements, 8, seededRandom(2))).size).toBe(8);
    expect(new Set(drawEvents(timelineEvents, 8, seededRandom(2))).size).toBe(8);
    expect(trueFalseStatements).toEqual(statements);
    expect(timelineEvents).toEqual(events);
  });
});
