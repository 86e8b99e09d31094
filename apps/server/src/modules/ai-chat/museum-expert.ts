import type { ChatHistoryMessage } from '@artvoyage/contract';
import type { KnowledgePassage } from '@artvoyage/content/knowledge';
import {
  choosePassages,
  type ExpertAnswer,
  linksOf,
  minUnansweredShare,
  unansweredShare,
  unansweredTerms,
} from './expert/answer-composition';
import { KnowledgeIndex } from './expert/knowledge-index';
import { type AttributeReading, readAttribute } from './expert/attributes';
import { type ConceptReading, narrowedLexicon, readConcepts } from './expert/concepts';
import { leadByAttribute } from './expert/intent';
import { factFirst, leadByIntent, overviewFirst } from './expert/lead-choice';
import { breakTies, writtenFirst } from './expert/passage-ranking';
import { aboutTheLouvre, corrected, knownShare } from './expert/question-reading';
import { retrieve, type RetrievedPassage } from './expert/retrieval';
import { tripAnswer } from './expert/trip-answer';
import { expertLanguages } from './languages';
import { conceptLexicons } from './languages/concepts';
import type { ExpertLanguage } from './languages/expert-language';
import { contentTerms, type ChatLanguage } from './text-terms';

/** Below this share of a question's terms known to the knowledge base, the expert says it does not know. */
const minKnownShare = 0.7;
/** The passages an answer is chosen from. */
const answerCandidates = 10;
/** The passages among which one stating the attribute asked may be found (see expert/intent.ts). */
const intentCandidates = 30;

export const unknownAnswer = expertLanguages.en.unknownAnswer;

/** An answer of the expert's own words, from no passage. */
const ungrounded = (text: string): ExpertAnswer => ({ text, links: [], grounded: false, sources: [] });

/**
 * The embedded art expert of one language: full-text retrieval over that language's knowledge base
 * (see expert/knowledge-index.ts), and an answer composed from the best passages on one subject, with
 * links to the pages they come from. It never writes a fact that is not in a passage; the few
 * sentences of its own (not knowing, a trip it cannot plan) are in languages/.
 */
export class MuseumExpert {
  private readonly index: KnowledgeIndex;
  readonly language: ExpertLanguage;

  constructor(passages: readonly KnowledgePassage[], language: ChatLanguage = 'en') {
    this.index = new KnowledgeIndex(passages, language);
    this.language = this.index.language;
  }

  /** The question as the knowledge base would write it (see expert/question-reading.ts). */
  corrected(question: string): string {
    return corrected(this.index, question);
  }

  get size(): number {
    return this.index.size;
  }

  /** The passages that best match the question (and, for a short follow-up, the previous question). */
  retrieve(question: string, history: readonly ChatHistoryMessage[] = [], limit = 6): RetrievedPassage[] {
    return retrieve(this.index, this.readConcepts(question).text, history, limit);
  }

  /**
   * The question with the everyday words of a concept the passages state read as the passages' words
   * ("sandwich" as food, « poussette » as access, «перекусить» as food; see expert/concepts.ts).
   */
  readConcepts(question: string): ConceptReading {
    return readConcepts(question, conceptLexicons[this.language.code], (word) => this.index.isWord(word));
  }

  /** Share of the question's terms that occur anywhere in the knowledge base. */
  knownShare(question: string): number {
    return knownShare(this.index, question);
  }

  answer(question: string, history: readonly ChatHistoryMessage[] = []): ExpertAnswer {
    const language = this.language;
    const chat = language.smallTalk.find((entry) => entry.pattern.test(question.trim()));
    if (chat) return ungrounded(chat.reply);

    // A question of taste has no answer in the passages, which hold facts: the expert says so rather
    // than answer with the facts of the works it names ("Which is more beautiful, the Venus de Milo
    // or the Winged Victory?").
    if (language.asksOpinion(question)) return ungrounded(language.opinionAnswer);

    if (language.asksForecast(question)) return ungrounded(language.unknownAnswer);

    const trip = tripAnswer(this.index, question);
    if (trip) return trip;
    return this.answerInPassageWords(question, history);
  }

