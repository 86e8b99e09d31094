import { describe, expect, it } from 'vitest';
import { masterpieces } from './masterpieces';
import { matchingPairs } from './matching';
import { duplicates, sentenceCount } from './test-support';

describe('matching pairs', () => {
  it('has 10 pairs with unique ids, artists and artworks', () => {
    expect(matchingPairs).toHaveLength(10);
    expect(duplicates(matchingPairs.map((pair) => pair.id))).toEqual([]);
    expect(duplicates(matchingPairs.map((pair) => pair.left))).toEqual([]);
    expect(duplicates(matchingPairs.map((pair) => pair.right))).toEqual([]);
  });

  it.each(matchingPairs.map((pair) => [pair.id, pair] as const))(
    '%s is a known work of its artist',
    (_id, pair) => {
      expect(masterpieces).toContainEqual(expect.objectContaining({ title: pair.right, artist: pair.left }));
      expect(sentenceCount(pair.description)).toBe(1);
    },
  );
});
