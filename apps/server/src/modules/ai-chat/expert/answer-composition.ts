import type { ChatLink } from '@artvoyage/contract';
import type { KnowledgePassage } from '@artvoyage/content/knowledge';
import type { KnowledgeIndex } from './knowledge-index';
import { subject } from './passage-kinds';
import { namingTerms, rareTerms } from './question-reading';
import type { RetrievedPassage } from './retrieval';

/*
 * The answer made of the ranked passages: the lead and the passages supporting it, whether it leaves
 * out what the question asks, and the pages it links to.
 */

export interface ExpertAnswer {
  text: string;
  links: ChatLink[];
  /** False when the expert said it does not know (or answered small talk). */
  grounded: boolean;
  /** The ids of the passages the answer is made of, in order (for tests and the benchmark). */
  sources: string[];
}

/**
 * The expert says it does not know when the words the answer leaves out (see rareTermPassages in
 * question-reading.ts) weigh at least this share of what the question names (see unansweredShare).
 * Set between the highest share of a question it answers rightly in the tests and benchmark sets
 * (0.43, "Можно ли снимать в музее со вспышкой?", answered by the photography passage, which says
 * "фотографировать") and the lowest of the calibration questions it cannot answer (0.50, "Quel temps
 * fera-t-il demain à Paris ?").
 */
export const minUnansweredShare = 0.45;
/** A supporting passage must score at least this share of the best one. */
const supportShare = 0.35;
const maxPassages = 3;
const maxAnswerChars = 1100;

/** A quiz question with its answer after it, in any language: "…? Answer:", "… ? Réponse :", "…? Ответ:". */
const quizAnswer = /\?\s(Answer|Réponse|Ответ)\s?:/u;

/**
 * The best passage, then up to two that support it: scoring close enough and about the same subject
 * (same artwork or title) when there is one, without repeating a passage's text. A passage on another
 * subject joins only when it answers a part of the question the chosen ones do not ("Is the museum open
 * on Tuesday?" needs the closing days, not the museum's opening in 1793).
 */
export function choosePassages(retrieved: readonly RetrievedPassage[]): RetrievedPassage[] {
  const [best, ...rest] = retrieved;
  if (!best) return [];
  const candidates = rest.filter((item) => item.score >= best.score * supportShare);
  const sameSubject = candidates.filter((item) => subject(item) === subject(best));
  const ordered = [...sameSubject, ...candidates.filter((item) => subject(item) !== subject(best))];
  const chosen = [best];
  const covered = new Set(best.matched);
  let length = best.passage.text.length;
  for (const item of ordered) {
    if (chosen.length >= maxPassages) break;
    if (chosen.some((c) => c.passage.text === item.passage.text)) continue;
    // A quiz question ("…? Answer: 32.") reads well alone, not as a supporting paragraph.
    if (quizAnswer.test(item.passage.text)) continue;
    if (length + item.passage.text.length > maxAnswerChars) continue;
    if (subject(item) !== subject(best) && item.matched.every((term) => covered.has(term))) continue;
    chosen.push(item);
    for (const term of item.matched) covered.add(term);
    length += item.passage.text.length;
  }
  return chosen;
}

/**
 * The rare words naming what the question asks about (not how it asks: see `askingWords`) that no
 * passage of the answer's subject holds: signs that the answer is about something else that shares
 * the question's other words ("Who is the director of the Louvre now?" and the entrances, "What was
 * Leonardo's favourite food?" and his life). How much they weigh decides (see unansweredShare).
 */
export function unansweredTerms(
  index: KnowledgeIndex,
  question: string,
  chosen: readonly RetrievedPassage[],
): string[] {
  const [lead] = chosen;
  if (!lead) return [];
  const group = chosen.filter((item) => subject(item) === subject(lead)).map((item) => item.passage.id);
  return rareTerms(index, question).filter((term) => !group.some((id) => index.holds(id, term)));
}

/**
 * How much of what the question names the answer leaves out: the weight of its unanswered words
 * (see unansweredTerms) over that of all the words naming what it asks about, each weighing by its
 * rarity in the knowledge base. A paraphrase ("Who taught David?", answered by whom he trained
 * under) leaves out one word among several rarer or as rare ones; a question on something else
 * ("Who is the director of the Louvre now?") leaves out what matters most in it.
 */
export function unansweredShare(
  index: KnowledgeIndex,
  question: string,
  chosen: readonly RetrievedPassage[],
): number {
  const unanswered = unansweredTerms(index, question, chosen);
  if (unanswered.length === 0) return 0;
  const terms = namingTerms(index, question);
  const rarity = (term: string) => Math.log((index.size + 1) / ((index.passagesWith.get(term) ?? 0) + 1));
  const total = terms.reduce((sum, term) => sum + rarity(term), 0);
  return total === 0 ? 0 : unanswered.reduce((sum, term) => sum + rarity(term), 0) / total;
}

/** The distinct pages the passages link to, best first, at most three. */
export function linksOf(passages: readonly KnowledgePassage[]): ChatLink[] {
  const links = new Map<string, ChatLink>();
  for (const passage of passages) {
    if (passage.link && !links.has(passage.link.path)) links.set(passage.link.path, { ...passage.link });
  }
  return [...links.values()].slice(0, 3);
}
