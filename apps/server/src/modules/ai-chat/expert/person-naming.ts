import type { KnowledgePassage } from '@artvoyage/content/knowledge';
import type { KnowledgeIndex } from './knowledge-index';

/*
 * "Who found the Winged Victory?" asks for a person: of the passages stating a find, the one naming the
 * finder ("discovered in 1863 by Charles Champoiseau") answers it, not another find of the same work
 * ("part of her right hand, found in 1950"). A person is named by two capitalised words in a row, in
 * the sentence or clause holding the statement, that are not words of the work's own title ("The Venus
 * de Milo was found…" names no one).
 */

/** Where a sentence or clause ends: a full stop, semicolon or colon ("About the Venus de Milo: …"). */
const clauseEnd = /[.;:!?]\s+/u;
const word = /[\p{L}’'-]+/gu;
const capitalised = /^\p{Lu}/u;

/** Whether the passage names someone in a clause where `evidence` (the statement's words) stands. */
export function namesSomeone(index: KnowledgeIndex, passage: KnowledgePassage, evidence: RegExp): boolean {
  const title = index.titleTerms.get(passage.id) ?? new Set<string>();
  const isNameWord = (token: string) => {
    if (!capitalised.test(token)) return false;
    const [term] = index.indexTerms(token);
    return term !== undefined && !title.has(term);
  };
  return passage.text.split(clauseEnd).some((clause) => {
    if (!evidence.test(clause)) return false;
    const tokens = clause.match(word) ?? [];
    return tokens.some((token, at) => isNameWord(token) && isNameWord(tokens[at + 1] ?? ''));
  });
}
