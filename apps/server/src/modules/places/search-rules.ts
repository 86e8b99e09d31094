/*
 * How place search ranks a match, shared by the database's query (the reference) and the in-process
 * index (what serves requests once built), so the two cannot drift apart.
 *
 * Match tiers, best first: exact primary name, exact alternate name (Firenze), primary prefix, a later
 * word of the primary name (orsay in "musee d orsay"), alternate prefix (from 5 letters: shorter ones
 * drag in old exonyms, Monachium for "mona"), then trigram similarity alone (typos: caior).
 * Queries under 3 letters only use primary prefixes: trigrams need 3 letters.
 */
export const FUZZY_TIER = 5;
export const ALTERNATE_PREFIX_MIN_LENGTH = 5;
/** Typo matches on alternate names need this trigram similarity (primary names: pg_trgm's 0.3). */
export const ALTERNATE_MIN_SIMILARITY = 0.5;
/** How much importance weighs against similarity among fuzzy matches. */
export const FUZZY_IMPORTANCE_WEIGHT = 0.25;
/** Trigram matching needs this many characters in the query. */
export const TRIGRAM_MIN_QUERY_LENGTH = 3;
