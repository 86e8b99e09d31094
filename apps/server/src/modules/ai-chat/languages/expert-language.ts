import type { AttributeWords } from '../expert/attributes';
import { type ChatLanguage, withoutAccents } from '../text-terms';

/*
 * What the expert needs to know of each language it answers in: what kind of question was asked (where
 * is it now, why is it famous, how to visit, plan a trip), and the few sentences it writes itself (when
 * it does not know, small talk, a trip it cannot plan). Each language fills it in its own file.
 */

/** Items joined as the language lists them: "Rome and Paris", « à Florence et à Venise », «Париж и Рим». */
export function listed(code: 'en' | 'fr' | 'ru', items: readonly string[]): string {
  return new Intl.ListFormat(code, { type: 'conjunction' }).format(items);
}

/** Whole-word test for any alphabet (JavaScript's \b only knows ASCII letters). */
export function words(pattern: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * Text as visitors type it on a phone: accents dropped (« a » for « à », « ou » for « où », « prefere »),
 * œ as oe, е for ё; Cyrillic letters otherwise whole (й is not и).
 */
export function unmarked(text: string): string {
  // Case kept: the patterns read through it hold escapes such as \p{L}.
  return withoutAccents(text.replace(/œ/g, 'oe').replace(/Œ/g, 'OE'));
}

/**
 * A whole-word test (see words) that reads a question as typed on a phone: with or without accents or
 * ё, and with an apostrophe or hyphen of the pattern typed, left out or typed as a space ("qu en
 * pensez vous", "quen pensez vous", « по твоему »). Only for cue words whose unaccented forms mean
 * nothing else: « où » and « ou » ("or") are not one word to every test.
 */
export function phoneWords(pattern: string): (question: string) => boolean {
  const expression = words(unmarked(pattern).replace(/[’']/g, "[’' ]?").replace(/-/g, '[- ]?'));
  return (question) => expression.test(unmarked(question));
}

/** The words that tell, in one language, what a question about the museum's opening asks. */
interface OpeningWords {
  /** Open, close, closed, hours. */
  readonly openOrClosed: RegExp;
  /** The past or a year: its opening as a museum, which is history. */
  readonly past: RegExp;
  /** A day of the week, a day, today. */
  readonly day: RegExp;
  /** Closed, as a state ("When is it closed?" asks the days, "When does it close?" the time). */
  readonly closed: RegExp;
  /** An hour, the time of day, a late opening: the hours, even on a day it names. */
  readonly time: RegExp;
}

/**
 * Whether a question asks when the museum is open: it speaks of opening or closing, not in the past;
 * about hours when it names a time, else about days when it names one (a holiday too) or asks when it
 * is closed, else about hours.
 */
export function openingTimes(question: string, words: OpeningWords): 'hours' | 'days' | undefined {
  if (!words.openOrClosed.test(question) || words.past.test(question)) return undefined;
  if (words.time.test(question)) return 'hours';
  return words.day.test(question) || words.closed.test(question) ? 'days' : 'hours';
}

export interface ExpertLanguage {
  readonly code: ChatLanguage;
  /** The language's English name, for the providers' system prompt. */
  readonly englishName: string;
  readonly unknownAnswer: string;
  /**
   * What the expert says to a question of taste ("Do you like the Mona Lisa?", "Which is more
   * beautiful…?"): it gives facts, not opinions, and says what it can tell instead.
   */
  readonly opinionAnswer: string;
  /**
   * A question asking for the expert's taste or a judgement of value rather than a fact: "do you
   * like", "in your opinion", "your favourite", "the most beautiful", "overrated". Someone else's
   * view ("What did Renoir think of…?") or someone's favourite ("Leonardo's favourite food") is a
   * fact, and is not one.
   */
  readonly asksOpinion: (question: string) => boolean;
  readonly smallTalk: readonly { readonly pattern: RegExp; readonly reply: string }[];
  /**
   * The question words of four letters or more, folded, which a question's first word one typo away
   * stands for ("wat is sfumato?").
   */
  readonly questionWords: readonly string[];
  /**
   * Everyday words, folded, for things the knowledge base does not speak of (smoking, parking, the
   * weather), which one letter away spell a word it holds. They are kept as typed, never read as a
   * typo of that word: «курить» (to smoke) is not «купить» (to buy).
   */
  readonly everydayWords: readonly string[];
  /**
   * Words that say how a question asks about its subject (how big, how old, when it died, where to see
   * it, who painted it, what it means) rather than name a subject: a passage answering the question
   * need not hold them ("How tall is the pyramid?" is answered by "about 21 metres high"), unlike the
   * rare words naming what is asked about (see rareTermPassages in expert/question-reading.ts).
   */
  readonly askingWords: readonly string[];
  /** What a question asks of its subject, and how a passage states it (see expert/attributes.ts). */
  readonly attributes: AttributeWords;
  /** "Where is the Winged Victory?": where a work is now, not where it was found. */
  readonly asksWhereItIs: (question: string) => boolean;
  /** "How many…?", "How much…?", "When…?", "In what year…?": the answer is a number or a date. */
  readonly asksForNumber: (question: string) => boolean;
  /** "Tips for visiting the Colosseum", "Do I need tickets…". */
  readonly asksAboutVisiting: (question: string) => boolean;
  /** "Why is the Raft of the Medusa famous?" */
  readonly asksWhyFamous: (question: string) => boolean;
  /** "Who sculpted the Winged Victory?": who made a work, which its summary says first. */
  readonly asksWhoMadeIt: (question: string) => boolean;
  /** "Who found it?", « Qui l’a découverte ? », «Кто её нашёл?»: the question asks for a person. */
  readonly asksWho: (question: string) => boolean;
  /** Days of travel somewhere: "a 3-day itinerary for Florence", "a weekend in Rome". */
  readonly asksForTrip: (question: string) => boolean;
  /**
   * A length of stay: "3 days", "a weekend", « trois jours », «на выходные». With one, a question naming
   * an artist ("3 days in Florence to see the David") is still the visitor's trip.
   */
  readonly countsTripDays: (question: string) => boolean;
  /**
   * Someone else's journey, told in the past ("did Delacroix ever travel to Africa?", « Delacroix
   * est-il allé en Afrique ? », «Делакруа ездил в Африку?»): a fact about them, not a trip to plan.
   */
  readonly tellsOfPastJourney: (question: string) => boolean;
  /**
   * The visitor's own trip: they plan, ask to plan or speak of themselves ("plan me", "we have", «
   * organisez-moi », «нам»), which a trip in an artist's footsteps still is.
   */
  readonly plansOwnTrip: (question: string) => boolean;
  /** An itinerary or route, which is a trip when it names a place other than the museum. */
  readonly asksForItinerary: (question: string) => boolean;
  /** The question is about the Louvre itself (its own day plans answer a "one day" question). */
  readonly mentionsMuseum: (question: string) => boolean;
  /**
   * "The museum" unnamed ("le musée", "в музее"), which in this chat is the Louvre unless the question
   * names another (a global pattern of the word in any of its forms).
   */
  readonly museumWord: RegExp;
  /**
   * "What time does the Louvre open?" asks its hours, "Is the museum open on Mondays?" its closing
   * days; "When did the Louvre open?" asks its history, and is neither.
   */
  readonly asksOpeningTimes: (question: string) => 'hours' | 'days' | undefined;
  /** The Louvre named in the question. */
  readonly namesLouvre: (question: string) => boolean;
  /** The Louvre's name, which an unnamed museum stands for. */
  readonly louvre: string;
  /**
   * A weather forecast ("Quel temps fera-t-il demain ?"): the knowledge base speaks of the weather
   * only in visiting tips, so it says it does not know rather than answer with a place.
   */
  readonly asksForecast: (question: string) => boolean;
  /** "When was it painted?": a pronoun that needs the previous question. */
  readonly refersBack: (question: string) => boolean;
  /** What the expert says of a trip it cannot plan, naming the places asked for when it knows them. */
  readonly cannotPlanTrip: (places: readonly string[]) => string;
}
