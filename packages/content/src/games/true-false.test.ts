import { describe, expect, it } from 'vitest';
import { drawStatements } from './draw';
import { TRUE_FALSE_STATEMENTS_PER_PLAY } from './rules';
import { duplicates, seededRandom } from './test-support';
import { trueFalseStatements } from './true-false';

describe('true/false statements', () => {
  it('has exactly 12 statements, half true and half false', () => {
    expect(trueFalseStatements).toHaveLength(12);
    expect(trueFalseStatements.filter((s) => s.isTrue)).toHaveLength(6);
    expect(trueFalseStatements.filter((s) => !s.isTrue)).toHaveLength(6);
  });

  it('has unique ids and statements, 100 points each', () => {
    expect(duplicates(trueFalseStatements.map((s) => s.id))).toEqual([]);
    expect(duplicates(trueFalseStatements.map((s) => s.statement))).toEqual([]);
    expect(trueFalseStatements.every((s) => s.points === 100)).toBe(true);
  });

  it.each(trueFalseStatements.map((s) => [s.id, s] as const))(
    '%s has an explanation and a category',
    (_id, s) => {
      expect(s.statement.endsWith('.')).toBe(true);
      expect(s.explanation.length).toBeGreaterThan(20);
      expect(s.category.length).toBeGreaterThan(0);
    },
  );

  it('mixes true and false statements when 8 are drawn in a play', () => {
    expect(TRUE_FALSE_STATEMENTS_PER_PLAY).toBe(8);
    const drawn = drawStatements(trueFalseStatements, TRUE_FALSE_STATEMENTS_PER_PLAY, seededRandom(3));
    expect(new Set(drawn.map((s) => s.id)).size).toBe(8);
    // With 6 of each, any 8 contain at least 2 true and 2 false statements.
    expect(drawn.filter((s) => s.isTrue).length).toBeGreaterThanOrEqual(2);
    expect(drawn.filter((s) => !s.isTrue).length).toBeGreaterThanOrEqual(2);
  });
});
