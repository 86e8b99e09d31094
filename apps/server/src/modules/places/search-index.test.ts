import type { PlaceSuggestion } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import { fewestSharedToMatch, PlaceSearchIndex, type IndexedName, type IndexedPlace } from './search-index';
import {
  ALTERNATE_MIN_SIMILARITY,
  ALTERNATE_PREFIX_MIN_LENGTH,
  TRIGRAM_MIN_QUERY_LENGTH,
} from './search-rules';
import { TRIGRAM_MATCH_THRESHOLD, trigramSimilarity, trigramsOf } from './trigrams';

const place = (key: string, name: string, importance: number): IndexedPlace => ({
  key,
  importance,
  suggestion: {
    id: key,
    name,
    kind: 'city',
    lat: 0,
    lng: 0,
    importance,
    source: 'gazetteer',
  } as PlaceSuggestion,
});

const places = [
  place('paris', 'Paris', 1),
  place('parma', 'Parma', 0.4),
  place('orsay-city', 'Orsay', 0.2),
  place('orsay-museum', 'Musée d’Orsay', 1),
  place('florence', 'Florence', 0.9),
  place('cairo', 'Cairo', 0.8),
  place('monaco', 'Monaco', 0.5),
];
const names: IndexedName[] = [
  { placeKey: 'paris', name: 'paris', primary: true },
  { placeKey: 'paris', name: 'париж', primary: false },
  { placeKey: 'parma', name: 'parma', primary: true },
  { placeKey: 'orsay-city', name: 'orsay', primary: true },
  { placeKey: 'orsay-museum', name: 'musee d orsay', primary: true },
  { placeKey: 'florence', name: 'florence', primary: true },
  { placeKey: 'florence', name: 'firenze', primary: false },
  { placeKey: 'cairo', name: 'cairo', primary: true },
  { placeKey: 'cairo', name: 'kairo', primary: false },
  { placeKey: 'monaco', name: 'monaco', primary: true },
  { placeKey: 'monaco', name: 'monaco di baviera', primary: false },
  { placeKey: 'nowhere', name: 'ghost', primary: true },
];
const index = new PlaceSearchIndex(places, names);
const ids = (q: string, count = 10) => index.search(q, count).map((found) => found.suggestion.id);

describe('trigrams as pg_trgm makes them', () => {
  it('pads each word with two spaces before and one after', () => {
    expect([...trigramsOf('musee d orsay')].sort()).toEqual(
      [
        '  d',
        '  m',
        '  o',
        ' d ',
        ' mu',
        ' or',
        'ay ',
        'ee ',
        'mus',
        'ors',
        'rsa',
        'say',
        'see',
        'use',
      ].sort(),
    );
    expect(trigramsOf('париж').size).toBe(6);
  });

  it('measures similarity as shared over union, as a 4-byte float', () => {
    const shared = [...trigramsOf('caior')].filter((t) => trigramsOf('cairo').has(t)).length;
    // 0.33333334 is what PostgreSQL answers for similarity('caior', 'cairo').
    expect(trigramSimilarity(shared, trigramsOf('caior').size, trigramsOf('cairo').size)).toBe(
      Math.fround(1 / 3),
    );
    expect(trigramSimilarity(0, 0, 0)).toBe(0);
  });
});

describe('the in-memory place search index', () => {
  it('ranks an exact primary name, then prefixes, then later words', () => {
    // Parma shares a third of its trigrams with "paris": a weaker match, after it.
    expect(ids('paris')).toEqual(['paris', 'parma']);
    expect(ids('par')).toEqual(['paris', 'parma']);
    expect(ids('orsay')).toEqual(['orsay-city', 'orsay-museum']);
  });

  it('finds alternate names exactly, and by prefix only from five letters', () => {
    expect(ids('firenze')).toEqual(['florence']);
    expect(ids('париж')[0]).toBe('paris');
    expect(ids('mona')).toEqual(['monaco']);
  });

  it('forgives typos by trigram similarity', () => {
    expect(ids('caior')).toEqual(['cairo']);
    expect(ids('florense')[0]).toBe('florence');
    expect(ids('xyzzy')).toEqual([]);
  });

  it('matches short queries on primary prefixes only, and honours the count', () => {
    expect(ids('p')).toEqual(['paris', 'parma']);
    expect(ids('k')).toEqual([]);
    expect(ids('p', 1)).toEqual(['paris']);
    expect(ids('', 5)).toEqual([]);
    expect(ids('paris', 0)).toEqual([]);
  });

  it('gives each place with all its names, and skips names of unknown places', () => {
    expect(index.search('cairo', 1)[0]?.names).toEqual(expect.arrayContaining(['cairo', 'kairo']));
    expect(ids('ghost')).toEqual([]);
    expect(index.size).toBe(names.length - 1);
  });
});

