import { describe, expect, it } from 'vitest';
import { editDistance, nearestWord, typoAllowance } from './typos';

describe('the number of typos between two words', () => {
  it('counts a letter left out, added or changed, and two neighbours swapped, as one typo each', () => {
    expect(editDistance('sfumato', 'sfumato')).toBe(0);
    expect(editDistance('sfumatto', 'sfumato')).toBe(1); // added
    expect(editDistance('paintd', 'painted')).toBe(1); // left out
    expect(editDistance('meduze', 'meduse')).toBe(1); // changed
    expect(editDistance('teh', 'the')).toBe(1); // swapped
    expect(editDistance('veronnesse', 'veronese')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('stops counting above the limit it is given', () => {
    expect(editDistance('australia', 'austria', 1)).toBe(2);
    expect(editDistance('smartphone', 'sphinx', 2)).toBe(3);
    expect(editDistance('canna', 'cana', 1)).toBe(1);
  });
});

describe('the typos a word may hold', () => {
  it('grows with its length: none under five letters, one up to nine, two from ten', () => {
    expect([3, 4, 5, 9, 10, 14].map(typoAllowance)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('the nearest known word', () => {
  const vocabulary = new Map([
    ['sfumato', 4],
    ['painted', 30],
    ['paint', 5],
    ['cana', 20],
    ['canal', 3],
    ['austria', 2],
    ['do', 50],
  ]);

  it('is the one with the fewest typos, then the one more passages use', () => {
    expect(nearestWord('sfumatto', vocabulary)).toBe('sfumato');
    expect(nearestWord('paintd', vocabulary)).toBe('painted'); // "paint" is one typo away too
    expect(nearestWord('canna', vocabulary)).toBe('cana'); // and "canal"
  });

  it('does not depend on the order of the vocabulary on a tie', () => {
    const tied = new Map([
      ['canal', 3],
      ['canas', 3],
    ]);
    const reversed = new Map([...tied].reverse());
    expect(nearestWord('canax', tied)).toBe('canal');
    expect(nearestWord('canax', reversed)).toBe('canal');
  });

  it('is none beyond the word’s allowance, and none for a short word', () => {
    expect(nearestWord('australia', vocabulary)).toBeUndefined();
    expect(nearestWord('dog', vocabulary)).toBeUndefined();
  });
});
