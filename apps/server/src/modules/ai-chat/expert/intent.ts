import type { KnowledgePassage } from '@artvoyage/content/knowledge';
import { contentTerms, termRules, wordsOf } from '../text-terms';
import { type Attribute, readAttribute } from './attributes';
import type { KnowledgeIndex } from './knowledge-index';
import { personAttributes, statesAttribute, subjectOf } from './passage-kinds';
import { namesSomeone } from './person-naming';
import { corrected, museumAsLouvre } from './question-reading';
import type { RetrievedPassage } from './retrieval';

/*
 * The intent reading: which subject a question names (an artwork, an artist, a room, a service of the
 * museum) and what it asks of it (see attributes.ts). The answer leads with a passage of that subject
 * stating what is asked, and when none does, for what a passage would have to state in so many words
 * (a weight, a price, a count, a marriage, a birth or a death), the expert says it does not know
 * rather than answer with a nearby passage.
 */

/**
 * Attributes the knowledge base states in so many words when it knows them: when no passage of the
 * subject asked about states one, the base is silent on it. The others (what a work is made of, how it
 * came to the museum) are told in many ways, and only choose the lead.
 */
const mustBeStated: ReadonlySet<Attribute> = new Set([
  'weight',
  'price',
  'family',
  'count',
  'birth',
  'death',
]);

/** The words that may stand between a number and what it counts ("150 people", "35 000 œuvres"). */
const countWindow = 6;
/** Letters a counted word and a word of the passage must share to be the same word in another form. */
const countStem = 4;

const year = /^(1\d|20)\d\d$/;

/** Each passage's names (its title and other names), as terms, by index. */
const namesCache = new WeakMap<KnowledgeIndex, ReadonlyMap<string, readonly (readonly string[])[]>>();

function namesOf(index: KnowledgeIndex): ReadonlyMap<string, readonly (readonly string[])[]> {
  const cached = namesCache.get(index);
  if (cached) return cached;
  const code = index.language.code;
  const names = new Map<string, readonly (readonly string[])[]>();
  for (const passage of index.byId.values()) {
    // A quiz's title is its question, which names whatever a question asked the same way names.
    if (passage.id.startsWith('game:')) continue;
    const terms = [passage.title, ...(passage.keywords ?? [])]
      .map((name) => contentTerms(name, code))
      .filter((list) => list.length > 0);
    names.set(passage.id, terms);
  }
  namesCache.set(index, names);
  return names;
}

/** The subjects whose passages a question names by one of their names, every word of it. */
export function namedSubjects(index: KnowledgeIndex, question: string): Set<string> {
  const asked = new Set(contentTerms(museumAsLouvre(index, corrected(index, question)), index.language.code));
  const named = new Set<string>();
  for (const [id, names] of namesOf(index)) {
    const passage = index.byId.get(id);
    if (passage && names.some((terms) => terms.every((term) => asked.has(term))))
      named.add(subjectOf(passage));
  }
  return named;
}

/**
 * Whether a passage states how many of the counted thing there are: a number, in figures or words,
 * a few words before the counted term or a form of it ("400 rooms", "150 personnes… survécurent").
 */
export function statesCount(index: KnowledgeIndex, passage: KnowledgePassage, counted: string): boolean {
  const { numberWord } = index.language.attributes;
  const { processTerm } = termRules[index.language.code];
  const stem = counted.slice(0, countStem);
  const words = wordsOf(passage.text, index.language.code);
  // A year ("1830: … Liberty Leading the People") dates, it does not count.
  const isCount = (word: string) => numberWord.test(word.toLowerCase()) && !year.test(word);
  return words.some(
    (word, at) =>
      isCount(word) &&
      words
        .slice(at + 1, at + 1 + countWindow)
        .some((next) => !numberWord.test(next.toLowerCase()) && (processTerm(next) ?? '').startsWith(stem)),
  );
}

