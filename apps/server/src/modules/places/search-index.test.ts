import type { PlaceSuggestion } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import { PlaceSearchIndex, type IndexedName, type IndexedPlace } from './search-index';
import { trigramSimilarity, trigramsOf } from './trigrams';

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
