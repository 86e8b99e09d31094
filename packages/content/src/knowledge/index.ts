import { artHistoryPassages } from './art-history';
import { artistPassages } from './artists';
import { artworkPassages } from './artworks';
import { gamePassages } from './games';
import { museumPassages } from './museum';
import { placePassages } from './places';
import { roomPassages } from './rooms';
import { coveredShare, wordSet } from './text';
import { tourPassages } from './tours';
import type { KnowledgePassage } from './types';
import { visitPassages } from './visit';

export * from './types';
export * from './routes';
export * from './artworks';
export * from './tours';
export * from './places';
export * from './games';
export * from './artists';
export * from './museum';
export * from './rooms';
export * from './visit';
export * from './art-history';
export { MAX_PASSAGE_CHARS, MAX_PASSAGE_SENTENCES, splitSentences } from './text';

/** A derived passage is left out when this share of its content words is already in one earlier passage. */
export const DUPLICATE_OVERLAP = 0.85;

/** Keeps the first of passages whose texts (nearly) repeat each other. */
function withoutDuplicates(
  kept: readonly KnowledgePassage[],
  candidates: readonly KnowledgePassage[],
): KnowledgePassage[] {
  const result = [...kept];
  const words = result.map((passage) => wordSet(passage.text));
  for (const candidate of candidates) {
    const candidateWords = wordSet(candidate.text);
    if (words.some((earlier) => coveredShare(candidateWords, earlier) >= DUPLICATE_OVERLAP)) continue;
    result.push(candidate);
    words.push(candidateWords);
  }
  return result;
}

/**
 * The museum expert's knowledge base: passages derived from the bundled content (artworks, tours,
 * places, games) and written ones (artists, museum, rooms, visiting tips, art history). Place and
 * game passages that repeat an earlier passage are skipped (artwork and tour passages never repeat
 * each other: each says something different about its subject).
 */
export const knowledgePassages: readonly KnowledgePassage[] = withoutDuplicates(
  [
    ...artworkPassages,
    ...tourPassages,
    ...artistPassages,
    ...museumPassages,
    ...roomPassages,
    ...visitPassages,
    ...artHistoryPassages,
  ],
  [...placePassages, ...gamePassages],
);
