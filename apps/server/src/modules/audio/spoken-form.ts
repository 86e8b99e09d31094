import type { Locale } from '@artvoyage/contract/locales';

/*
 * A narration is written to be read as well as heard: "en 1821", "Louis XVIII", "в 1911 году",
 * "до н. э.". eSpeak NG reads some of that wrongly: French Roman numerals and abbreviations, and Russian
 * years, which it reads as cardinals ("в тысяча девятьсот одиннадцать году"). The spoken form rewrites
 * those few constructions into words before synthesis, so the transcript keeps its usual typography.
 */

/** The narration as the voice of `locale` should read it. */
export function spokenForm(text: string, locale: Locale): string {
  if (locale === 'fr') return spokenFrench(text);
  if (locale === 'ru') return spokenRussian(text);
  return text;
}

const SPACE = '[\\s\\u00a0\\u202f]';

/**
 * Spells out an abbreviation that ends in a full stop, keeping that stop when it also ends the sentence
 * ("… 125 av. J.-C. Elle …" becomes "… 125 avant Jésus-Christ. Elle …").
 */
function expand(text: string, abbreviation: RegExp, words: string): string {
  return text.replace(abbreviation, (match: string, offset: number) =>
    /^(?:\s+\p{Lu}|\s*$)/u.test(text.slice(offset + match.length)) ? `${words}.` : words,
  );
}

function spokenFrench(text: string): string {
  return (
    expand(text, new RegExp(`\\bav\\.${SPACE}*J\\.-C\\.`, 'g'), 'avant Jésus-Christ')
      // François Ier, Chéchonq Ier: "premier", which eSpeak reads as a letter and "er" otherwise.
      .replace(/(\p{Lu}[\p{L}-]*\s+)I(?:er|ᵉʳ)(?![\p{L}])/gu, '$1premier')
      // Louis XVIII, Pie VII, Jules II: French says the cardinal ("Louis dix-huit"), which eSpeak reads
      // from digits.
      .replace(/(\p{Lu}[\p{L}-]*\s+)([IVXL]+)(?![\p{L}\d])/gu, (_m, name: string, roman: string) =>
        isRoman(roman) ? `${name}${fromRoman(roman)}` : `${name}${roman}`,
      )
  );
}

const ROMAN: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50 };

