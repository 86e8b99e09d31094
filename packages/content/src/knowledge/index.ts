import { knowledgePassages } from './english';
import { translatedKnowledge } from './localized';
import type { KnowledgeLanguage, KnowledgePassage } from './types';

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
export * from './aliases';
export type * from './translation';
export { DUPLICATE_OVERLAP } from './duplicates';
export { knowledgeTranslations, linkLabels } from './localized';
export { MAX_PASSAGE_CHARS, MAX_PASSAGE_SENTENCES, splitSentences } from './text';

export { knowledgePassages } from './english';

/**
 * The knowledge base in a language: the English one, or its translation (the same passages, ids and
 * links, with texts written in that language or derived from its content packs).
 */
export function knowledgeIn(language: KnowledgeLanguage): readonly KnowledgePassage[] {
  return language === 'en' ? knowledgePassages() : translatedKnowledge(language);
}
