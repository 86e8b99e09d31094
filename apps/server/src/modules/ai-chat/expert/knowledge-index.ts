import { aliasesOf, type KnowledgePassage } from '@artvoyage/content/knowledge';
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { expertLanguages } from '../languages';
import type { ExpertLanguage } from '../languages/expert-language';
import { contentTerms, foldText, termRules, wordsOf, type ChatLanguage } from '../text-terms';
import { editDistance, nearestWord } from '../typos';
import { quizBoost, quizQuestion } from './passage-kinds';

/*
 * One language's knowledge base as the expert searches it: full-text retrieval (MiniSearch, BM25 with
 * prefix and fuzzy matching) and the counts the ranking reads (which terms each passage holds, how
 * many passages hold each term, the words as written for typo correction).
 */

/** Query terms this long or longer also match longer words they start and words one typo away. */
export const minLooseTermLength = 5;

const indexedFields = ['title', 'text', 'keywords', 'aliases'] as const;

/**
 * How much a match counts in each field. A title and the names in `keywords` say what a passage is
 * about; its aliases, the ways visitors ask for what it says, help find it but count for less, so
 * that they do not outscore the passage whose own words the question uses.
 */
const fieldBoost = { title: 3, keywords: 3, aliases: 2 };

/** The fields that name a passage's subject or what it says, rather than mention it in passing. */
export const namingFields: ReadonlySet<string> = new Set(['title', 'keywords', 'aliases']);

/** The neighbouring pairs of a list of terms, each as "first second". */
export function pairsOf(terms: readonly string[]): string[] {
  return terms.slice(1).map((term, index) => `${terms[index]} ${term}`);
}