/**
 * The ranked passages with the one stating the attribute asked first, or undefined when the subject
 * asked about has no passage stating an attribute the base would state in so many words (the expert
 * then says it does not know). `wide` holds more of the retrieved passages, with their scores.
 */
export function leadByAttribute(
  index: KnowledgeIndex,
  ranked: readonly RetrievedPassage[],
  wide: readonly RetrievedPassage[],
  question: string,
): RetrievedPassage[] | undefined {
  const words = index.language.attributes;
  const reading = readAttribute(question, words, (word) => index.isWord(word));
  const [best] = ranked;
  if (!reading || !best) return [...ranked];
  const { attribute } = reading;
  // A count is asked of a word the base knows ("how many steps"); else there is nothing to look for.
  const counted = reading.counted && contentTerms(reading.counted, index.language.code)[0];
  if (attribute === 'count' && (!counted || !index.isKnown(counted, false))) return [...ranked];
  const plainlyStates = (passage: KnowledgePassage) =>
    attribute === 'count' && counted
      ? statesCount(index, passage, counted)
      : statesAttribute(passage, attribute, words);

  // The subjects asked about: those the question names, and the best passage's when it names it.
  // Named by the words beside the cues: "cost" names the tickets, and asks the price of the pyramid.
  const named = namedSubjects(index, reading.rest);
  if (best.byName) named.add(subjectOf(best.passage));
  // A person's marriage or teacher is asked of an artist, not of "Visiting with children".
  const applies = (key: string) =>
    !personAttributes.has(attribute) ||
    [...index.byId.values()].some((passage) => subjectOf(passage) === key && passage.topic === 'artist');
  const subjects = new Set([...named].filter(applies));
  // "Who found it?": a passage stating the find and naming someone, when the subject has one.
  const evidence = words.evidence[attribute];
  const naming = (passage: KnowledgePassage) =>
    plainlyStates(passage) && evidence !== undefined && namesSomeone(index, passage, evidence);
  const asked = subjects.size > 0 ? subjects : new Set([subjectOf(best.passage)]);
  const states =
    attribute !== 'count' &&
    index.language.asksWho(question) &&
    [...index.byId.values()].some((passage) => asked.has(subjectOf(passage)) && naming(passage))
      ? naming
      : plainlyStates;
  // The best passage already states it, on a subject the question names or when it names none (the
  // ticket prices for "how much is it?", not for "how much did the pyramid cost?").
  const onSubject = subjects.size === 0 || subjects.has(subjectOf(best.passage));
  if (onSubject && applies(subjectOf(best.passage)) && states(best.passage)) return [...ranked];
  if (subjects.size === 0) return [...ranked];

  const scores = new Map(wide.map((item) => [item.passage.id, item]));
  const holders = [...index.byId.values()].filter(
    (passage) => subjects.has(subjectOf(passage)) && states(passage),
  );
  if (holders.length === 0) return mustBeStated.has(attribute) ? undefined : [...ranked];
  // The holder the search ranked highest; one it did not retrieve comes in the knowledge base's order.
  const score = (passage: KnowledgePassage) => scores.get(passage.id)?.score ?? 0;
  const order = (passage: KnowledgePassage) => index.order.get(passage.id) ?? Number.MAX_SAFE_INTEGER;
  // Why a work is famous names many of its details in passing; a passage saying just the detail goes first.
  const fame = (passage: KnowledgePassage) => (passage.id.endsWith(':fame') ? 1 : 0);
  const [lead] = [...holders].sort((a, b) => fame(a) - fame(b) || score(b) - score(a) || order(a) - order(b));
  if (!lead) return [...ranked];
  const found = scores.get(lead.id) ?? {
    passage: lead,
    score: best.score,
    matched: best.matched,
    byName: true,
  };
  return [
    { ...found, score: Math.max(found.score, best.score) },
    ...ranked.filter((item) => item.passage.id !== lead.id),
  ];
}
