import type { ChatHistoryMessage, ChatLink } from '@artvoyage/contract';
import { appPaths, type KnowledgePassage } from '@artvoyage/content/knowledge';
import { destinations } from '@artvoyage/content/places';
import MiniSearch, { type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { expertLanguages, type ExpertLanguage } from './languages';
import { contentTerms, foldText, termRules, wordsOf, type ChatLanguage } from './text-terms';
import { editDistance, nearestWord } from './typos';

export interface RetrievedPassage {
  passage: KnowledgePassage;
  score: number;
  /** The question's terms this passage matched. */
  matched: string[];
  /** Whether one of them is in its title or keywords, which say what the passage is about. */
  byName: boolean;
}

export interface ExpertAnswer {
  text: string;
  links: ChatLink[];
  /** False when the expert said it does not know (or answered small talk). */
  grounded: boolean;
  /** The ids of the passages the answer is made of, in order (for tests and the benchmark). */
  sources: string[];
}

/** Below this share of a question's terms known to the knowledge base, the expert says it does not know. */
const minKnownShare = 0.7;
/**
 * A word of the question that names what it asks about and that at most this many passages hold
 * ("director", "passport", "favourite") is expected in the passages the answer is made of: the best
 * passage may share only the question's other words (the Louvre, Leonardo). Words that many passages
 * hold say little about what is asked. Of the counts tried on the calibration data (4, 6, 8, 12), the
 * highest at which no calibration question lost its answer.
 */
export const rareTermPassages = 8;
/**
 * The expert says it does not know when the words the answer leaves out (see rareTermPassages) weigh
 * at least this share of what the question names (see unansweredShare). Set between the highest share
 * of a question it answers rightly in the tests and benchmark sets (0.43, "Можно ли снимать в музее со
 * вспышкой?", answered by the photography passage, which says "фотографировать") and the lowest of
 * the calibration questions it cannot answer (0.50, "Quel temps fera-t-il demain à Paris ?").
 */
export const minUnansweredShare = 0.45;
/**
 * A fact of the best passage's artwork that holds the words naming what is asked leads when it scores
 * at least this share of it (see factFirst).
 */
const factShare = 0.6;
/** A supporting passage must score at least this share of the best one. */
const supportShare = 0.35;
const maxPassages = 3;
const maxAnswerChars = 1100;
/** Passages scoring within this share of the best are a tie, which the question's coverage breaks. */
const tieShare = 0.85;
/**
 * On one subject, a passage matching what is asked of it (a word its title does not hold) goes before
 * the subject's earlier passages when it scores more than this share above them.
 */
const aspectMargin = 0.05;

export const unknownAnswer = expertLanguages.en.unknownAnswer;

/** Query terms this long or longer also match longer words they start and words one typo away. */
const minLooseTermLength = 5;

/**
 * A quiz passage's title is its question, so it echoes the words of any question asked the same way
 * ("In what year did the Louvre first open…" and the quiz's "Under what name did the Louvre first
 * open…") and outscores the written passage that answers: quiz passages count for less, and lead when
 * no other passage matches as well. Statements of the games (true or false, timeline) are facts, and
 * count fully.
 */
const quizBoost = 0.4;
const quizQuestion = /^game:(louvre|artworks|artists)-\d+$/;
/** Passages made of the games, which the written passages go before on a tie. */
const derivedFromGames = /^game:/;

const indexedFields = ['title', 'text', 'keywords'] as const;

/**
 * Two words of the question that stand side by side in a passage as well ("le plus grand tableau",
 * "la visite Art français") say more than the same words apart: each such pair raises the passage's
 * score by this share, among the best candidates of the search.
 */
const pairBoost = 0.3;
const candidates = 30;
/** The passages an answer is chosen from. */
const answerCandidates = 10;

/** The neighbouring pairs of a list of terms, each as "first second". */
export function pairsOf(terms: readonly string[]): string[] {
  return terms.slice(1).map((term, index) => `${terms[index]} ${term}`);
}

function fieldText(passage: KnowledgePassage, field: string): string {
  const value = passage[field as keyof KnowledgePassage];
  return Array.isArray(value) ? value.join(' ') : ((value as string | undefined) ?? '');
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** English question classifiers, kept under their old names for the tests that read them. */
export const asksWhereItIs = expertLanguages.en.asksWhereItIs;
export const asksAboutVisiting = expertLanguages.en.asksAboutVisiting;

/** The other names of each destination (Firenze), by its id, for a trip question in any language. */
const destinationNames = new Map<string, readonly string[]>(
  destinations.map((place) => [place.id, place.alternateNames]),
);

/**
 * The embedded art expert of one language: full-text retrieval (MiniSearch, BM25 with prefix and
 * fuzzy matching) over that language's knowledge base, and an answer composed from the best passages
 * on one subject, with links to the pages they come from. It never writes a fact that is not in a
 * passage; the few sentences of its own (not knowing, a trip it cannot plan) are in languages.ts.
 */
export class MuseumExpert {
  private readonly index: MiniSearch<KnowledgePassage>;
  private readonly byId: Map<string, KnowledgePassage>;
  /** Each passage's place in the knowledge base, where an overview comes before its details. */
  private readonly order: Map<string, number>;
  /** Every term of the index, in the radix tree MiniSearch itself searches, for knownShare. */
  private readonly terms = new SearchableMap<true>();
  /** In how many passages each term occurs: a rare term says more about what a question asks. */
  private readonly passagesWith = new Map<string, number>();
  readonly language: ExpertLanguage;
  private readonly processTerm: (term: string) => string | null;
  private readonly tokenize: (text: string) => string[];
  /** The terms of each place of the map's name, but for a word such as "museum" ("Prado"). */
  private readonly placeNames: readonly (readonly string[])[];
  /** Every word of the knowledge base as written (folded), with the number of passages it occurs in. */
  private readonly vocabulary = new Map<string, number>();
  /** The terms of each passage's title. */
  private readonly titleTerms = new Map<string, ReadonlySet<string>>();
  /** The pairs of neighbouring terms of each passage ("grand tableau", "art franc"). */
  private readonly pairs = new Map<string, ReadonlySet<string>>();
  /** How much a term found in a passage's title counts, by how many passages share it (see titleWeight). */
  private readonly titleWeights = new Map<string, number>();
  /** Every term of each passage (title, text and keywords). */
  private readonly passageTerms = new Map<string, ReadonlySet<string>>();
  /** The terms of the words that ask about a subject rather than name one ("how big", "who painted"). */
  private readonly askingTerms: ReadonlySet<string>;

  constructor(passages: readonly KnowledgePassage[], language: ChatLanguage = 'en') {
    this.language = expertLanguages[language];
    const { processTerm, rephrase } = termRules[language];
    this.processTerm = processTerm;
    this.tokenize = (text) => tokenize(rephrase(text));
    this.byId = new Map(passages.map((passage) => [passage.id, passage]));
    this.order = new Map(passages.map((passage, index) => [passage.id, index]));
    this.index = new MiniSearch<KnowledgePassage>({
      fields: [...indexedFields],
      extractField: fieldText,
      processTerm: this.processTerm,
      tokenize: this.tokenize,
      searchOptions: {
        boost: { title: 3, keywords: 3 },
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
    this.index.addAll([...passages]);
    const titlesWith = new Map<string, number>();
    for (const passage of passages) {
      const own = new Set(indexedFields.flatMap((field) => this.indexTerms(fieldText(passage, field))));
      this.passageTerms.set(passage.id, own);
      for (const term of own) {
        this.terms.set(term, true);
        this.passagesWith.set(term, (this.passagesWith.get(term) ?? 0) + 1);
      }
      this.pairs.set(
        passage.id,
        new Set(indexedFields.flatMap((field) => pairsOf(this.indexTerms(fieldText(passage, field))))),
      );
      const title = new Set(this.indexTerms(passage.title));
      this.titleTerms.set(passage.id, title);
      for (const term of title) titlesWith.set(term, (titlesWith.get(term) ?? 0) + 1);
      const written = new Set(
        indexedFields.flatMap((field) => wordsOf(fieldText(passage, field), language).map(foldText)),
      );
      for (const word of written) this.vocabulary.set(word, (this.vocabulary.get(word) ?? 0) + 1);
    }
    for (const [term, inTitles] of titlesWith)
      this.titleWeights.set(term, titleWeight(inTitles, this.passagesWith.get(term) ?? inTitles, this.size));
  }

  /**
   * The question as the knowledge base would write it: each word it does not know read as the
   * nearest word it knows, within the typos the word's length allows ("sfumatto", "Canna"), and a
   * first word one typo from a question word read as that word ("wat is…", "wen was…"). Words it
   * knows, little words and numbers are left as typed.
   */
  corrected(question: string): string {
    const { processTerm } = termRules[this.language.code];
    const word = this.language.code === 'en' ? /[\p{L}\p{N}'’]+/gu : /[\p{L}\p{N}]+/gu;
    let first = true;
    return question.replace(word, (typed) => {
      const isFirst = first;
      first = false;
      const folded = foldText(typed).replace(/['’]s$/, '');
      if (/\p{N}/u.test(folded) || this.vocabulary.has(folded)) return typed;
      const asked = this.language.questionWords.find((known) => editDistance(folded, known, 1) <= 1);
      if (isFirst && asked) return asked;

      const term = processTerm(typed);
      if (term === null || this.isKnown(term, false)) return typed;
      return nearestWord(folded, this.vocabulary) ?? typed;
    });
  }

  get size(): number {
    return this.byId.size;
  }

  /** The terms of a text as the index cuts them: its default tokeniser, then the language's rule. */
  private indexTerms(text: string): string[] {
    return this.tokenize(text)
      .map((token) => this.processTerm(token))
      .filter((term): term is string => term !== null);
  }

  /** The passages that best match the question (and, for a short follow-up, the previous question). */
  retrieve(question: string, history: readonly ChatHistoryMessage[] = [], limit = 6): RetrievedPassage[] {
    let query = question;
    const previous = [...history].reverse().find((message) => message.role === 'user');
    // "When was it painted?" says nothing of what "it" is: lean on the last question.
    if (
      previous &&
      contentTerms(question, this.language.code).length < 3 &&
      this.language.refersBack(question)
    ) {
      query = `${question} ${previous.content}`;
    }
    const searched = this.museumAsLouvre(this.corrected(query));
    const asked = pairsOf(contentTerms(searched, this.language.code));
    const together = (id: string) => asked.filter((pair) => this.pairs.get(id)?.has(pair)).length;
    return this.index
      .search(searched)
      .slice(0, candidates)
      .map((result) => ({ ...result, score: result.score * (1 + pairBoost * together(result.id as string)) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map((result: SearchResult) => ({
        passage: this.byId.get(result.id as string) as KnowledgePassage,
        score: result.score,
        matched: result.queryTerms,
        byName: Object.values(result.match).some(
          (fields: string[]) => fields.includes('title') || fields.includes('keywords'),
        ),
      }));
  }

  /**
   * "Is the museum open on Tuesday?": in this chat an unnamed museum is the Louvre, and is searched as
   * such (else the word matches any museum of the map as well, the Orangerie or the Prado), unless the
   * question names another place of the map ("the Prado museum").
   */
  private museumAsLouvre(question: string): string {
    const language = this.language;
    const asLouvre = question.replace(language.museumWord, language.louvre);
    if (asLouvre === question || language.namesLouvre(question)) return question;
    const asked = new Set(contentTerms(question, language.code));
    const named = this.placeNames.some((terms) => terms.every((term) => asked.has(term)));
    return named ? question : asLouvre;
  }

  /** Share of the question's terms that occur anywhere in the knowledge base. */
  knownShare(question: string): number {
    const all = contentTerms(this.corrected(question), this.language.code);
    // Words saying how the question asks ("users", "need") need not be in the knowledge base, when
    // the question names something besides them ("Are there lifts for wheelchair users?").
    const named = all.filter((term) => !this.askingTerms.has(term));
    const terms = named.length > 0 ? named : all;
    if (terms.length === 0) return 0;
    // English keeps "d’orsay" whole as a question term: it is looked up as its parts, as the index cuts
    // it, and one known part is enough. The whole word's length decides the typo allowance.
    const known = terms.filter((term) => {
      const typo = term.length >= minLooseTermLength;
      const parts = this.language.code === 'en' ? this.indexTerms(term) : [term];
      return parts.some((part) => this.isKnown(part, typo));
    });
    return known.length / terms.length;
  }

  /**
   * Whether the index holds the term, a longer word it starts (from five letters) or, when `typo`, a
   * term one typo away (the stemmers cut some forms of a word one letter apart: "чемоданом").
   */
  private isKnown(term: string, typo: boolean): boolean {
    if (this.terms.has(term)) return true;
    if (term.length >= minLooseTermLength && this.terms.atPrefix(term).size > 0) return true;
    return typo && this.terms.fuzzyGet(term, 1).size > 0;
  }

  answer(question: string, history: readonly ChatHistoryMessage[] = []): ExpertAnswer {
    const language = this.language;
    const chat = language.smallTalk.find((entry) => entry.pattern.test(question.trim()));
    if (chat) return { text: chat.reply, links: [], grounded: false, sources: [] };

    // A question of taste has no answer in the passages, which hold facts: the expert says so rather
    // than answer with the facts of the works it names ("Which is more beautiful, the Venus de Milo
    // or the Winged Victory?").
    if (language.asksOpinion(question))
      return { text: language.opinionAnswer, links: [], grounded: false, sources: [] };

    if (language.asksForecast(question))
      return { text: language.unknownAnswer, links: [], grounded: false, sources: [] };

    const trip = this.tripAnswer(question);
    if (trip) return trip;

    // More passages than a search shows, so that the written passage stating what a game's statement
    // says is among them ("le plus grand tableau du Louvre").
    const retrieved = this.retrieve(question, history, answerCandidates);
    const best = retrieved[0];
    if (!best || this.knownShare(question) < minKnownShare)
      return { text: language.unknownAnswer, links: [], grounded: false, sources: [] };

    // "When does the museum open?": its hours, not its opening in 1793, whose passage says "open" as
    // often; "Is the Louvre open on Sunday?": the days it is closed, which answer for any day. Either
    // answers the question whole: nothing follows it ("New Year's Day" is not the New Louvre).
    const times = this.aboutTheLouvre(question) ? language.asksOpeningTimes(question) : undefined;
    const opening = times && this.byId.get(times === 'days' ? 'visit:closing-day' : 'visit:opening-hours');
    if (opening)
      return { text: opening.text, links: linksOf([opening]), grounded: true, sources: [opening.id] };

    const ranked = this.factFirst(this.breakTies(writtenFirst(retrieved), question), question);
    // One word of a longer question, found only in the body of a passage, is too little to answer it:
    // "Tokyo" in a sentence on the Mona Lisa's travels does not tell how many people live there.
    const [lead] = ranked;
    if (lead && lead.matched.length === 1 && !lead.byName && contentTerms(question, language.code).length > 1)
      return { text: language.unknownAnswer, links: [], grounded: false, sources: [] };
    const chosen = overviewFirst(choosePassages(this.leadByIntent(ranked, question)), question, language);
    if (this.unansweredShare(question, chosen) >= minUnansweredShare)
      return { text: language.unknownAnswer, links: [], grounded: false, sources: [] };
    return {
      text: chosen.map((item) => item.passage.text).join('\n\n'),
      links: linksOf(chosen.map((item) => item.passage)),
      grounded: true,
      sources: chosen.map((item) => item.passage.id),
    };
  }

  /**
   * The rare words naming what the question asks about (not how it asks: see `askingWords`) that no
   * passage of the answer's subject holds: signs that the answer is about something else that shares
   * the question's other words ("Who is the director of the Louvre now?" and the entrances, "What was
   * Leonardo's favourite food?" and his life). How much they weigh decides (see unansweredShare).
   */
  unansweredTerms(question: string, chosen: readonly RetrievedPassage[]): string[] {
    const [lead] = chosen;
    if (!lead) return [];
    const group = chosen.filter((item) => subject(item) === subject(lead)).map((item) => item.passage.id);
    return this.rareTerms(question).filter((term) => !group.some((id) => this.holds(id, term)));
  }

  /**
   * How much of what the question names the answer leaves out: the weight of its unanswered words
   * (see unansweredTerms) over that of all the words naming what it asks about, each weighing by its
   * rarity in the knowledge base. A paraphrase ("Who taught David?", answered by whom he trained
   * under) leaves out one word among several rarer or as rare ones; a question on something else
   * ("Who is the director of the Louvre now?") leaves out what matters most in it.
   */
  unansweredShare(question: string, chosen: readonly RetrievedPassage[]): number {
    const unanswered = this.unansweredTerms(question, chosen);
    if (unanswered.length === 0) return 0;
    const terms = contentTerms(this.museumAsLouvre(this.corrected(question)), this.language.code).filter(
      (term) => !this.askingTerms.has(term),
    );
    const rarity = (term: string) => Math.log((this.size + 1) / ((this.passagesWith.get(term) ?? 0) + 1));
    const total = terms.reduce((sum, term) => sum + rarity(term), 0);
    return total === 0 ? 0 : unanswered.reduce((sum, term) => sum + rarity(term), 0) / total;
  }

  /** The question's words that name what it is about and that few passages hold (see rareTermPassages). */
  private rareTerms(question: string): string[] {
    return contentTerms(this.museumAsLouvre(this.corrected(question)), this.language.code).filter(
      (term) => !this.askingTerms.has(term) && (this.passagesWith.get(term) ?? 0) <= rareTermPassages,
    );
  }

  /**
   * Whether a passage holds a term: as it is, as the start of a longer word (from five letters), or,
   * for a term the index does not hold (a form the stemmer left apart, a typo), one typo away. A
   * term the index holds is not read as another word one typo away ("director" is not "directly").
   */
  private holds(id: string, term: string): boolean {
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

  /**
   * Days of travel somewhere other than the museum: the expert cannot plan them, says so, adds what it
   * knows of the place, and points to My Itineraries. A day at the Louvre is answered from its passages.
   */
  private tripAnswer(question: string): ExpertAnswer | undefined {
    const language = this.language;
    if (language.mentionsMuseum(question)) return undefined;
    const place = this.destinationIn(question);
    if (!language.asksForTrip(question) && !(place && language.asksForItinerary(question))) return undefined;
    const itineraries = this.byId.get('visit:app-itineraries')?.link ?? {
      label: 'My Itineraries',
      path: appPaths.itineraries,
    };
    if (!place) {
      return { text: language.cannotPlanTrip(), links: [{ ...itineraries }], grounded: false, sources: [] };
    }
    return {
      text: `${language.cannotPlanTrip(place.title)}\n\n${place.text}`,
      links: linksOf([place, { ...place, link: itineraries }]),
      grounded: true,
      sources: [place.id],
    };
  }

  /** The destination of the map a question names, by its title in this language or another name. */
  private destinationIn(question: string): KnowledgePassage | undefined {
    const asked = new Set(contentTerms(question, this.language.code));
    const named = (name: string) => {
      const terms = contentTerms(name, this.language.code);
      return terms.length > 0 && terms.every((term) => asked.has(term));
    };
    return [...this.byId.values()].find(
      (passage) =>
        passage.topic === 'destination' &&
        [passage.title, ...(destinationNames.get(passage.id.replace(/^destination:/, '')) ?? [])].some(named),
    );
  }

  /**
   * Passages that score about the same are told apart by how much of the question they match, rare
   * words counting most ("Is the museum open on Tuesday?": Tuesday says more than museum), then, on one
   * subject, by their order in the knowledge base, where an artist's life comes before his other
   * passages and an artwork's summary before its details ("Who was Antonio Canova?" matches all his
   * passages alike).
   */
  private breakTies(retrieved: readonly RetrievedPassage[], question: string): RetrievedPassage[] {
    const [best] = retrieved;
    if (!best) return [];
    // The passages of one subject all name it, so a long one that names it often outscores the one
    // that answers: a passage on the best one's subject that matches every term it matches, and more,
    // is tied with it whatever its score ("La mère de Napoléon était-elle présente au sacre ?" is
    // answered by the passage on his mother, not by the painting's summary).
    const answersMore = (item: RetrievedPassage) =>
      subject(item) === subject(best) &&
      item.matched.length > best.matched.length &&
      best.matched.every((term) => item.matched.includes(term));
    const place = (item: RetrievedPassage) => this.order.get(item.passage.id) ?? Number.MAX_SAFE_INTEGER;
    const weight = (item: RetrievedPassage) =>
      item.matched.reduce(
        (sum, term) => sum + Math.log((this.size + 1) / (this.passagesWith.get(term) ?? 1)),
        0,
      );
    // A passage on the same subject that holds a rare word of the question the best one lacks says
    // the detail asked ("Which painter posed for one of the bodies…": the fact of who posed, not the
    // painting's summary, which names its painter), however often the other names the subject.
    const rare = this.rareTerms(question);
    const holdsRarer = (item: RetrievedPassage) =>
      subject(item) === subject(best) &&
      rare.some((term) => this.holds(item.passage.id, term) && !this.holds(best.passage.id, term)) &&
      weight(item) > weight(best);
    const isTied = (item: RetrievedPassage) =>
      item.score >= best.score * tieShare || answersMore(item) || holdsRarer(item);
    const tied = retrieved.filter(isTied);
    const rest = retrieved.filter((item) => !isTied(item));
    // Rounded, so that passages matching the same words stay in knowledge-base order.
    const covered = (item: RetrievedPassage) => Math.round(weight(item) * 10);
    // Knowledge-base order ranks the passages of one subject that match its name alone; when they
    // match words of the question beyond it (the aspect asked: "the man in the top hat", "arms"), the
    // passage where those words weigh most, the shorter one saying just that, goes first. Passages on
    // different subjects keep their scores' order.
    // A written passage goes before a game's passage that scores about the same.
    tied.sort(
      (a, b) =>
        fromGame(a) - fromGame(b) ||
        covered(b) - covered(a) ||
        (subject(a) === subject(b) &&
        !this.clearlyBetterOnAnAspect(a, b) &&
        !this.clearlyBetterOnAnAspect(b, a)
          ? place(a) - place(b)
          : b.score - a.score),
    );
    return [...tied, ...rest];
  }

  /** Whether a passage matches a word of the question its title does not hold (what is asked of it). */
  private matchesAnAspect(item: RetrievedPassage): boolean {
    const title = this.titleTerms.get(item.passage.id);
    return item.matched.some((term) => !title?.has(term));
  }

  /**
   * Whether `a` matches what is asked of the subject and scores clearly above `b` (scores within
   * `aspectMargin` of each other are the same for this purpose, and keep the knowledge base's order:
   * "Quand Michel-Ange est-il mort ?" matches "mourant" in a passage on his Slaves as well).
   */
  private clearlyBetterOnAnAspect(a: RetrievedPassage, b: RetrievedPassage): boolean {
    return this.matchesAnAspect(a) && a.score > b.score * (1 + aspectMargin);
  }

  /**
   * A question about where an artwork is leads with its location passage, and one about why it is
   * famous with its fame passage, even when another passage names the artwork as often; the others
   * then support it.
   */
  private leadByIntent(retrieved: readonly RetrievedPassage[], question: string): RetrievedPassage[] {
    const [best] = retrieved;
    if (!best) return [];
    const artworkId = best.passage.artworkId;
    if (!artworkId) return [...retrieved];
    let part: string | undefined;
    if (this.language.asksWhyFamous(question) && best.passage.topic === 'artwork') part = 'fame';
    else if (this.language.asksWhereItIs(question)) part = 'location';
    else if (this.language.asksWhoMadeIt(question) && ['artwork', 'artist'].includes(best.passage.topic))
      part = 'summary';
    if (!part) return [...retrieved];
    // "Which painter posed for…" asks who posed, not who painted; "Where is the other version of
    // Canova's Psyche?" where the other version is, not where the Louvre's is; "Is the right wing of
    // the Winged Victory original?" names a wing, not a room: a best passage holding a rare word of
    // the question that the passage the intent points to lacks keeps its place.
    const intended = `artwork:${artworkId}:${part}`;
    const holdsDetail = (term: string) => this.holds(best.passage.id, term) && !this.holds(intended, term);
    if (best.passage.id !== intended && this.rareTerms(question).some(holdsDetail)) return [...retrieved];
    return this.leadWith(intended, retrieved);
  }

  /**
   * An artwork's facts each say one thing, where its summary, fame and history passages tell much
   * and name the same details in passing: when the best passage holds the rare words naming what is
   * asked, a fact of the same artwork that holds them all as well (and a number, when the question
   * asks how many, how much or when) and scores at least `factShare` of it leads instead ("Which
   * pharaohs carved their names on the Sphinx of Tanis?" is answered by the fact naming them, not by
   * the fame passage saying that several did). Nothing changes when the question names only its
   * subject ("Who is the woman in the Mona Lisa?").
   */
  private factFirst(ranked: readonly RetrievedPassage[], question: string): RetrievedPassage[] {
    const [best] = ranked;
    if (!best?.passage.artworkId || partOf(best) === 'fact') return [...ranked];
    // What is asked of the artwork: the rare words of the question the best passage holds or, when
    // there are none, the words it matches beyond its title, but for those saying how the question
    // asks ("pharaohs" and "names" in a question on the Sphinx, which many passages hold).
    const title = this.titleTerms.get(best.passage.id);
    const rare = this.rareTerms(question).filter((term) => this.holds(best.passage.id, term));
    const asked =
      rare.length > 0
        ? rare
        : best.matched.filter((term) => !title?.has(term) && !this.askingTerms.has(term));
    if (asked.length === 0) return [...ranked];
    // "How many survived the Raft of the Medusa?" wants a number, which a fact naming the survivors
    // without one does not give.
    const wantsNumber = this.language.asksForNumber(question);
    const fact = ranked.find(
      (item) =>
        item.passage.artworkId === best.passage.artworkId &&
        partOf(item) === 'fact' &&
        item.score >= best.score * factShare &&
        asked.every((term) => this.holds(item.passage.id, term)) &&
        (!wantsNumber || /\p{N}/u.test(item.passage.text)),
    );
    return fact ? [fact, ...ranked.filter((item) => item !== fact)] : [...ranked];
  }

  /** The passage `id` first, then the others as they were ranked. */
  private leadWith(id: string, retrieved: readonly RetrievedPassage[]): RetrievedPassage[] {
    const [best] = retrieved;
    const found = retrieved.find((item) => item.passage.id === id);
    const passage = found?.passage ?? this.byId.get(id);
    if (!best || !passage) return [...retrieved];
    const lead = found ?? { passage, score: best.score, matched: best.matched, byName: best.byName };
    return [lead, ...retrieved.filter((item) => item.passage.id !== id)];
  }

  /** The question names the Louvre, or a museum and no other place of the map. */
  private aboutTheLouvre(question: string): boolean {
    return this.language.namesLouvre(question) || this.museumAsLouvre(question) !== question;
  }
}

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

const fromGame = (item: RetrievedPassage) => (derivedFromGames.test(item.passage.id) ? 1 : 0);

/**
 * A game's passage restates a fact of the written passages in the game's words, and its title, the
 * statement itself, echoes a question asked the same way ("The Mona Lisa is stolen" for "When was the
 * Mona Lisa stolen?"). So a game's passage scores no higher than the best written passage on the same
 * thing (its artwork, or else its topic) that matches every term it matches, and goes after it: it
 * leads only when no written passage on that thing matches as much ("Which is the largest painting in
 * the Louvre?" is answered by the game's statement on The Wedding Feast at Cana, which the museum's
 * overview, one of the largest museums, does not answer).
 */
function writtenFirst(retrieved: readonly RetrievedPassage[]): RetrievedPassage[] {
  const written = retrieved.filter((item) => !fromGame(item));
  const sameThing = (game: KnowledgePassage, other: KnowledgePassage) =>
    game.artworkId ? other.artworkId === game.artworkId : other.topic === game.topic;
  /** The best written passage on the same thing that matches every term the game's passage matches. */
  const covering = (game: RetrievedPassage) =>
    written
      .filter(
        (other) =>
          sameThing(game.passage, other.passage) &&
          game.matched.every((term) => other.matched.includes(term)),
      )
      .reduce<RetrievedPassage | undefined>(
        (best, other) => (!best || other.score > best.score ? other : best),
        undefined,
      );
  // The written passage takes the place the game's statement earned, and the statement goes after it.
  const raised = new Map<RetrievedPassage, number>();
  for (const game of retrieved.filter(fromGame)) {
    const other = covering(game);
    if (other && game.score > (raised.get(other) ?? other.score)) raised.set(other, game.score);
  }
  return retrieved
    .map((item) => {
      if (!fromGame(item))
        return raised.has(item) ? { ...item, score: raised.get(item) ?? item.score } : item;
      const other = covering(item);
      return other ? { ...item, score: Math.min(item.score, raised.get(other) ?? other.score) } : item;
    })
    .sort((a, b) => b.score - a.score || fromGame(a) - fromGame(b));
}

/**
 * The best passage, then up to two that support it: scoring close enough and about the same subject
 * (same artwork or title) when there is one, without repeating a passage's text. A passage on another
 * subject joins only when it answers a part of the question the chosen ones do not ("Is the museum open
 * on Tuesday?" needs the closing days, not the museum's opening in 1793).
 */
function choosePassages(retrieved: readonly RetrievedPassage[]): RetrievedPassage[] {
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

/** A quiz question with its answer after it, in any language: "…? Answer:", "… ? Réponse :", "…? Ответ:". */
const quizAnswer = /\?\s(Answer|Réponse|Ответ)\s?:/u;

/** Passages about the same artwork, or else with the same title (a landmark's three passages). */
const subject = (item: RetrievedPassage) => item.passage.artworkId ?? item.passage.title;

const partOf = (item: RetrievedPassage) => /:([a-z]+)(-\d+)?$/.exec(item.passage.id)?.[1];

/**
 * An answer starts with what its subject is, unless the question asks for something else: an
 * artwork's location leads only for a "where" question, its fame only for a "why famous" one, and
 * visiting tips come after the other passages on the subject unless the question is about visiting (a
 * landmark's tips name it as often as its overview does, so they can outscore it).
 */
function overviewFirst(
  chosen: RetrievedPassage[],
  question: string,
  language: ExpertLanguage,
): RetrievedPassage[] {
  const [best] = chosen;
  if (!best) return chosen;
  let group = chosen.filter((item) => subject(item) === subject(best));
  const others = chosen.filter((item) => subject(item) !== subject(best));
  if (!language.asksAboutVisiting(question)) {
    const isTips = (item: RetrievedPassage) => item.passage.id.endsWith(':visit');
    group = [...group.filter((item) => !isTips(item)), ...group.filter(isTips)];
  }
  const [lead] = group;
  const unasked =
    lead &&
    ((partOf(lead) === 'location' && !language.asksWhereItIs(question)) ||
      (partOf(lead) === 'fame' && !language.asksWhyFamous(question)));
  if (unasked) {
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
