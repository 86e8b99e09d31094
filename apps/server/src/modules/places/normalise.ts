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

/**
 * Latin or Cyrillic letters, digits and spaces only: the alternate names worth indexing from the
 * gazetteer, in the scripts the app's languages are typed in (English and French, Russian). Which
 * language a Cyrillic name is (Russian, Bulgarian, Serbian...) GeoNames does not say, and a search
 * need not know: each is a spelling someone may type for that city.
 */
export const isSearchableName = (normalised: string) =>
  /^[a-z0-9 \u0430-\u044f\u0451-\u045f]+$/.test(normalised);
