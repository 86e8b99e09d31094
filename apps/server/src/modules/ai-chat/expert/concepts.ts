import { foldText } from '../text-terms';
import { findCue } from './attributes';

/*
 * The meaning layer: visitors ask for what a passage says in their own everyday words ("can I eat my
 * sandwich", « un plan papier », «где перекусить»), which no passage holds, so a search by words finds
 * nothing and the expert says it does not know. Each language lists, for each concept the passages
 * state (dining, a cloakroom, access for a wheelchair or a pram…), the everyday words and phrases that
 * ask for it, and the words in which its passages state it. A question holding such a phrase is read
 * with the passages' words in its place, before the search, the known-words test and the rest of the
 * reading: "can i eat my sandwich in the galleries" is searched as "can i eat my food café restaurant
 * eat drink in the galleries".
 *
 * The lists are general language knowledge written from what the passages say, not from the questions
 * of a benchmark. A concept is only listed when a passage states it: toilets, Wi-Fi, dogs or parking
 * are not concepts, so a question about them stays unknown and gets an honest "I don't know". One
 * concept says nothing: who the visitor comes with ("my dad", « ma copine », «с мужем») is not what
 * is asked, and is left out rather than counted as a word the knowledge base does not know.
 */

/** What a visitor asks of a visit, in everyday words. */
export const visitConcepts = [
  'company',
  'dining',
  'rest',
  'cloakroom',
  'accessibility',
  'children',
  'transport',
  'crowds',
  'tickets',
  'photos',
  'closed',
  'holidays',
  'hours',
  'theft',
  'map',
  'entrance',
] as const;

/** What the passages say of the works and the museum, asked in other words. */
export const workConcepts = [
  'banknote',
  'abroad',
  'phrygian-cap',
  'jar',
  'africa',
  'french',
  'branches',
  'shipwreck',
  'first-title',
  'polish',
  'advice',
  'naming',
  'damage',
  'became-museum',
  'headwear',
  'flag',
  'exhibits',
] as const;

export const concepts = [...visitConcepts, ...workConcepts] as const;

export type Concept = (typeof concepts)[number];

/** A cue word this long or longer also matches a word one typo away ("sandwhich", «бутерброт»). */
const minTypoLength = 7;

/**
 * One concept in one language. A cue is a phrase of folded words (accents off, ё as е), a starred
 * word standing for any word it starts, a word of seven letters or more also matching a word one typo
 * away that is not a word of the knowledge base (as the attribute cues do from five letters, see
 * attributes.ts: everyday words are short, and "canna" is a typo of "Cana", not of « canne »).
 */
export interface ConceptWords {
  readonly cues: readonly string[];
  /** The words in which the passages of the concept state it, put in the place of a cue (or none). */
  readonly says: string;
}

/** Every concept, in one language: a concept missing from a language does not compile. */
export type ConceptLexicon = Readonly<Record<Concept, ConceptWords>>;
/** The concepts of a visit, in one language (one file a language). */
export type VisitLexicon = Readonly<Record<(typeof visitConcepts)[number], ConceptWords>>;
/** The concepts of the works and the museum, in one language (one file a language). */
export type WorkLexicon = Readonly<Record<(typeof workConcepts)[number], ConceptWords>>;

export interface ConceptReading {
  /** The question with each cue replaced by its concept's words; the rest as typed. */
  readonly text: string;
  /** The concepts read, in the order of `concepts`. */
  readonly concepts: readonly Concept[];
}

interface Token {
  readonly folded: string;
  readonly start: number;
  readonly end: number;
}

/** A text's words, folded as the cues are, with where each stands in the text as typed. */
function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const start = match.index;
    // Folding may split a word no further: accents go, letters stay.
    for (const folded of foldText(match[0])
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean))
      tokens.push({ folded, start, end: start + match[0].length });
  }
  return tokens;
}

/**
 * The question in its passages' words: read from left to right, each phrase of a concept's cues it
 * holds (the longest at each word, so that "paper map" is read before "map") replaced by the words of
 * its concept, which are never read again. `isWord` tells the words of the knowledge base, which are
 * never read as a cue's typo. A question holding no cue comes back as typed.
 */
export function readConcepts(
  question: string,
  lexicon: ConceptLexicon,
  isWord: (word: string) => boolean = () => false,
): ConceptReading {
  const cues = cuesLongestFirst(lexicon);
  const tokens = tokensOf(question);
  const words = tokens.map((token) => token.folded);
  const found = new Set<Concept>();
  let text = '';
  let copied = 0;
  for (let at = 0; at < tokens.length;) {
    const cue = cues.find(
      (item) =>
        at + item.length <= words.length &&
        findCue(words.slice(at, at + item.length), item.cue, isWord, minTypoLength) === 0,
    );
    const first = tokens[at];
    const last = tokens[at + (cue?.length ?? 1) - 1];
    if (!cue || !first || !last) {
      at += 1;
      continue;
    }
    text += `${question.slice(copied, first.start)}${lexicon[cue.concept].says}`;
    copied = last.end;
    found.add(cue.concept);
    at += cue.length;
  }
  text += question.slice(copied);
  return { text, concepts: concepts.filter((concept) => found.has(concept)) };
}

/** Each lexicon's cues, longest first, sorted once rather than for every question. */
const sortedCues = new WeakMap<
  ConceptLexicon,
  readonly { concept: Concept; cue: string; length: number }[]
>();

function cuesLongestFirst(lexicon: ConceptLexicon) {
  let cues = sortedCues.get(lexicon);
  if (!cues) {
    cues = concepts
      .flatMap((concept) =>
        lexicon[concept].cues.map((cue) => ({ concept, cue, length: cue.split(' ').length })),
      )
      .sort((a, b) => b.length - a.length);
    sortedCues.set(lexicon, cues);
  }
  return cues;
}

/**
 * The lexicon with each concept's words narrowed to those `keep` accepts ("Africa" to the Morocco of
 * the passage that answers), or left whole when it accepts none of them.
 */
export function narrowedLexicon(lexicon: ConceptLexicon, keep: (word: string) => boolean): ConceptLexicon {
  return Object.fromEntries(
    concepts.map((concept) => {
      const { cues, says } = lexicon[concept];
      const kept = says.split(' ').filter((word) => word !== '' && keep(word));
      return [concept, { cues, says: kept.length > 0 ? kept.join(' ') : says }];
    }),
  ) as unknown as ConceptLexicon;
}
