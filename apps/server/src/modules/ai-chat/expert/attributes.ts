import { foldText } from '../text-terms';
import { editDistance } from '../typos';

/*
 * The attribute reading: what a question asks of its subject (who made it, how heavy it is, how it came
 * to the museum, whom an artist married), read from each language's cue words, and whether a passage
 * states that attribute, read from its kind and its words. The expert leads with a passage of the
 * subject that states what is asked, and says it does not know when none does (see intent.ts).
 */

export const attributes = [
  'weight',
  'price',
  'family',
  'size',
  'material',
  'discovery',
  'provenance',
  'commission',
  'restoration',
  'teacher',
  'death',
  'birth',
  'count',
] as const;

export type Attribute = (typeof attributes)[number];

/**
 * One language's words for each attribute. A cue is a phrase of folded words (accents off, ё as е);
 * a word ending in `*` stands for any word it starts. A cue word of five letters or more also matches
 * a word one typo away ("wheigh", "restaurated").
 */
export interface AttributeWords {
  readonly cues: Readonly<Record<Attribute, readonly string[]>>;
  /** The words of a passage stating the attribute (its text and names, as written). */
  readonly evidence: Readonly<Partial<Record<Attribute, RegExp>>>;
  /** A word that states a number ("15", "fifteen", "quinze", "пятнадцать"), folded. */
  readonly numberWord: RegExp;
  /** Words after a "how many" cue that make it a question of time, price or weight ("сколько лет"). */
  readonly notCounted: ReadonlySet<string>;
  /** Words just before a "how many" cue that make it ask a time ("во сколько": at what time). */
  readonly timeBefore: ReadonlySet<string>;
  /** The words that may come between a "how many" cue and the thing counted ("всего", "of the"). */
  readonly countFillers: ReadonlySet<string>;
}

/** A question's words, folded, as the cues are written. */
export function cueWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether a question word is the cue word: the same, or one typo off when the cue word is long and the
 * question word is not a word of the language in its own right ("trouve" is not a typo of "trouvee").
 */
function wordMatches(
  word: string,
  cue: string,
  isWord: (word: string) => boolean,
  minTypoLength: number,
): boolean {
  const prefix = cue.endsWith('*');
  const stem = prefix ? cue.slice(0, -1) : cue;
  if (prefix ? word.startsWith(stem) : word === stem) return true;
  if (stem.length < minTypoLength || isWord(word)) return false;
  const typed = prefix ? word.slice(0, stem.length) : word;
  // A word one letter short of a prefix cue is compared whole ("restor" for "restor*").
  return (
    editDistance(typed, stem, 1) <= 1 ||
    (prefix && editDistance(word.slice(0, stem.length + 1), stem, 1) <= 1)
  );
}

/**
 * Where a cue phrase starts in the words, or -1. A cue word of `minTypoLength` letters or more (five
 * unless told) also matches a word one typo away.
 */
export function findCue(
  words: readonly string[],
  cue: string,
  isWord: (word: string) => boolean = () => false,
  minTypoLength = 5,
): number {
  const parts = cue.split(' ');
  for (let start = 0; start + parts.length <= words.length; start += 1)
    if (parts.every((part, offset) => wordMatches(words[start + offset] ?? '', part, isWord, minTypoLength)))
      return start;
  return -1;
}

/**
 * The attribute a question asks for, the first in `attributes` order whose cue it holds (a weight
 * before a count: "сколько весит"), or undefined. For a count, also the word counted: the first word
 * after the cue that is not a filler ("how many rooms", "сколько всего залов"). `isWord` tells the
 * words of the language (those of the knowledge base), which are never read as a cue's typo.
 */
/** The words without any of the cues ("how much did it cost": "did it"). */
function withoutCues(
  words: readonly string[],
  cues: readonly string[],
  isWord?: (word: string) => boolean,
): string[] {
  let rest = [...words];
  for (const cue of cues) {
    const length = cue.split(' ').length;
    for (let at = findCue(rest, cue, isWord); at !== -1; at = findCue(rest, cue, isWord))
      rest = [...rest.slice(0, at), ...rest.slice(at + length)];
  }
  return rest;
}

export interface AttributeReading {
  readonly attribute: Attribute;
  /** For a count, the word counted. */
  readonly counted?: string;
  /** The question's other words (folded), without its cues: what it names rather than how it asks. */
  readonly rest: string;
}

export function readAttribute(
  question: string,
  words: AttributeWords,
  isWord?: (word: string) => boolean,
): AttributeReading | undefined {
  const asked = cueWords(question);
  for (const attribute of attributes) {
    for (const cue of words.cues[attribute]) {
      const at = findCue(asked, cue, isWord);
      if (at === -1) continue;
      const length = cue.split(' ').length;
      const rest = withoutCues(asked, words.cues[attribute], isWord).join(' ');
      if (attribute !== 'count') return { attribute, rest };
      if (words.timeBefore.has(asked[at - 1] ?? '')) continue;
      const counted = asked.slice(at + length).find((word) => !words.countFillers.has(word));
      if (counted !== undefined && words.notCounted.has(counted)) continue;
      return counted === undefined ? { attribute, rest } : { attribute, counted, rest };
    }
  }
  return undefined;
}
