import type { PlaceSuggestion } from '@artvoyage/contract';
import { candidate, type Candidate } from './ranking';
import {
  ALTERNATE_MIN_SIMILARITY,
  ALTERNATE_PREFIX_MIN_LENGTH,
  FUZZY_IMPORTANCE_WEIGHT,
  FUZZY_TIER,
  TRIGRAM_MIN_QUERY_LENGTH,
} from './search-rules';
import { TRIGRAM_MATCH_THRESHOLD, trigramSimilarity, trigramsOf } from './trigrams';

/*
 * Place search in memory. The places and their names are known once the server has seeded them and
 * loaded the gazetteer, and they are only read afterwards, so an index built then answers each search
 * without a database round trip: names sorted for prefixes, every later word of a name sorted for
 * word matches, and trigram postings for typos. It ranks by the same rules as the database's query
 * (search-rules.ts, trigrams.ts), which stays the source of truth and serves until the index is ready.
 */

/** A place as the index keeps it: what a suggestion shows, and how it ranks. */
export interface IndexedPlace {
  key: string;
  suggestion: PlaceSuggestion;
  /** As stored: a 4-byte float, 1 for our own places. */
  importance: number;
}

/** One searchable name of a place (normalised, as `place_names` holds it). */
export interface IndexedName {
  placeKey: string;
  name: string;
  primary: boolean;
}

interface Entry {
  name: string;
  primary: boolean;
  place: number;
  trigramCount: number;
}

/** Byte order of UTF-8, as `collate "C"` sorts (UTF-16 code units differ only past the BMP). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first index of `sorted` whose key is not below `key`. */
function lowerBound<T>(sorted: readonly T[], key: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(sorted[middle] as T) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class PlaceSearchIndex {
  private readonly places: readonly IndexedPlace[];
  private readonly entries: readonly Entry[];
  /** Entry numbers, by name. */
  private readonly byName: readonly number[];
  /** Every word after a name's first, with the rest of the name: "orsay" of "musee d orsay". */
  private readonly laterWords: readonly { text: string; entry: number }[];
  private readonly postings: ReadonlyMap<string, Int32Array>;
  private readonly namesOfPlace: readonly string[][];

  constructor(places: readonly IndexedPlace[], names: readonly IndexedName[]) {
    this.places = places;
    const placeNumber = new Map(places.map((place, index) => [place.key, index]));
    const entries: Entry[] = [];
    const namesOfPlace: string[][] = places.map(() => []);
    const postingLists = new Map<string, number[]>();
    for (const { placeKey, name, primary } of names) {
      const place = placeNumber.get(placeKey);
      if (place === undefined || !name) continue;
      const trigrams = trigramsOf(name);
      const entry = entries.length;
      entries.push({ name, primary, place, trigramCount: trigrams.size });
      namesOfPlace[place]?.push(name);
      for (const trigram of trigrams) {
        const list = postingLists.get(trigram);
        if (list) list.push(entry);
        else postingLists.set(trigram, [entry]);
      }
    }
    this.entries = entries;
    this.namesOfPlace = namesOfPlace;
    this.byName = entries
      .map((_, index) => index)
      .sort((a, b) => byCodePoint(entries[a]!.name, entries[b]!.name));
    const laterWords: { text: string; entry: number }[] = [];
    entries.forEach(({ name }, entry) => {
      for (let space = name.indexOf(' '); space !== -1; space = name.indexOf(' ', space + 1)) {
        laterWords.push({ text: name.slice(space + 1), entry });
      }
    });
    this.laterWords = laterWords.sort((a, b) => byCodePoint(a.text, b.text));
    this.postings = new Map([...postingLists].map(([trigram, list]) => [trigram, Int32Array.from(list)]));
  }

  /** How many names the index holds. */
  get size(): number {
    return this.entries.length;
  }

  /**
   * The best `count` places for a normalised query, with duplicates (a destination and its gazetteer
   * city), ranked as the database ranks them.
   */
  search(q: string, count: number): Candidate[] {
    if (!q || count <= 0) return [];
    const found = new Set<number>();
    for (const entry of this.withPrefix(q)) {
      if (q.length >= TRIGRAM_MIN_QUERY_LENGTH || this.entries[entry]!.primary) found.add(entry);
    }
    const queryTrigrams = trigramsOf(q);
    const shared = new Map<number, number>();
    for (const trigram of queryTrigrams) {
      for (const entry of this.postings.get(trigram) ?? []) shared.set(entry, (shared.get(entry) ?? 0) + 1);
    }
    // Short queries are only matched by prefix (ranked with their similarity all the same).
    if (q.length >= TRIGRAM_MIN_QUERY_LENGTH) {
      for (const entry of this.withLaterWord(q)) found.add(entry);
      for (const [entry, common] of shared) {
        const similarity = trigramSimilarity(common, queryTrigrams.size, this.entries[entry]!.trigramCount);
        if (similarity >= TRIGRAM_MATCH_THRESHOLD) found.add(entry);
      }
    }

    const prefixTier = q.length >= ALTERNATE_PREFIX_MIN_LENGTH;
    const matches = new Map<number, { tier: number; similarity: number }>();
    for (const entry of found) {
      const { name, primary, place, trigramCount } = this.entries[entry]!;
      const tier =
        name === q
          ? primary
            ? 0
            : 1
          : primary && name.startsWith(q)
            ? 2
            : primary && name.includes(` ${q}`)
              ? 3
              : prefixTier && name.startsWith(q)
                ? 4
                : FUZZY_TIER;
      const similarity = trigramSimilarity(shared.get(entry) ?? 0, queryTrigrams.size, trigramCount);
      const counted = primary || similarity >= ALTERNATE_MIN_SIMILARITY ? similarity : 0;
      const best = matches.get(place);
      if (!best) matches.set(place, { tier, similarity: counted });
      else {
        best.tier = Math.min(best.tier, tier);
        best.similarity = Math.max(best.similarity, counted);
      }
    }

    const ranked = [...matches]
      .filter(([, match]) => match.tier < FUZZY_TIER || match.similarity > 0)
      .map(([place, match]) => {
        const { importance } = this.places[place]!;
        const score =
          match.tier < FUZZY_TIER
            ? importance
            : Math.fround(match.similarity + Math.fround(FUZZY_IMPORTANCE_WEIGHT * importance));
        return { place, ...match, score };
      })
      .sort(
        (a, b) =>
          a.tier - b.tier ||
          b.score - a.score ||
          b.similarity - a.similarity ||
          byCodePoint(this.places[a.place]!.suggestion.name, this.places[b.place]!.suggestion.name) ||
          byCodePoint(this.places[a.place]!.key, this.places[b.place]!.key),
      )
      .slice(0, count);
    return ranked.map(({ place }) =>
      candidate(this.places[place]!.suggestion, this.namesOfPlace[place] ?? []),
    );
  }

  private *withPrefix(q: string): Generator<number> {
    for (
      let at = lowerBound(this.byName, q, (entry) => this.entries[entry]!.name);
      at < this.byName.length;
      at++
    ) {
      const entry = this.byName[at]!;
      if (!this.entries[entry]!.name.startsWith(q)) return;
      yield entry;
    }
  }

  private *withLaterWord(q: string): Generator<number> {
    for (let at = lowerBound(this.laterWords, q, (word) => word.text); at < this.laterWords.length; at++) {
      const word = this.laterWords[at]!;
      if (!word.text.startsWith(q)) return;
      yield word.entry;
    }
  }
}
