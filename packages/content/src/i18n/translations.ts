import type { Locale } from '@artvoyage/contract/locales';

/**
 * Content is written in English first; every other language is a translation of it. The English modules
 * stay the single source of ids, numbers, images and links; a translation carries only the texts a
 * visitor reads, and is merged over the English item when shown.
 */
export type TranslatedLocale = Exclude<Locale, 'en'>;

export const translatedLocales = ['fr', 'ru'] as const satisfies readonly TranslatedLocale[];

/** The texts of every item of a collection, by id: an item left out is a compile error. */
export type TextsById<Id extends string, Texts> = { readonly [K in Id]: Texts };

/** One pack per language, each written out in full. */
export type Translations<Pack> = { readonly [L in TranslatedLocale]: Pack };

/** The texts of every item of an English list, by id: the shape a translation of the list takes. */
export function textsById<Item extends { readonly id: string }, Texts>(
  items: readonly Item[],
  texts: (item: Item) => Texts,
): TextsById<Item['id'], Texts> {
  // Every id of the list is there, which the object's type cannot see.
  return Object.fromEntries(items.map((item) => [item.id, texts(item)])) as TextsById<Item['id'], Texts>;
}
