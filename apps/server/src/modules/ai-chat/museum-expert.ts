import type { ChatHistoryMessage, ChatLink } from '@artvoyage/contract';
import type { KnowledgePassage } from '@artvoyage/content/knowledge';
import MiniSearch, { type SearchResult } from 'minisearch';
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

  constructor(passages: readonly KnowledgePassage[]) {
    this.byId = new Map(passages.map((passage) => [passage.id, passage]));
    this.index = new MiniSearch<KnowledgePassage>({
      fields: ['title', 'text', 'keywords'],
      extractField: (document, field) => {
        const value = document[field as keyof KnowledgePassage];
        return Array.isArray(value) ? value.join(' ') : ((value as string | undefined) ?? '');
      },
      processTerm,
      searchOptions: {
        boost: { title: 3, keywords: 3 },
        prefix: (term) => term.length >= 5,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        combineWith: 'OR',
      },
    });
    this.index.addAll([...passages]);
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
    // Stricter than retrieval: one typo at most, so "Australia" is not taken for "Austria".
    const known = terms.filter(
      (term) => this.index.search(term, { fuzzy: term.length >= 5 ? 1 : false }).length > 0,
    );
    return known.length / terms.length;
  }

  answer(question: string, history: readonly ChatHistoryMessage[] = []): ExpertAnswer {
    const chat = smallTalk.find((entry) => entry.pattern.test(question.trim()));
    if (chat) return { text: chat.reply, links: [], grounded: false };

    const retrieved = this.retrieve(question, history);
    const best = retrieved[0];
    if (!best || this.knownShare(question) < minKnownShare)
      return { text: unknownAnswer, links: [], grounded: false };

    const chosen = overviewFirst(choosePassages(retrieved), question);
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
  const subject = (item: RetrievedPassage) => item.passage.artworkId ?? item.passage.title;
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
 * An artwork's answer starts with what it is, unless the question asks where it is: the location
 * passage leads only for a "where" question.
 */
function overviewFirst(chosen: RetrievedPassage[], question: string): RetrievedPassage[] {
  const [best] = chosen;
  if (!best?.passage.id.endsWith(':location') || /\b(where|room|wing|find|located|floor)\b/i.test(question)) {
    return chosen;
  }
  const summary = chosen.find((item) => item.passage.id.endsWith(':summary'));
  return summary ? [summary, ...chosen.filter((item) => item !== summary)] : chosen;
}

/** The distinct pages the passages link to, best first, at most three. */
export function linksOf(passages: readonly KnowledgePassage[]): ChatLink[] {
  const links = new Map<string, ChatLink>();
  for (const passage of passages) {
    if (passage.link && !links.has(passage.link.path)) links.set(passage.link.path, { ...passage.link });
  }
  return [...links.values()].slice(0, 3);
}
