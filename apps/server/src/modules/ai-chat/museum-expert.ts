import type { ChatHistoryMessage, ChatLink } from '@artvoyage/contract';
import type { KnowledgePassage } from '@artvoyage/content/knowledge';
import MiniSearch, { type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { contentTerms, processTerm } from './text-terms';

export interface RetrievedPassage {
  passage: KnowledgePassage;
  score: number;
  /** The question's terms this passage matched. */
  matched: string[];
}

export interface ExpertAnswer {
  text: string;
  links: ChatLink[];
  /** False when the expert said it does not know (or answered small talk). */
  grounded: boolean;
}

/** Below this share of a question's terms known to the knowledge base, the expert says it does not know. */
const minKnownShare = 0.6;
/** A supporting passage must score at least this share of the best one. */
const supportShare = 0.35;
const maxPassages = 3;
const maxAnswerChars = 1100;

export const unknownAnswer =
  'I’m sorry, I don’t know that. I can tell you about the ten masterpieces in ArtVoyage and their artists, the museum’s history and rooms, our guided tours and how to plan your visit. Try asking, for example, “Where is the Winged Victory?”';

/** Query terms this long or longer also match longer words they start and words one typo away. */
const minLooseTermLength = 5;

const indexedFields = ['title', 'text', 'keywords'] as const;

function fieldText(passage: KnowledgePassage, field: string): string {
  const value = passage[field as keyof KnowledgePassage];
  return Array.isArray(value) ? value.join(' ') : ((value as string | undefined) ?? '');
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The terms of a text as the index cuts them: its default tokeniser, then our processTerm. */
function indexTerms(text: string): string[] {
  return tokenize(text)
    .map((token) => processTerm(token))
    .filter((term): term is string => term !== null);
}

/**
 * "Where is the Winged Victory?", "Where can I find…", "In which wing…": a question about where a work
 * is now. "Where was the Venus de Milo found?" asks about its history, not its room.
 */
export function asksWhereItIs(question: string): boolean {
  return (
    /\bwhere\b(?!\s+(was|were|did|had)\b)/i.test(question) ||
    /\b(room|wing|floor|located|find)\b/i.test(question)
  );
}

/** "Tips for visiting the Colosseum", "Do I need tickets…": a question about the practical side of a visit. */
export function asksAboutVisiting(question: string): boolean {
  return /\b(visit|visiting|visitors?|tips?|advice|tickets?|book|booking|queues?|crowds?|crowded)\b/i.test(
    question,
  );
}

const smallTalk: readonly { pattern: RegExp; reply: string }[] = [
  {
    pattern: /^(hi|hello|hey|good (morning|afternoon|evening)|bonjour|salut|привет|здравствуйте)\b[\s!.,]*$/i,
    reply:
      'Hello! I’m your museum expert. Ask me about an artwork, an artist, the museum’s history or how to plan your visit.',
  },
  {
    pattern: /^(thanks|thank you|merci|спасибо)\b.*$/i,
    reply: 'You’re welcome! Is there another masterpiece you would like to know about?',
  },
];

/**
 * The embedded art expert: full-text retrieval (MiniSearch, BM25 with prefix and fuzzy matching) over
 * the knowledge base, and an answer composed from the best passages on one subject, with links to
 * the pages they come from. It never writes a fact that is not in a passage.
 */
export class MuseumExpert {
  private readonly index: MiniSearch<KnowledgePassage>;
  private readonly byId: Map<string, KnowledgePassage>;
  /** Every term of the index, in the radix tree MiniSearch itself searches, for knownShare. */
  private readonly terms = new SearchableMap<true>();

  constructor(passages: readonly KnowledgePassage[]) {
    this.byId = new Map(passages.map((passage) => [passage.id, passage]));
    this.index = new MiniSearch<KnowledgePassage>({
      fields: [...indexedFields],
      extractField: fieldText,
      processTerm,
      searchOptions: {
        boost: { title: 3, keywords: 3 },
        prefix: (term) => term.length >= minLooseTermLength,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        combineWith: 'OR',
      },
    });
    this.index.addAll([...passages]);
    for (const passage of passages) {
      for (const field of indexedFields) {
        for (const term of indexTerms(fieldText(passage, field))) this.terms.set(term, true);
      }
    }
  }

  get size(): number {
    return this.byId.size;
  }

  /** The passages that best match the question (and, for a short follow-up, the previous question). */
  retrieve(question: string, history: readonly ChatHistoryMessage[] = [], limit = 6): RetrievedPassage[] {
    let query = question;
    const previous = [...history].reverse().find((message) => message.role === 'user');
    // "When was it painted?" says nothing of what "it" is: lean on the last question.
    if (
      previous &&
      contentTerms(question).length < 3 &&
      /\b(it|he|she|they|him|her|this|that|there)\b/i.test(question)
    ) {
      query = `${question} ${previous.content}`;
    }
    return this.index
      .search(query)
      .slice(0, limit)
      .map((result: SearchResult) => ({
        passage: this.byId.get(result.id as string) as KnowledgePassage,
        score: result.score,
        matched: result.queryTerms,
      }));
  }

  /** Share of the question's terms that occur anywhere in the knowledge base. */
  knownShare(question: string): number {
    const terms = contentTerms(question);
    if (terms.length === 0) return 0;
    // "d’orsay" is looked up as its parts, as the index cuts it; one known part is enough. As with the
    // search this replaces, the whole word's length decides the typo allowance, each part's the prefix.
    const known = terms.filter((term) => {
      const typo = term.length >= minLooseTermLength;
      return indexTerms(term).some((part) => this.isKnown(part, typo));
    });
    return known.length / terms.length;
  }

  /**
   * Whether the index holds the term, a longer word it starts (from five letters) or, when `typo`, a
   * word one typo away: stricter than retrieval, so "Australia" is not taken for "Austria".
   */
  private isKnown(term: string, typo: boolean): boolean {
    if (this.terms.has(term)) return true;
    if (term.length >= minLooseTermLength && this.terms.atPrefix(term).size > 0) return true;
    return typo && this.terms.fuzzyGet(term, 1).size > 0;
  }

  answer(question: string, history: readonly ChatHistoryMessage[] = []): ExpertAnswer {
    const chat = smallTalk.find((entry) => entry.pattern.test(question.trim()));
    if (chat) return { text: chat.reply, links: [], grounded: false };

    const retrieved = this.retrieve(question, history);
    const best = retrieved[0];
    if (!best || this.knownShare(question) < minKnownShare)
      return { text: unknownAnswer, links: [], grounded: false };

    const chosen = overviewFirst(choosePassages(locationFirst(retrieved, question)), question);
    return {
      text: chosen.map((item) => item.passage.text).join('\n\n'),
      links: linksOf(chosen.map((item) => item.passage)),
      grounded: true,
    };
  }
}

/**
 * The best passage, then up to two that support it: scoring close enough and about the same subject
 * (same artwork or title) when there is one, without repeating a passage's text.
 */
function choosePassages(retrieved: readonly RetrievedPassage[]): RetrievedPassage[] {
  const [best, ...rest] = retrieved;
  if (!best) return [];
  const candidates = rest.filter((item) => item.score >= best.score * supportShare);
  const sameSubject = candidates.filter((item) => subject(item) === subject(best));
  const ordered = [...sameSubject, ...candidates.filter((item) => subject(item) !== subject(best))];
  const chosen = [best];
  let length = best.passage.text.length;
  for (const item of ordered) {
    if (chosen.length >= maxPassages) break;
    if (chosen.some((c) => c.passage.text === item.passage.text)) continue;
    // A quiz question ("…? Answer: 32.") reads well alone, not as a supporting paragraph.
    if (item.passage.text.includes('? Answer:')) continue;
    if (length + item.passage.text.length > maxAnswerChars) continue;
    chosen.push(item);
    length += item.passage.text.length;
  }
  return chosen;
}

/**
 * A question about where an artwork is leads with its location passage, even when its summary, which
 * names the artwork as often, scores higher; the summary and other passages then support it.
 */
function locationFirst(retrieved: readonly RetrievedPassage[], question: string): RetrievedPassage[] {
  const artworkId = retrieved[0]?.passage.artworkId;
  if (!artworkId || !asksWhereItIs(question)) return [...retrieved];
  const location = retrieved.find((item) => item.passage.id === `artwork:${artworkId}:location`);
  return location ? [location, ...retrieved.filter((item) => item !== location)] : [...retrieved];
}

/** Passages about the same artwork, or else with the same title (a landmark's three passages). */
const subject = (item: RetrievedPassage) => item.passage.artworkId ?? item.passage.title;

/**
 * An answer starts with what its subject is, unless the question asks for something else: an
 * artwork's location leads only for a "where" question, and visiting tips come after the other
 * passages on the subject unless the question is about visiting (a landmark's tips name it as often
 * as its overview does, so they can outscore it).
 */
function overviewFirst(chosen: RetrievedPassage[], question: string): RetrievedPassage[] {
  const [best] = chosen;
  if (!best) return chosen;
  let group = chosen.filter((item) => subject(item) === subject(best));
  const others = chosen.filter((item) => subject(item) !== subject(best));
  if (!asksAboutVisiting(question)) {
    const isTips = (item: RetrievedPassage) => item.passage.id.endsWith(':visit');
    group = [...group.filter((item) => !isTips(item)), ...group.filter(isTips)];
  }
  const [lead] = group;
  if (lead?.passage.id.endsWith(':location') && !asksWhereItIs(question)) {
    const summary = group.find((item) => item.passage.id.endsWith(':summary'));
    if (summary) group = [summary, ...group.filter((item) => item !== summary)];
  }
  return [...group, ...others];
}

/** The distinct pages the passages link to, best first, at most three. */
export function linksOf(passages: readonly KnowledgePassage[]): ChatLink[] {
  const links = new Map<string, ChatLink>();
  for (const passage of passages) {
    if (passage.link && !links.has(passage.link.path)) links.set(passage.link.path, { ...passage.link });
  }
  return [...links.values()].slice(0, 3);
}
