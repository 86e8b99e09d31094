/*
 * Trigram similarity as PostgreSQL's pg_trgm computes it, so that the in-process search index ranks
 * exactly as the database's query does: each word of a name (a run of letters and digits) is padded
 * with two spaces before and one after, its three-character windows form a set, and the similarity
 * of two names is the number of shared trigrams over the size of their union, as a 4-byte float.
 */

/** The set of trigrams of a name already normalised (lowercase, words separated by single spaces). */
export function trigramsOf(name: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of name.split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const letters = [' ', ' ', ...word, ' '];
    for (let start = 0; start + 3 <= letters.length; start++) {
      trigrams.add(letters.slice(start, start + 3).join(''));
    }
  }
  return trigrams;
}

/** pg_trgm's `similarity()`, from the two set sizes and how many trigrams they share. */
export function trigramSimilarity(shared: number, sizeA: number, sizeB: number): number {
  const union = sizeA + sizeB - shared;
  return union === 0 ? 0 : Math.fround(shared / union);
}

/** pg_trgm's default `similarity_threshold`: the `%` operator matches from this similarity. */
export const TRIGRAM_MATCH_THRESHOLD = 0.3;
