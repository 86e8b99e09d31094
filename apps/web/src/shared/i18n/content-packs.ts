import { useSyncExternalStore } from 'react';
import type { ContentPackName, ContentPacks, TranslatedLocale } from '@artvoyage/content/i18n';
import { isLocale, type Locale } from './locales';
import { useLocale } from './useLocale';

/*
 * A language's content (artwork texts, tours, places, games) is fetched the way its UI messages are:
 * one chunk per pack and language, the first time a screen shows it. English is the source and ships
 * with the screens themselves, so a pack is only ever a translation, merged over the English.
 */

type PackLoaders = {
  readonly [N in ContentPackName]: Record<TranslatedLocale, () => Promise<{ default: ContentPacks[N] }>>;
};

const loaders: PackLoaders = {
  tours: {
    fr: () => import('@artvoyage/content/locales/fr/tours'),
    ru: () => import('@artvoyage/content/locales/ru/tours'),
  },
  artworks: {
    fr: () => import('@artvoyage/content/locales/fr/artworks'),
    ru: () => import('@artvoyage/content/locales/ru/artworks'),
  },
  itineraries: {
    fr: () => import('@artvoyage/content/locales/fr/itineraries'),
    ru: () => import('@artvoyage/content/locales/ru/itineraries'),
  },
  crossword: {
    fr: () => import('@artvoyage/content/locales/fr/crossword'),
    ru: () => import('@artvoyage/content/locales/ru/crossword'),
  },
  places: {
    fr: () => import('@artvoyage/content/locales/fr/places'),
    ru: () => import('@artvoyage/content/locales/ru/places'),
  },
  games: {
    fr: () => import('@artvoyage/content/locales/fr/games'),
    ru: () => import('@artvoyage/content/locales/ru/games'),
  },
  narrations: {
    fr: () => import('@artvoyage/content/locales/fr/narrations'),
    ru: () => import('@artvoyage/content/locales/ru/narrations'),
  },
  quizzes: {
    fr: () => import('@artvoyage/content/locales/fr/quizzes'),
    ru: () => import('@artvoyage/content/locales/ru/quizzes'),
  },
};

const loaded = new Map<string, unknown>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

const keyOf = (locale: TranslatedLocale, name: ContentPackName) => `${locale}/${name}`;

/** Fetches a language's pack (nothing for English); a failed fetch is tried again the next time. */
export function loadContentPack(locale: Locale, name: ContentPackName): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  const key = keyOf(locale, name);
  if (loaded.has(key)) return Promise.resolve();
  let request = pending.get(key);
  if (!request) {
    request = loaders[name][locale]().then(
      (module) => {
        loaded.set(key, module.default);
        pending.delete(key);
        version += 1;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, request);
  }
  return request;
}

/** Whether a language's pack is in memory (English always is: it ships with the screens). */
export function isContentPackLoaded(locale: Locale, name: ContentPackName): boolean {
  return locale === 'en' || loaded.has(keyOf(locale, name));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The active language's pack, or `undefined` in English (the source, which the caller already has) and
 * while a translation is still on its way, so that the screen shows English rather than nothing.
 */
export function useContentPack<N extends ContentPackName>(name: N): ContentPacks[N] | undefined {
  return useContentPackIn(name, useLocale());
}

/**
 * A pack in a given language rather than the UI's (the audio guide can speak another language), with
 * the same `undefined` for English and while it loads.
 */
export function useContentPackIn<N extends ContentPackName>(
  name: N,
  locale: string,
): ContentPacks[N] | undefined {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  if (!isLocale(locale) || locale === 'en') return undefined;
  const translated: TranslatedLocale = locale;
  const pack = loaded.get(keyOf(translated, name)) as ContentPacks[N] | undefined;
  if (!pack) {
    // Normally fetched with the screen's messages; this covers a language other than the UI's (the
    // audio guide's switch) and a screen that forgot to ask.
    loadContentPack(translated, name).catch((error: unknown) => {
      console.warn(`Could not load the ${locale} ${name} texts; showing English.`, error);
    });
  }
  return pack;
}
