import type { Locale } from '@artvoyage/contract/locales';

/** The letters a language's crossword is written in, and what a typed character stands for. */
export interface CrosswordAlphabet {
  /** Every letter a grid cell may hold, in upper case. */
  readonly letters: string;
  /**
   * Typed letters, upper-cased, that a crossword of the language writes as another: French crosswords
   * drop accents (É is E, Ç is C), Russian ones write Ё as Е.
   */
  readonly folds: Readonly<Record<string, string>>;
}

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Ё is left out: Russian crosswords write it as Е.
const CYRILLIC = 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';

const foldsOf = (groups: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(groups).flatMap(([letter, variants]) => [...variants].map((variant) => [variant, letter])),
  );

export const crosswordAlphabets: { readonly [L in Locale]: CrosswordAlphabet } = {
  en: { letters: LATIN, folds: {} },
  fr: {
    letters: LATIN,
    folds: foldsOf({ A: 'ÀÂÄ', C: 'Ç', E: 'ÉÈÊË', I: 'ÎÏ', O: 'ÔÖ', U: 'ÙÛÜ', Y: 'Ÿ' }),
  },
  ru: { letters: CYRILLIC, folds: { Ё: 'Е' } },
};

/**
 * The grid letter a typed character stands for in a crossword of `locale` (upper case, accents
 * folded as the language's crosswords do), or null for anything else: digits, punctuation, letters
 * of another alphabet, several characters.
 */
export function crosswordLetter(typed: string, locale: Locale): string | null {
  const { letters, folds } = crosswordAlphabets[locale];
  const upper = typed.toUpperCase();
  const letter = folds[upper] ?? upper;
  return letter.length === 1 && letters.includes(letter) ? letter : null;
}

/** Whether a word is written in the letters of the locale's crossword alphabet only. */
export function isCrosswordWord(word: string, locale: Locale): boolean {
  const { letters } = crosswordAlphabets[locale];
  return word.length > 0 && [...word].every((letter) => letters.includes(letter));
}
