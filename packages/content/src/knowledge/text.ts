// Small text helpers used to turn the bundled content into self-contained passages.

/** The longest passage text the knowledge base allows (a test checks every passage). */
export const MAX_PASSAGE_CHARS = 700;
/** Passages built from longer texts hold at most this many sentences. */
export const MAX_PASSAGE_SENTENCES = 4;

/** Words ending in a full stop that do not end a sentence. */
const abbreviations = new Set(['c', 'st', 'mr', 'mrs', 'dr', 'no', 'vs', 'ca']);

/**
 * Splits a text into sentences. A full stop, question mark or exclamation mark (optionally followed by
 * a closing quote or bracket) ends a sentence when the next word starts with a capital letter, a digit
 * or an opening quote, unless it follows an initial ('I. M. Pei') or a known abbreviation ('c. 1503').
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  const boundary = /([.!?])(["”’)]?)\s+(?=["“‘(]?[\p{Lu}\d])/gu;
  let start = 0;
  for (let match = boundary.exec(text); match !== null; match = boundary.exec(text)) {
    const end = match.index + match[1]!.length + match[2]!.length;
    const before = text.slice(start, match.index);
    const lastWord = /([\p{L}]+)$/u.exec(before)?.[1] ?? '';
    if (match[1] === '.' && (/^\p{Lu}$/u.test(lastWord) || abbreviations.has(lastWord.toLowerCase())))
      continue;
    sentences.push(text.slice(start, end).trim());
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** Words that refer back to something named earlier. */
export const backReference = /^(it|its|he|his|she|her|they|their|them|this|these|both)\b/i;

/**
 * Groups sentences into chunks of at most `maxSentences` sentences and `maxChars` characters, as
 * evenly as possible, keeping their order.
 */
export function chunkSentences(
  sentences: readonly string[],
  maxSentences = MAX_PASSAGE_SENTENCES,
  maxChars = MAX_PASSAGE_CHARS - 60,
): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  const total = sentences.length;
  const target = Math.ceil(total / Math.ceil(total / maxSentences));
  for (const sentence of sentences) {
    const candidate = [...current, sentence].join(' ');
    if (current.length > 0 && (current.length >= target || candidate.length > maxChars)) {
      // A chunk should not open with 'He' or 'It': keep the sentence that names them with it.
      const carried = backReference.test(sentence) && current.length >= 2 ? current.splice(-1) : [];
      chunks.push(current.join(' '));
      current = carried;
    }
    current.push(sentence);
  }
  if (current.length > 0) chunks.push(current.join(' '));
  return chunks;
}

/** Splits a long text into passages: paragraphs first, then groups of sentences. */
export function splitIntoPassages(text: string, skipSentences = 0): string[] {
  const paragraphs = paragraphSentences(text);
  paragraphs[0]?.splice(0, skipSentences);
  // A paragraph opening with 'He chose...' takes along the previous paragraph's last sentence, which names him.
  for (let index = 1; index < paragraphs.length; index += 1) {
    const previous = paragraphs[index - 1]!;
    const current = paragraphs[index]!;
    if (personReference.test(current[0]!) && previous.length >= 2) current.unshift(...previous.splice(-1));
  }
  return paragraphs
    .filter((sentences) => sentences.length > 0)
    .flatMap((sentences) => chunkSentences(sentences));
}

/** The sentences of each paragraph of a text. */
export function paragraphSentences(text: string): string[][] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => splitSentences(paragraph.trim()))
    .filter((sentences) => sentences.length > 0);
}

const personReference = /^(he|his|she|her|they|their)\b/i;

/** Lower-case, accents removed, punctuation to spaces, for comparisons. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether `text` mentions `name` as whole words, ignoring case, accents and punctuation. */
export function mentions(text: string, name: string): boolean {
  const needle = normalise(name);
  return needle.length > 0 && ` ${normalise(text)} `.includes(` ${needle} `);
}

/** Short words that say little about a text's content, left out when comparing texts. */
const stopWords = new Set(
  'a an and are as at be by for from has he her his in is it its of on or she that the their they this to was were which with'.split(
    ' ',
  ),
);

/** The distinct content words of a text, for comparisons. */
export function wordSet(text: string): ReadonlySet<string> {
  return new Set(
    normalise(text)
      .split(' ')
      .filter((word) => word.length > 0 && !stopWords.has(word)),
  );
}

/** Share of the candidate's content words that the other text already has, from 0 to 1. */
export function coveredShare(candidate: ReadonlySet<string>, other: ReadonlySet<string>): number {
  if (candidate.size === 0) return 1;
  let shared = 0;
  for (const word of candidate) if (other.has(word)) shared += 1;
  return shared / candidate.size;
}

/** Ends a phrase with a full stop unless it already ends a sentence. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]["”’)]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Lists items in English: 'a', 'a and b', 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Upper-cases the first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A year of the timeline as text: 1793, 190 BC. */
export function yearText(year: number): string {
  return year < 0 ? `${-year} BC` : String(year);
}

/** Turns a title into an id part: 'Leonardo da Vinci' -> 'leonardo-da-vinci'. */
export function slug(text: string): string {
  return normalise(text).replace(/ /g, '-');
}
