import { useSyncExternalStore } from 'react';
import type { ContentPackName, ContentPacks, TranslatedLocale } from '@artvoyage/content/i18n';
import { lazyByLocale } from './lazy-by-locale';
import { isLocale, type Locale } from './locales';
import { useLocale } from './useLocale';

/*
 * A language's content (artwork texts, tours, places, games) is fetched the way its UI messages are:
 * one chunk per pack and language, the first time a screen shows it. English is the source and ships
 * with the screens themselves, so a pack is only ever a translation, merged over the English.
 */

// Every language's packs, each its own chunk: packages/content/src/locales/<locale>/<name>.ts, keyed
// "./<locale>/<name>.ts". The list in packages/content/src/i18n/packs.ts types them, and does not
// compile while a language lacks one.
const packModules = import.meta.glob<{ default: unknown }>(['./*/*.ts', '!./*/*.test.ts'], {
  base: '../../../../../packages/content/src/locales',
});

type PackKey = `${TranslatedLocale}/${ContentPackName}`;

const packs = lazyByLocale(async (key: PackKey) => {
  const load = packModules[`./${key}.ts`];
  if (!load) throw new Error(`No content pack ${key}`);
  return load();
});

/** Fetches a language's pack (nothing for English); a failed fetch is tried again the next time. */
export async function loadContentPack(locale: Locale, name: ContentPackName): Promise<void> {
  if (locale !== 'en') await packs.load(`${locale}/${name}`);
}

/** Whether a language's pack is in memory (English always is: it ships with the screens). */
export function isContentPackLoaded(locale: Locale, name: ContentPackName): boolean {
  return locale === 'en' || packs.get(`${locale}/${name}`) !== undefined;
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
  const key: PackKey | undefined = isLocale(locale) && locale !== 'en' ? `${locale}/${name}` : undefined;
  const get = () => (key ? packs.get(key) : undefined);
  const pack = useSyncExternalStore(packs.subscribe, get, get)?.default as ContentPacks[N] | undefined;
  if (key && !pack) {
    // Normally fetched with the screen's messages; this covers a language other than the UI's (the
    // audio guide's switch) and a screen that forgot to ask.
    packs.load(key).catch((error: unknown) => {
      console.warn(`Could not load the ${locale} ${name} texts; showing English.`, error);
    });
  }
  return pack;
}
