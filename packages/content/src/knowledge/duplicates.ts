import { coveredShare, wordSet } from './text';
import type { KnowledgePassage } from './types';

/** A derived passage is left out when this share of its content words is already in one earlier passage. */
export const DUPLICATE_OVERLAP = 0.85;

/** Keeps the first of passages whose texts (nearly) repeat each other. */
export function withoutDuplicates(
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
