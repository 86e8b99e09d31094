import type { Locale } from '@artvoyage/contract/locales';

/*
 * The facts a translation must keep: every number in a text (years, sizes, prices, counts, clock times),
 * read the way each language writes it, so that "1,500", "1 500" and "1 500" are the same number, "3.5"
 * and "3,5" too, "9:30", "9 h 30" and "9.30" the same time, and "19th", "XIXe" and "XIX век" the same
 * century.
 */

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, M: 1000 };

function fromRoman(numeral: string): number {
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const value = ROMAN[numeral[i] ?? ''] ?? 0;
    const next = ROMAN[numeral[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

// Thin and non-breaking spaces group thousands in French and Russian.
const GROUP_SPACE = '[\\u0020\\u00a0\\u202f]';

// Centuries and millennia spelt out ("the nineteenth century", "le dix-neuvième siècle", "в девятнадцатом
// веке") are the same facts as "19th century", "XIXe siècle" or "XIX век". Longest words first, so that
// "пятнадцатом" is not read as "пятом".
const ORDINAL_WORDS: Readonly<Record<Locale, readonly (readonly [word: string, value: number])[]>> = {
  en: [
    ['twenty-first', 21],
    ['twentieth', 20],
    ['nineteenth', 19],
    ['eighteenth', 18],
    ['seventeenth', 17],
    ['sixteenth', 16],
    ['fifteenth', 15],
    ['fourteenth', 14],
    ['thirteenth', 13],
    ['twelfth', 12],
    ['eleventh', 11],
    ['tenth', 10],
    ['ninth', 9],
    ['eighth', 8],
    ['seventh', 7],
    ['sixth', 6],
    ['fifth', 5],
    ['fourth', 4],
    ['third', 3],
    ['second', 2],
    ['first', 1],
  ],
  fr: [
    ['vingt et unième', 21],
    ['vingtième', 20],
    ['dix-neuvième', 19],
    ['dix-huitième', 18],
    ['dix-septième', 17],
    ['seizième', 16],
    ['quinzième', 15],
    ['quatorzième', 14],
    ['treizième', 13],
    ['douzième', 12],
    ['onzième', 11],
    ['dixième', 10],
    ['neuvième', 9],
    ['huitième', 8],
    ['septième', 7],
    ['sixième', 6],
    ['cinquième', 5],
    ['quatrième', 4],
    ['troisième', 3],
    ['deuxième', 2],
    ['second', 2],
    ['premier', 1],
  ],
  ru: [
    ['двадцать перв', 21],
    ['двадцат', 20],
    ['девятнадцат', 19],
    ['восемнадцат', 18],
    ['семнадцат', 17],
    ['шестнадцат', 16],
    ['пятнадцат', 15],
    ['четырнадцат', 14],
    ['тринадцат', 13],
    ['двенадцат', 12],
    ['одиннадцат', 11],
    ['десят', 10],
    ['девят', 9],
    ['восьм', 8],
    ['седьм', 7],
    ['шест', 6],
    ['пят', 5],
    ['четв[её]рт', 4],
    ['трет', 3],
    ['втор', 2],
    ['перв', 1],
  ],
};

const CENTURY_NOUNS: Readonly<Record<Locale, string>> = {
  en: '(?:century|centuries|millennium)',
  fr: '(?:siècle|millénaire)',
  ru: '(?:век|столети|тысячелети)',
};

/** Replaces a century or millennium spelt out by its number. */
function centuriesInWords(text: string, locale: Locale): string {
  const words = ORDINAL_WORDS[locale];
  // Russian words are stems, inflected by case and gender ("девятнадцатого", "девятнадцатом").
  const ending = locale === 'ru' ? '\\p{L}*' : locale === 'fr' ? 's?' : '';
  const pattern = new RegExp(
    `(?<![\\p{L}-])(${words.map(([word]) => word).join('|')})${ending}(?=[\\s\\u00a0\\u202f-]+${CENTURY_NOUNS[locale]})`,
    'giu',
  );
  return text.replace(pattern, (_match, word: string) => {
    const found = words.find(([candidate]) => new RegExp(`^${candidate}$`, 'iu').test(word));
    return found ? ` ${found[1]} ` : word;
  });
}

/** The numbers of a text, in order of appearance, as canonical strings ('1500', '3.5', '9:30'). */
export function numbersIn(text: string, locale: Locale): string[] {
  let normalised = centuriesInWords(text, locale);
  // Clock times: 9:30, 9.30 (en), 9 h 30 / 9h30 / 9 h (fr).
  normalised = normalised.replace(/\b(\d{1,2})[:.](\d{2})\b(?![.,]\d)/g, ' T$1:$2 ');
  if (locale === 'fr') {
    normalised = normalised.replace(/\b(\d{1,2})\s?h\s?(\d{2})\b/g, ' T$1:$2 ');
    normalised = normalised.replace(/\b(\d{1,2})\s?h\b/g, ' T$1:00 ');
  }
  // Centuries written in Roman numerals: XIXe, XIXᵉ, XIX век / веке / века, IIe millénaire.
  // ("Le" and "Ce" are words, not the 50th and 100th; "Ier" is a century only before siècle or millénaire,
  // as "François Ier" has no number in English either.)
  normalised = normalised.replace(
    /\b(?!(?:L|C)e\b)([IVXLC]+)(?:e|ᵉ|ème)(?=[\s\u00a0\u202f,.;:)–-]|$)/g,
    (_m, r: string) => ` ${fromRoman(r)} `,
  );
  normalised = normalised.replace(
    /\b([IVXLC]+)er(?=[\s\u00a0\u202f]+(?:siècle|millénaire))/g,
    (_m, r: string) => ` ${fromRoman(r)} `,
  );
  normalised = normalised.replace(
    /(^|[\s(\u00a0])([IVXLC]+)(?=[\s\u00a0\u202f–-]+(?:(?:и|—|–|-)\s*[IVXLC]+\s+)?(?:век|века|веке|веков|вв|в\.|тысячелети|династи))/g,
    (_m, before: string, r: string) => `${before} ${fromRoman(r)} `,
  );
  // English ordinals: 19th, 1st, 2nd, 3rd.
  normalised = normalised.replace(/\b(\d+)(?:st|nd|rd|th)\b/g, ' $1 ');
  // French and Russian ordinals: 1er, 2e, 3ᵉ, 19-й, 20-го.
  normalised = normalised.replace(/\b(\d+)(?:er|re|e|ᵉ|ème)\b/g, ' $1 ');
  normalised = normalised.replace(/(\d+)-(?:й|го|м|е|я|х|му|ми|ю|ой|ый|ий|ая)(?![\p{L}])/gu, ' $1 ');
  const found: string[] = [];
  const pattern =
    locale === 'en'
      ? /T(\d{1,2}:\d{2})|(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?/g
      : new RegExp(`T(\\d{1,2}:\\d{2})|(\\d{1,3}(?:${GROUP_SPACE}\\d{3})+(?!\\d)|\\d+)(?:,(\\d+))?`, 'g');
  for (const match of normalised.matchAll(pattern)) {
    const [, time, whole, fraction] = match;
    if (time !== undefined) {
      found.push(time.replace(/^0(\d)/, '$1'));
      continue;
    }
    if (whole === undefined) continue;
    const integer = whole.replace(/[,\u0020\u00a0\u202f]/g, '').replace(/^0+(?=\d)/, '');
    found.push(fraction === undefined ? integer : `${integer}.${fraction}`);
  }
  return found;
}

/** The numbers of a text as a sorted list, so that a translation may reorder a sentence. */
export function factsOf(text: string, locale: Locale): string[] {
  return numbersIn(text, locale).sort();
}

/**
 * Every string in a value (an object, an array, a string), with the path it was found at, in the same
 * order for the English source and its translation when both have the same shape.
 */
export function textsIn(value: unknown, path = ''): [path: string, text: string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** A text whose numbers differ from those of its English source. */
export interface FactMismatch {
  readonly path: string;
  readonly english: readonly string[];
  readonly translated: readonly string[];
}

/**
 * Compares a translation with its English source, text by text, and returns the texts whose numbers
 * differ; paths in `exceptions` are left out (a difference there is on purpose and explained by the
 * caller). A translation missing a text, or with one more, is reported with the path too.
 */
export function factMismatches(
  english: unknown,
  translated: unknown,
  locale: Locale,
  exceptions: readonly string[] = [],
): FactMismatch[] {
  const source = new Map(textsIn(english));
  const target = new Map(textsIn(translated));
  const paths = new Set([...source.keys(), ...target.keys()]);
  const mismatches: FactMismatch[] = [];
  for (const path of paths) {
    if (exceptions.includes(path)) continue;
    const en = factsOf(source.get(path) ?? '', 'en');
    const tr = factsOf(target.get(path) ?? '', locale);
    if (!source.has(path) || !target.has(path) || en.join('|') !== tr.join('|')) {
      mismatches.push({ path, english: en, translated: tr });
    }
  }
  return mismatches;
}
