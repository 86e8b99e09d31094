import { describe, expect, it } from 'vitest';
import { englishPacks } from '../i18n/english-packs';
import { factMismatches, textsIn } from '../i18n/facts';
import type { ContentPackName } from '../i18n/packs';
import { translatedLocales, type TranslatedLocale } from '../i18n/translations';
import { quizPathsKeptInEnglish } from './quizzes-kept-in-english';
import { translatedPacks } from './translated-packs';

/**
 * Texts whose numbers differ from the English on purpose, by pack and path, each with its reason.
 * Keep this list short: a number that changes in translation is usually a mistake.
 */
const factExceptions: { readonly [P in ContentPackName]?: Readonly<Record<string, string>> } = {
  quizzes: {
    'quizzes.famous-artworks-quiz.questions.artworks-44.explanation':
      'the exhibition «0,10»: the English writes 0.10, which the reader takes for a clock time',
  },
};

/** Texts left in English on purpose (a quoted title, a proper name), by pack and path. */
const keptInEnglish: { readonly [P in ContentPackName]?: Readonly<Record<string, string>> } = {};

/** The same, for one language only: names that French writes as English does (Pierre Lescot), say. */
const keptInEnglishIn: {
  readonly [L in TranslatedLocale]: { readonly [P in ContentPackName]?: Readonly<Record<string, string>> };
} = {
  fr: { quizzes: quizPathsKeptInEnglish('fr') },
  ru: { quizzes: quizPathsKeptInEnglish('ru') },
};

const packNames = Object.keys(englishPacks) as ContentPackName[];

describe.each(translatedLocales)('the %s content', (locale) => {
  it.each(packNames)('%s has every text of the English, and no other', (name) => {
    const english = textsIn(englishPacks[name]).map(([path]) => path);
    const translated = textsIn(translatedPacks[locale][name]).map(([path]) => path);
    expect(translated).toEqual(english);
  });

  it.each(packNames)('%s keeps every number of the English', (name) => {
    const exceptions = Object.keys(factExceptions[name] ?? {});
    expect(factMismatches(englishPacks[name], translatedPacks[locale][name], locale, exceptions)).toEqual([]);
  });

  it.each(packNames)('%s is translated: no text is left in English unless listed', (name) => {
    const source = new Map(textsIn(englishPacks[name]));
    const kept = { ...keptInEnglish[name], ...keptInEnglishIn[locale][name] };
    const untranslated = textsIn(translatedPacks[locale][name])
      .filter(([path, text]) => text.length > 3 && text === source.get(path) && !(path in kept))
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it.each(packNames)('%s has no empty text', (name) => {
    const empty = textsIn(translatedPacks[locale][name]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });
});
