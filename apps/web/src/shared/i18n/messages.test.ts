import { describe, expect, it } from 'vitest';
import { messageGroups } from './groups';
import { locales } from './locales';
import type { MessageTree } from './types';

const modules = import.meta.glob<MessageTree>('./messages/*/*.ts', { eager: true, import: 'default' });

function bundle(locale: string, group: string): MessageTree | undefined {
  return modules[`./messages/${locale}/${group}.ts`];
}

/** Every text in a tree, by its dotted key path. */
function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [inner, text] of flatten(value, path)) texts.set(inner, text);
  }
  return texts;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The key without its plural suffix when English has plural forms for it ("gallery.count_few" -> "gallery.count"). */
function baseKey(key: string, englishPlurals: ReadonlySet<string>): string {
  const base = key.replace(pluralSuffix, '');
  return base !== key && englishPlurals.has(base) ? base : key;
}

function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{\{[^}]+\}\}/g) ?? [])].sort();
}

const translations = locales.filter((locale) => locale !== 'en');

describe('message bundles', () => {
  it('exist for every group in every language, and nothing else', () => {
    const expected = locales.flatMap((locale) =>
      messageGroups.map((group) => `./messages/${locale}/${group}.ts`),
    );
    expect(Object.keys(modules).sort()).toEqual(expected.sort());
  });

  it('put every English key in exactly one group', () => {
    const owners = new Map<string, string[]>();
    for (const group of messageGroups) {
      for (const key of flatten(bundle('en', group) ?? {}).keys()) {
        owners.set(key, [...(owners.get(key) ?? []), group]);
      }
    }
    const shared = [...owners].filter(([, groups]) => groups.length > 1);
    expect(shared).toEqual([]);
  });

  describe.each(messageGroups)('group %s', (group) => {
    const english = flatten(bundle('en', group) ?? {});
    const englishPlurals = new Set(
      [...english.keys()]
        .filter((key) => key.endsWith('_other'))
        .map((key) => key.slice(0, -'_other'.length)),
    );
    const englishKeys = new Set([...english.keys()].map((key) => baseKey(key, englishPlurals)));

    it.each(translations)('%s has no key English lacks', (locale) => {
      const keys = [...flatten(bundle(locale, group) ?? {}).keys()].map((key) =>
        baseKey(key, englishPlurals),
      );
      expect(keys.filter((key) => !englishKeys.has(key))).toEqual([]);
    });

    it.each(translations)('%s translates every English key', (locale) => {
      const keys = new Set(
        [...flatten(bundle(locale, group) ?? {}).keys()].map((key) => baseKey(key, englishPlurals)),
      );
      expect([...englishKeys].filter((key) => !keys.has(key))).toEqual([]);
    });

    it.each(locales)('%s has exactly the plural forms its language uses', (locale) => {
      const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      const texts = flatten(bundle(locale, group) ?? {});
      for (const base of englishPlurals) {
        const forms = [...texts.keys()]
          .filter((key) => key.startsWith(`${base}_`) && pluralSuffix.test(key))
          .map((key) => key.slice(base.length + 1))
          .sort();
        expect({ key: base, forms }).toEqual({ key: base, forms: categories });
      }
    });

    it.each(translations)('%s keeps the placeholders of each English text', (locale) => {
      for (const [key, text] of flatten(bundle(locale, group) ?? {})) {
        const base = baseKey(key, englishPlurals);
        const source = english.get(key) ?? english.get(`${base}_other`) ?? '';
        expect({ key, placeholders: placeholders(text) }).toEqual({
          key,
          placeholders: placeholders(source),
        });
      }
    });
  });
});

/*
 * A number a text shows is written the language's way through `{{name, number}}` (1,476 in English,
 * 1 476 in French and Russian), found by its placeholder's name; a year never is (1503, not 1,503),
 * nor any other text.
 */
const numberPlaceholders = new Set([
  'count',
  'total',
  'score',
  'max',
  'min',
  'percent',
  'xp',
  'points',
  'reward',
  'level',
  'current',
  'progress',
  'correct',
  'matched',
  'completed',
  'position',
  'number',
  'day',
  'row',
  'col',
  'hours',
  'minutes',
  'ms',
  'size',
  'price',
  'rating',
  'visited',
  'length',
]);
/** Numbers the screen writes out itself, by key, with why. */
const writtenByTheScreen: Readonly<Record<string, string>> = {
  'map.info.rating': 'always with one decimal (4.0), which the info window writes out',
};

describe('numbers in texts', () => {
  it.each(locales)('%s writes every number the language’s way, and no year', (locale) => {
    const wrong: string[] = [];
    for (const group of messageGroups) {
      for (const [key, text] of flatten(bundle(locale, group) ?? {})) {
        for (const [placeholder, name = '', format] of text.matchAll(
          /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g,
        )) {
          const numeric = numberPlaceholders.has(name) && !Object.hasOwn(writtenByTheScreen, key);
          if (format !== (numeric ? 'number' : undefined)) wrong.push(`${key}: ${placeholder}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
