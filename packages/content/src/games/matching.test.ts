import { describe, expect, it } from 'vitest';
import { numbersIn } from '../i18n/facts';
import fr from '../locales/fr/games';
import ru from '../locales/ru/games';
import { masterpieces } from './masterpieces';
import { matchingPairs } from './matching';
import { englishGamesPack, localizeMatchingPair } from './texts';
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

  // Francis I probably bought the Mona Lisa around 1518: Leonardo did not keep it until he died in 1519.
  it.each([
    ['en', englishGamesPack],
    ['fr', fr],
    ['ru', ru],
  ] as const)('dates the sale of the Mona Lisa to Leonardo’s lifetime in %s', (locale, pack) => {
    const leonardo = matchingPairs.find((pair) => pair.id === 'match-leonardo')!;
    const { description } = localizeMatchingPair(leonardo, pack);
    expect(numbersIn(description, locale)).toEqual(['1503', '1518']);
    expect(description).toMatch(/Francis I|François Ier|Франциск I/);
  });
});