function fieldText(passage: KnowledgePassage, field: string, language: ChatLanguage): string {
  if (field === 'aliases') return aliasesOf(passage.id, language).join(' ; ');
  const value = passage[field as keyof KnowledgePassage];
  return Array.isArray(value) ? value.join(' ') : ((value as string | undefined) ?? '');
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/**
 * A word in a passage's title says what the passage is about, which is why titles weigh more; but a
 * word that many passages share ("grand", "Louvre", "musée") says little about which of them is
 * asked for. Its title match counts by its rarity over all the passages rather than over the titles
 * alone (the ratio of the two inverse document frequencies, at most 1): "Quel est le plus grand
 * tableau du Louvre ?" is not answered by the passage titled "Le Grand Louvre".
 */
export function titleWeight(inTitles: number, inPassages: number, passages: number): number {
  const idf = (count: number) => Math.log(1 + (passages - count + 0.5) / (count + 0.5));
  const inTitle = idf(inTitles);
  return inTitle <= 0 ? 1 : Math.min(1, Math.sqrt(idf(Math.max(inPassages, inTitles)) / inTitle));
}

/**
 * How many typo corrections an index remembers. A question's words are corrected several times over
 * (for the search, the known share, the unanswered share) and visitors repeat words, but a visitor may
 * also send endless new ones: past this many, the memory starts again.
 */
const rememberedCorrections = 10_000;

export class KnowledgeIndex {
  readonly miniSearch: MiniSearch<KnowledgePassage>;
  readonly byId: ReadonlyMap<string, KnowledgePassage>;
  /** Each passage's place in the knowledge base, where an overview comes before its details. */
  readonly order: ReadonlyMap<string, number>;
  /** Every term of the index, in the radix tree MiniSearch itself searches, for knownShare. */
  private readonly terms = new SearchableMap<true>();
  /** In how many passages each term occurs: a rare term says more about what a question asks. */
  readonly passagesWith = new Map<string, number>();
  readonly language: ExpertLanguage;
  private readonly processTerm: (term: string) => string | null;
  private readonly tokenize: (text: string) => string[];
  /** The terms of each place of the map's name, but for a word such as "museum" ("Prado"). */
  readonly placeNames: readonly (readonly string[])[];
  /** Every word of the knowledge base as written (folded), with the number of passages it occurs in. */
  readonly vocabulary = new Map<string, number>();
  /** The terms of each passage's title. */
  readonly titleTerms = new Map<string, ReadonlySet<string>>();
  /** The pairs of neighbouring terms of each passage ("grand tableau", "art franc"). */
  readonly pairs = new Map<string, ReadonlySet<string>>();
  /** How much a term found in a passage's title counts, by how many passages share it (see titleWeight). */
  private readonly titleWeights = new Map<string, number>();
  /** Every term of each passage (title, text and keywords). */
  private readonly passageTerms = new Map<string, ReadonlySet<string>>();
  /** The terms of the words that ask about a subject rather than name one ("how big", "who painted"). */
  readonly askingTerms: ReadonlySet<string>;

  constructor(passages: readonly KnowledgePassage[], language: ChatLanguage) {
    this.language = expertLanguages[language];
    const { processTerm, rephrase } = termRules[language];
    this.processTerm = processTerm;
    this.tokenize = (text) => tokenize(rephrase(text));
    this.byId = new Map(passages.map((passage) => [passage.id, passage]));
    this.order = new Map(passages.map((passage, index) => [passage.id, index]));
    this.miniSearch = new MiniSearch<KnowledgePassage>({
      fields: [...indexedFields],
      extractField: (passage, field) => fieldText(passage, field, language),
      processTerm: this.processTerm,
      tokenize: this.tokenize,
      searchOptions: {
        boost: fieldBoost,
        prefix: (term) => term.length >= minLooseTermLength,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        combineWith: 'OR',
        boostDocument: (id: string, term: string) =>
          (quizQuestion.test(id) ? quizBoost : 1) *
          (this.titleTerms.get(id)?.has(term) ? (this.titleWeights.get(term) ?? 1) : 1),
        // Stemmers cut some forms of a word one letter apart ("чемоданы", "чемоданом"): in French and
        // Russian a word one letter off weighs nearly as much as the word itself.
        ...(language !== 'en' && { weights: { fuzzy: 0.8, prefix: 0.5 } }),
      },
    });
    this.askingTerms = new Set(
      this.language.askingWords.map(processTerm).filter((term): term is string => term !== null),
    );
    this.placeNames = passages
      .filter((passage) => passage.topic === 'landmark' || passage.topic === 'destination')
      .map((passage) => contentTerms(passage.title.replace(this.language.museumWord, ' '), language))
      .filter((terms) => terms.length > 0);
    this.miniSearch.addAll([...passages]);
    const titlesWith = new Map<string, number>();
    for (const passage of passages) {
      const own = new Set(
        indexedFields.flatMap((field) => this.indexTerms(fieldText(passage, field, language))),
      );
      this.passageTerms.set(passage.id, own);
      for (const term of own) {
        this.terms.set(term, true);
        this.passagesWith.set(term, (this.passagesWith.get(term) ?? 0) + 1);
      }
      this.pairs.set(
        passage.id,
        new Set(
          indexedFields.flatMap((field) => pairsOf(this.indexTerms(fieldText(passage, field, language)))),
        ),
      );
      const title = new Set(this.indexTerms(passage.title));
      this.titleTerms.set(passage.id, title);
      for (const term of title) titlesWith.set(term, (titlesWith.get(term) ?? 0) + 1);
      const written = new Set(
        indexedFields.flatMap((field) =>
          wordsOf(fieldText(passage, field, language), language).map(foldText),
        ),
      );
      for (const word of written) this.vocabulary.set(word, (this.vocabulary.get(word) ?? 0) + 1);
    }
    for (const [term, inTitles] of titlesWith)
      this.titleWeights.set(term, titleWeight(inTitles, this.passagesWith.get(term) ?? inTitles, this.size));
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * Whether a folded word is a word in its own right, never a typo of another: a word of the knowledge
   * base, or an everyday word of the language it lacks («курить» is not «купить»).
   */
  isWord(word: string): boolean {
    return this.vocabulary.has(word) || this.language.everydayWords.includes(word);
  }

  /** Corrections already looked up (see nearestKnownWord), with the misses. */
  private readonly corrections = new Map<string, string | undefined>();

  /**
   * The word of the vocabulary nearest a folded word within its typo allowance (see nearestWord),
   * remembered: looking it up compares the word with every word of the knowledge base.
   */
  nearestKnownWord(word: string): string | undefined {
    if (this.corrections.has(word)) return this.corrections.get(word);
    const nearest = nearestWord(word, this.vocabulary);
    if (this.corrections.size >= rememberedCorrections) this.corrections.clear();
    this.corrections.set(word, nearest);
    return nearest;
  }

  /** The terms of a text as the index cuts them: its default tokeniser, then the language's rule. */
  indexTerms(text: string): string[] {
    return this.tokenize(text)
      .map((token) => this.processTerm(token))
      .filter((term): term is string => term !== null);
  }

  /**
   * Whether the index holds the term, a longer word it starts (from five letters) or, when `typo`, a
   * term one typo away (the stemmers cut some forms of a word one letter apart: "чемоданом").
   */
  isKnown(term: string, typo: boolean): boolean {
    if (this.terms.has(term)) return true;
    if (term.length >= minLooseTermLength && this.terms.atPrefix(term).size > 0) return true;
    return typo && this.terms.fuzzyGet(term, 1).size > 0;
  }

  /**
   * Whether a passage holds a term: as it is, as the start of a longer word (from five letters), or,
   * for a term the index does not hold (a form the stemmer left apart, a typo), one typo away. A
   * term the index holds is not read as another word one typo away ("director" is not "directly").
   */
  holds(id: string, term: string): boolean {
    const own = this.passageTerms.get(id);
    if (!own) return false;
    if (own.has(term)) return true;
    const loose = term.length >= minLooseTermLength;
    const typo = !this.terms.has(term) && loose;
    for (const word of own) {
      if (loose && word.startsWith(term)) return true;
      if (typo && editDistance(word, term, 1) <= 1) return true;
    }
    return false;
  }
}