  /** The answer to a question read in the passages' words (see readConcepts). */
  private answerInPassageWords(typed: string, history: readonly ChatHistoryMessage[]): ExpertAnswer {
    const language = this.language;
    const question = this.readConcepts(typed).text;
    // More passages than a search shows, so that the written passage stating what a game's statement
    // says is among them ("le plus grand tableau du Louvre").
    const wide = retrieve(this.index, question, history, intentCandidates);
    const retrieved = wide.slice(0, answerCandidates);
    const best = retrieved[0];
    // The words saying what is asked of the subject ("taught", "weigh") need not be the passages' own,
    // as the other words saying how a question asks: the question is known when the rest of it is.
    const reading = this.readAttribute(question);
    const named = reading?.rest ?? question;
    const known = Math.max(this.knownShare(question), this.knownShare(named));
    if (!best || known < minKnownShare) return ungrounded(language.unknownAnswer);

    // "When does the museum open?": its hours, not its opening in 1793, whose passage says "open" as
    // often; "Is the Louvre open on Sunday?": the days it is closed, which answer for any day. Either
    // answers the question whole: nothing follows it ("New Year's Day" is not the New Louvre).
    // "How many people work at the Louvre?" counts people: it does not ask when the Louvre works.
    const counts = reading?.attribute === 'count' && reading.counted !== undefined;
    const times =
      aboutTheLouvre(this.index, question) && !counts ? language.asksOpeningTimes(question) : undefined;
    const opening =
      times && this.index.byId.get(times === 'days' ? 'visit:closing-day' : 'visit:opening-hours');
    if (opening)
      return { text: opening.text, links: linksOf([opening]), grounded: true, sources: [opening.id] };

    const ranked = factFirst(this.index, breakTies(this.index, writtenFirst(retrieved), question), question);
    // One word of a longer question, found only in the body of a passage, is too little to answer it:
    // "Tokyo" in a sentence on the Mona Lisa's travels does not tell how many people live there.
    const [lead] = ranked;
    if (lead && lead.matched.length === 1 && !lead.byName && contentTerms(question, language.code).length > 1)
      return ungrounded(language.unknownAnswer);
    // What is asked of the subject (its weight, how it came to the museum) picks the passage stating
    // it, or, when the subject has none, an honest "I don't know".
    const led = leadByAttribute(this.index, leadByIntent(this.index, ranked, question), wide, question);
    if (!led) return ungrounded(language.unknownAnswer);
    const chosen = overviewFirst(choosePassages(led), question, language);
    // A concept stated in several words ("Africa": Morocco, Egypt, Senegal…) is answered by a passage
    // holding one of them: the others are not words the answer leaves out.
    const held = (word: string) =>
      contentTerms(word, language.code).some((term) =>
        chosen.some((item) => this.index.holds(item.passage.id, term)),
      );
    const asAnswered = readConcepts(typed, narrowedLexicon(conceptLexicons[language.code], held)).text;
    const unanswered = Math.min(
      this.unansweredShare(question, chosen),
      this.unansweredShare(named, chosen),
      this.unansweredShare(asAnswered, chosen),
    );
    if (unanswered >= minUnansweredShare) return ungrounded(language.unknownAnswer);
    return {
      text: chosen.map((item) => item.passage.text).join('\n\n'),
      links: linksOf(chosen.map((item) => item.passage)),
      grounded: true,
      sources: chosen.map((item) => item.passage.id),
    };
  }

  /** What the question asks of its subject (see expert/attributes.ts), typos of the base's words aside. */
  readAttribute(question: string): AttributeReading | undefined {
    return readAttribute(question, this.language.attributes, (word) => this.index.isWord(word));
  }

  /** The rare words of the question no passage of the answer's subject holds (see answer-composition.ts). */
  unansweredTerms(question: string, chosen: readonly RetrievedPassage[]): string[] {
    return unansweredTerms(this.index, question, chosen);
  }

  /** How much of what the question names the answer leaves out (see expert/answer-composition.ts). */
  unansweredShare(question: string, chosen: readonly RetrievedPassage[]): number {
    return unansweredShare(this.index, question, chosen);
  }
}
