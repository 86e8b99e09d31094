import { describe, expect, it } from 'vitest';
import { pairsOf, titleWeight } from './knowledge-index';

describe('the weight of a title’s words', () => {
  it('is whole for a word found in titles only, and less the more passages share it elsewhere', () => {
    expect(titleWeight(10, 10, 680)).toBe(1);
    const rare = titleWeight(15, 26, 680); // "Méduse"
    const common = titleWeight(41, 160, 680); // "grand"
    expect(rare).toBeLessThan(1);
    expect(common).toBeLessThan(rare);
    expect(common).toBeGreaterThan(0);
  });
});

describe('the neighbouring terms of a text', () => {
  it('are each term with the one after it', () => {
    expect(pairsOf(['grand', 'tableau', 'louvr'])).toEqual(['grand tableau', 'tableau louvr']);
    expect(pairsOf(['sfumato'])).toEqual([]);
    expect(pairsOf([])).toEqual([]);
  });
});
