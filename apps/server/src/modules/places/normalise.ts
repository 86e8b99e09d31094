/** Letters NFKD does not decompose into a base letter plus marks. */
const folded: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/**
 * The form names are stored and searched in: lowercase, accents and ligatures removed, any run of
 * other characters (hyphens, apostrophes, punctuation) turned into one space. Done in JS because
 * PGlite has no `unaccent`, and so both databases store exactly the same strings.
 */
export function normalisePlaceName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[æœßøłđðþıħ]/g, (letter) => folded[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Latin letters, digits and spaces only: the alternate names worth indexing from the gazetteer. */
export const isLatinName = (normalised: string) => /^[a-z0-9 ]+$/.test(normalised);