function fromRoman(numeral: string): number {
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const value = ROMAN[numeral[i] ?? ''] ?? 0;
    const next = ROMAN[numeral[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

function isRoman(numeral: string): boolean {
  return /^(?:L?X{0,3})(?:IX|IV|V?I{0,3})$/.test(numeral) && numeral.length > 0;
}

/** The grammatical case a Russian year's ordinal takes, from the form of "год" after it. */
type Case = 'nom' | 'gen' | 'dat' | 'ins' | 'pre';

const caseOfYearWord: Readonly<Record<string, Case>> = {
  год: 'nom',
  годы: 'nom',
  года: 'gen',
  годов: 'gen',
  году: 'pre',
  годом: 'ins',
  годами: 'ins',
  годах: 'pre',
};

function spokenRussian(text: string): string {
  return (
    expand(text, new RegExp(`(?<![\\p{L}\\d])н\\.${SPACE}*э\\.`, 'gu'), 'нашей эры')
      // One year or two ("1818–1819 годах", "между 1787 и 1793 годами"), then a form of "год".
      .replace(
        new RegExp(
          `(?<![\\p{L}\\d])(?:(к|ко)(${SPACE}+))?(\\d{1,4})(?:(${SPACE}*[–—-]${SPACE}*|${SPACE}+и${SPACE}+)(\\d{1,4}))?(${SPACE}+)(годами|годах|годов|годом|годы|года|году|год)(?![\\p{L}])`,
          'gu',
        ),
        (
          _m,
          preposition: string | undefined,
          afterPreposition: string | undefined,
          first: string,
          joiner: string | undefined,
          second: string | undefined,
          space: string,
          word: string,
        ) => {
          // "к 1914 году": dative, not the prepositional of "в 1914 году".
          const grammaticalCase: Case =
            preposition && word === 'году' ? 'dat' : (caseOfYearWord[word] ?? 'nom');
          const spokenJoiner = joiner?.trim() === 'и' ? ' и ' : ' — ';
          const years =
            russianOrdinal(Number(first), grammaticalCase) +
            (second === undefined ? '' : spokenJoiner + russianOrdinal(Number(second), grammaticalCase));
          return `${preposition ? `${preposition}${afterPreposition ?? ' '}` : ''}${years}${space}${word}`;
        },
      )
      // Any other grouped number ("1 500"): eSpeak reads the groups apart.
      .replace(new RegExp(`(\\d)${SPACE}(?=\\d{3}(?!\\d))`, 'g'), '$1')
  );
}

const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];
const THOUSANDS = [
  '',
  'тысяча',
  'две тысячи',
  'три тысячи',
  'четыре тысячи',
  'пять тысяч',
  'шесть тысяч',
  'семь тысяч',
  'восемь тысяч',
  'девять тысяч',
];

/** Ordinal stems: the masculine adjective without its ending, and whether it ends in stressed -ой. */
const ORDINAL_UNITS = ['', 'перв', 'втор', 'трет', 'четвёрт', 'пят', 'шест', 'седьм', 'восьм', 'девят'];
const ORDINAL_TEENS = [
  'десят',
  'одиннадцат',
  'двенадцат',
  'тринадцат',
  'четырнадцат',
  'пятнадцат',
  'шестнадцат',
  'семнадцат',
  'восемнадцат',
  'девятнадцат',
];
const ORDINAL_TENS = [
  '',
  '',
  'двадцат',
  'тридцат',
  'сороков',
  'пятидесят',
  'шестидесят',
  'семидесят',
  'восьмидесят',
  'девяност',
];
const ORDINAL_HUNDREDS = [
  '',
  'сот',
  'двухсот',
  'трёхсот',
  'четырёхсот',
  'пятисот',
  'шестисот',
  'семисот',
  'восьмисот',
  'девятисот',
];
const ORDINAL_THOUSANDS = [
  '',
  'тысячн',
  'двухтысячн',
  'трёхтысячн',
  'четырёхтысячн',
  'пятитысячн',
  'шеститысячн',
  'семитысячн',
  'восьмитысячн',
  'девятитысячн',
];
/** Stems whose masculine nominative ends in a stressed -ой: второй, шестой, седьмой, восьмой, сороковой. */
const STRESSED_ENDING = new Set(['втор', 'шест', 'седьм', 'восьм', 'сороков']);

function withEnding(stem: string, grammaticalCase: Case): string {
  if (stem === 'трет') {
    return { nom: 'третий', gen: 'третьего', dat: 'третьему', ins: 'третьим', pre: 'третьем' }[
      grammaticalCase
    ];
  }
  const nominative = STRESSED_ENDING.has(stem) ? 'ой' : 'ый';
  return stem + { nom: nominative, gen: 'ого', dat: 'ому', ins: 'ым', pre: 'ом' }[grammaticalCase];
}

/**
 * A year from 1 to 9999 as a Russian ordinal in a case, the way it is said: the last part is the
 * ordinal and the parts before it stay cardinal ("тысяча девятьсот одиннадцатом", "двухтысячного").
 */
export function russianOrdinal(year: number, grammaticalCase: Case): string {
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new RangeError(`no Russian ordinal for ${year}`);
  }
  const thousands = Math.floor(year / 1000);
  const hundreds = Math.floor(year / 100) % 10;
  const belowHundred = year % 100;
  const tens = Math.floor(belowHundred / 10);
  const units = belowHundred % 10;
  const words: string[] = [];
  if (belowHundred === 0 && hundreds === 0) {
    return withEnding(ORDINAL_THOUSANDS[thousands] ?? '', grammaticalCase);
  }
  if (thousands > 0) words.push(THOUSANDS[thousands] ?? '');
  if (belowHundred === 0) {
    words.push(withEnding(ORDINAL_HUNDREDS[hundreds] ?? '', grammaticalCase));
    return words.join(' ');
  }
  if (hundreds > 0) words.push(HUNDREDS[hundreds] ?? '');
  if (tens === 1) {
    words.push(withEnding(ORDINAL_TEENS[units] ?? '', grammaticalCase));
  } else if (units === 0) {
    words.push(withEnding(ORDINAL_TENS[tens] ?? '', grammaticalCase));
  } else {
    if (tens > 1) words.push(TENS[tens] ?? '');
    words.push(withEnding(ORDINAL_UNITS[units] ?? '', grammaticalCase));
  }
  return words.join(' ');
}