describe('the index’s shortcuts lose no match', () => {
  it('needs a share of the query’s trigrams before a name can match', () => {
    // "lou" has 4 trigrams: one shared gives 1/4 at best, under 0.3; two give 1/2.
    expect(fewestSharedToMatch(4)).toBe(2);
    expect(fewestSharedToMatch(10)).toBe(3);
    expect(fewestSharedToMatch(0)).toBe(1);
    for (let size = 1; size <= 40; size++) {
      const fewest = fewestSharedToMatch(size);
      expect(trigramSimilarity(fewest, size, fewest)).toBeGreaterThanOrEqual(TRIGRAM_MATCH_THRESHOLD);
      expect(trigramSimilarity(fewest - 1, size, fewest - 1)).toBeLessThan(TRIGRAM_MATCH_THRESHOLD);
    }
  });

  it('finds exactly the places a full comparison with every name finds', () => {
    // Many names that share common trigrams ("san", "ana", " sa") and a few rare ones, so that the
    // search skips the common lists and looks names up in them instead of scanning.
    const syllables = ['san', 'ta', 'ma', 'ri', 'a', 'na', 'lo', 'ur', 'des', 'bel', 'o', 'ki'];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const word = () =>
      Array.from({ length: 2 + (next() % 3) }, () => syllables[next() % syllables.length]).join('');
    const manyPlaces: IndexedPlace[] = [];
    const manyNames: IndexedName[] = [];
    for (let number = 0; number < 3000; number++) {
      const key = `p${number}`;
      const name = next() % 4 === 0 ? `${word()} ${word()}` : word();
      manyPlaces.push(place(key, name, (next() % 1000) / 1000));
      manyNames.push({ placeKey: key, name, primary: true });
      if (number % 5 === 0) manyNames.push({ placeKey: key, name: word(), primary: false });
    }
    const big = new PlaceSearchIndex(manyPlaces, manyNames);
    const queries = ['san', 'santa', 'santamaria', 'marilo', 'lour', 'desbel', 'sanbel', 'kio', 'a', 'sa'];
    for (let number = 0; number < 40; number++) queries.push(word());
    for (const q of queries) {
      const expected = new Set<string>();
      const queryTrigrams = trigramsOf(q);
      for (const { placeKey, name, primary } of manyNames) {
        const nameTrigrams = trigramsOf(name);
        const shared = [...queryTrigrams].filter((trigram) => nameTrigrams.has(trigram)).length;
        const similarity = trigramSimilarity(shared, queryTrigrams.size, nameTrigrams.size);
        // The rules of search-rules.ts, written out name by name.
        const matches =
          q.length < TRIGRAM_MIN_QUERY_LENGTH
            ? primary && name.startsWith(q)
            : name === q ||
              (primary && (name.startsWith(q) || name.includes(` ${q}`))) ||
              (q.length >= ALTERNATE_PREFIX_MIN_LENGTH && name.startsWith(q)) ||
              similarity >= (primary ? TRIGRAM_MATCH_THRESHOLD : ALTERNATE_MIN_SIMILARITY);
        if (matches) expected.add(placeKey);
      }
      const found = big.search(q, 10_000).map((entry) => entry.suggestion.id);
      expect(new Set(found), q).toEqual(expected);
      expect(found.length, q).toBe(expected.size);
    }
  });
});
