import type { ChatHistoryMessage } from '@artvoyage/contract';
import type { KnowledgePassage } from '@artvoyage/content/knowledge';
import type { SearchResult } from 'minisearch';
import { contentTerms } from '../text-terms';
import { type KnowledgeIndex, namingFields, pairsOf } from './knowledge-index';
import { corrected, museumAsLouvre } from './question-reading';

export interface RetrievedPassage {
  passage: KnowledgePassage;
  score: number;
  /** The question's terms this passage matched. */
  matched: string[];
  /** Whether one of them is in its title, keywords or aliases, which say what the passage is about. */
  byName: boolean;
}

/**
 * Two words of the question that stand side by side in a passage as well ("le plus grand tableau",
 * "la visite Art français") say more than the same words apart: each such pair raises the passage's
 * score by this share, among the best candidates of the search.
 */
const pairBoost = 0.3;
const candidates = 30;

/** The passages that best match the question (and, for a short follow-up, the previous question). */
export function retrieve(
  index: KnowledgeIndex,
  question: string,
  history: readonly ChatHistoryMessage[] = [],
  limit = 6,
): RetrievedPassage[] {
  const language = index.language;
  let query = question;
  const previous = [...history].reverse().find((message) => message.role === 'user');
  // "When was it painted?" says nothing of what "it" is: lean on the last question.
  if (previous && contentTerms(question, language.code).length < 3 && language.refersBack(question)) {
    query = `${question} ${previous.content}`;
  }
  const searched = museumAsLouvre(index, corrected(index, query));
  const asked = pairsOf(contentTerms(searched, language.code));
  const together = (id: string) => asked.filter((pair) => index.pairs.get(id)?.has(pair)).length;
  return index.miniSearch
    .search(searched)
    .slice(0, candidates)
    .map((result) => ({ ...result, score: result.score * (1 + pairBoost * together(result.id as string)) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((result: SearchResult) => ({
      passage: index.byId.get(result.id as string) as KnowledgePassage,
      score: result.score,
      matched: result.queryTerms,
      byName: Object.values(result.match).some((fields: string[]) =>
        fields.some((field) => namingFields.has(field)),
      ),
    }));
}
