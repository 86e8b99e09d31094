import { artHistoryPassages } from './art-history';
import { artistPassages } from './artists';
import { artworkPassages } from './artworks';
import { withoutDuplicates } from './duplicates';
import { gamePassages } from './games';
import { translatedKnowledge } from './localized';
import { museumPassages } from './museum';
import { placePassages } from './places';
import { roomPassages } from './rooms';
import { tourPassages } from './tours';
import type { KnowledgeLanguage, KnowledgePassage } from './types';
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
export type * from './translation';
export { DUPLICATE_OVERLAP } from './duplicates';
export { knowledgeTranslations, linkLabels } from './localized';
export { MAX_PASSAGE_CHARS, MAX_PASSAGE_SENTENCES, splitSentences } from './text';

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

/**
 * The knowledge base in a language: the English one, or its translation (the same passages, ids and
 * links, with texts written in that language; place passages once the language's places pack exists,
 * game passages once the games have translations).
 */
export function knowledgeIn(language: KnowledgeLanguage): readonly KnowledgePassage[] {
  return language === 'en' ? knowledgePassages : translatedKnowledge(language);
}
