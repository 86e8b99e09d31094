/** A tree of messages: sections hold texts or further sections. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** The same keys with any text (English modules are `as const`, so their type holds the literal texts). */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Further plural forms next to each English `<key>_other`, for languages with more than English's two. */
type PluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${PluralCategory}` : never]?: string;
};

/**
 * What a translation of an English group must hold: every key, plus the plural forms its language needs
 * (French adds `_many`, Russian `_few` and `_many`). messages.test.ts checks the forms against the
 * language's plural rules.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
} & PluralForms<T>;
