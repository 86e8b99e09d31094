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

/** Whether an ascending list holds `value`. */
function contains(sorted: Int32Array, value: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return sorted[low] === value;
}

/**
 * The fewest trigrams a name must share with a query of `querySize` trigrams to reach the threshold:
 * its best case is a name made of those shared trigrams alone (similarity shared / querySize).
 */
export function fewestSharedToMatch(querySize: number): number {
  for (let shared = 1; shared <= querySize; shared++) {
    if (trigramSimilarity(shared, querySize, shared) >= TRIGRAM_MATCH_THRESHOLD) return shared;
  }
  return querySize + 1;
}

/** How an entry came into a search: its name matched by prefix or word, or it shares a rare trigram. */
const namedMatch = 1;
const trigramMatch = 2;
const noEntries = new Int32Array(0);

export class PlaceSearchIndex {
  private readonly places: readonly IndexedPlace[];
  private readonly entries: readonly Entry[];
  /** Entry numbers, by name. */
  private readonly byName: readonly number[];
  /** Every word after a name's first, with the rest of the name: "orsay" of "musee d orsay". */
  private readonly laterWords: readonly { text: string; entry: number }[];
  private readonly postings: ReadonlyMap<string, Int32Array>;
  private readonly namesOfPlace: readonly string[][];
  /** Each entry's number of distinct trigrams, apart from the entries for tight loops. */
  private readonly trigramCounts: Uint16Array;
  /**
   * Scratch space of one search, by entry: trigrams shared with the query, and how the entry came in
   * (`namedMatch`, `trigramMatch`); and the entries that came in. Searches run one at a time on the
   * event loop, and each clears what it wrote before it returns.
   */
  private readonly shared: Uint16Array;
  private readonly state: Uint8Array;
  private candidates = new Int32Array(1024);
  private readonly madeCandidates = new Map<number, Candidate>();
  private candidateCount = 0;

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
    this.trigramCounts = Uint16Array.from(entries, (entry) => entry.trigramCount);
    this.shared = new Uint16Array(entries.length);
    this.state = new Uint8Array(entries.length);
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
    const fuzzy = q.length >= TRIGRAM_MIN_QUERY_LENGTH;
    try {
      for (const entry of this.withPrefix(q)) {
        if (fuzzy || this.entries[entry]!.primary) this.admit(entry, namedMatch);
      }
      // Short queries are only matched by prefix (ranked with their similarity all the same).
      if (fuzzy) for (const entry of this.withLaterWord(q)) this.admit(entry, namedMatch);
      const lists = [...trigramsOf(q)]
        .map((trigram) => this.postings.get(trigram) ?? noEntries)
        .sort((a, b) => a.length - b.length);
      // A name absent from the rarest `open` lists shares too few trigrams to reach the threshold, so
      // only those lists bring names in; the commoner ones are only counted for names already in.
      const open = fuzzy ? lists.length - fewestSharedToMatch(lists.length) + 1 : 0;
      lists.forEach((list, rank) => (rank < open ? this.admitAll(list) : this.countFor(list)));
      return this.rank(q, count, lists.length);
    } finally {
      for (let at = 0; at < this.candidateCount; at++) {
        const entry = this.candidates[at]!;
        this.shared[entry] = 0;
        this.state[entry] = 0;
      }
      this.candidateCount = 0;
    }
  }

  private admit(entry: number, how: number): void {
    if (this.state[entry] === 0) {
      if (this.candidateCount === this.candidates.length) {
        const grown = new Int32Array(this.candidates.length * 2);
        grown.set(this.candidates);
        this.candidates = grown;
      }
      this.candidates[this.candidateCount++] = entry;
    }
    this.state[entry]! |= how;
  }

  private admitAll(list: Int32Array): void {
    for (let at = 0; at < list.length; at++) {
      const entry = list[at]!;
      this.admit(entry, trigramMatch);
      this.shared[entry]!++;
    }
  }

  /** Counts a trigram's list for the names already in: by lookup when they are few, else by a scan. */
  private countFor(list: Int32Array): void {
    if (this.candidateCount * Math.log2(list.length + 1) < list.length) {
      for (let at = 0; at < this.candidateCount; at++) {
        const entry = this.candidates[at]!;
        if (contains(list, entry)) this.shared[entry]!++;
      }
    } else {
      for (let at = 0; at < list.length; at++) {
        const entry = list[at]!;
        if (this.state[entry] !== 0) this.shared[entry]!++;
      }
    }
  }

  private rank(q: string, count: number, querySize: number): Candidate[] {
    const prefixTier = q.length >= ALTERNATE_PREFIX_MIN_LENGTH;
    const matches = new Map<number, { tier: number; similarity: number }>();
    for (let at = 0; at < this.candidateCount; at++) {
      const entry = this.candidates[at]!;
      const similarity = trigramSimilarity(this.shared[entry]!, querySize, this.trigramCounts[entry]!);
      if (!(this.state[entry]! & namedMatch) && similarity < TRIGRAM_MATCH_THRESHOLD) continue;
      const { name, primary, place } = this.entries[entry]!;
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
    return ranked.map(({ place }) => this.candidateOf(place));
  }

  /** A place as search answers it; made once, as nothing changes it (ranking.ts only reads it). */
  private candidateOf(place: number): Candidate {
    let made = this.madeCandidates.get(place);
    if (!made) {
      made = candidate(this.places[place]!.suggestion, this.namesOfPlace[place] ?? []);
      this.madeCandidates.set(place, made);
    }
    return made;
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
