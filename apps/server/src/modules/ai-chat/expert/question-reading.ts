import { contentTerms, foldText, termRules } from '../text-terms';
import { editDistance } from '../typos';
import { type KnowledgeIndex, minLooseTermLength } from './knowledge-index';

/*
 * How the expert reads a question before it searches: typos read as the words the knowledge base
 * knows, an unnamed museum read as the Louvre, how much of the question the knowledge base knows, and
 * which of its words name what is asked.
 */

/**
 * A word of the question that names what it asks about and that at most this many passages hold
 * ("director", "passport", "favourite") is expected in the passages the answer is made of: the best
 * passage may share only the question's other words (the Louvre, Leonardo). Words that many passages
 * hold say little about what is asked. Of the counts tried on the calibration data (4, 6, 8, 12), the
 * highest at which no calibration question lost its answer.
 */
export const rareTermPassages = 8;

/**
 * The question as the knowledge base would write it: each word it does not know read as the
 * nearest word it knows, within the typos the word's length allows ("sfumatto", "Canna"), and a
 * first word one typo from a question word read as that word ("wat is…", "wen was…"). Words it
 * knows, little words and numbers are left as typed.
 */
export function corrected(index: KnowledgeIndex, question: string): string {
  const { processTerm } = termRules[index.language.code];
  const word = index.language.code === 'en' ? /[\p{L}\p{N}'’]+/gu : /[\p{L}\p{N}]+/gu;
  let first = true;
  return question.replace(word, (typed) => {
    const isFirst = first;
    first = false;
    const folded = foldText(typed).replace(/['’]s$/, '');
    if (/\p{N}/u.test(folded) || index.isWord(folded)) return typed;
    const asked = index.language.questionWords.find((known) => editDistance(folded, known, 1) <= 1);
    if (isFirst && asked) return asked;

    const term = processTerm(typed);
    if (term === null || index.isKnown(term, false)) return typed;
    return index.nearestKnownWord(folded) ?? typed;
  });
}

/**
 * "Is the museum open on Tuesday?": in this chat an unnamed museum is the Louvre, and is searched as
 * such (else the word matches any museum of the map as well, the Orangerie or the Prado), unless the
 * question names another place of the map ("the Prado museum").
 */
export function museumAsLouvre(index: KnowledgeIndex, question: string): string {
  const language = index.language;
  const asLouvre = question.replace(language.museumWord, language.louvre);
  if (asLouvre === question || language.namesLouvre(question)) return question;
  const asked = new Set(contentTerms(question, language.code));
  const named = index.placeNames.some((terms) => terms.every((term) => asked.has(term)));
  return named ? question : asLouvre;
}

/** The question names the Louvre, or a museum and no other place of the map. */
export function aboutTheLouvre(index: KnowledgeIndex, question: string): boolean {
  return index.language.namesLouvre(question) || museumAsLouvre(index, question) !== question;
}

/** Share of the question's terms that occur anywhere in the knowledge base. */
export function knownShare(index: KnowledgeIndex, question: string): number {
  const all = contentTerms(corrected(index, question), index.language.code);
  // Words saying how the question asks ("users", "need") need not be in the knowledge base, when
  // the question names something besides them ("Are there lifts for wheelchair users?").
  const named = all.filter((term) => !index.askingTerms.has(term));
  const terms = named.length > 0 ? named : all;
  if (terms.length === 0) return 0;
  // English keeps "d’orsay" whole as a question term: it is looked up as its parts, as the index cuts
  // it, and one known part is enough. The whole word's length decides the typo allowance.
  const known = terms.filter((term) => {
    const typo = term.length >= minLooseTermLength;
    const parts = index.language.code === 'en' ? index.indexTerms(term) : [term];
    return parts.some((part) => index.isKnown(part, typo));
  });
  return known.length / terms.length;
}

/** The question's words that name what it is about, as the index reads them (not how it asks). */
export function namingTerms(index: KnowledgeIndex, question: string): string[] {
  return contentTerms(museumAsLouvre(index, corrected(index, question)), index.language.code).filter(
    (term) => !index.askingTerms.has(term),
  );
}

/** The question's words that name what it is about and that few passages hold (see rareTermPassages). */
export function rareTerms(index: KnowledgeIndex, question: string): string[] {
  return namingTerms(index, question).filter(
    (term) => (index.passagesWith.get(term) ?? 0) <= rareTermPassages,
  );
}
