import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ContentPackName } from '@artvoyage/content/i18n';
import { loadContentPack } from './content-packs';
import { loadErrorTexts } from './error-texts';
import { formatNumber } from './format';
import { contentPacksOf, messageGroups, type MessageGroup } from './groups';
import { lazyByLocale } from './lazy-by-locale';
import { localeStorageKey, pickLocale, type Locale } from './locales';
import enCore from './messages/en/core';
import { russianQuotes } from './quotes';
import type { MessageTree } from './types';

export { messageGroups, type MessageGroup } from './groups';
export { useContentPack, useContentPackIn } from './content-packs';
export { errorText, gamificationFailureText } from './error-texts';
export { locales, type Locale } from './locales';

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(localeStorageKey);
  } catch {
    return null;
  }
}

// Pages prerendered at build time (app/prerender.tsx, run by scripts/prerender.mjs) are rendered outside
// a browser, in English first and then in each language `prerenderIn` names.
const inBrowser = typeof window !== 'undefined';

/** The language the app starts in: the stored choice, else the browser's. */
export const initialLocale: Locale = inBrowser
  ? pickLocale(readStoredLocale(), navigator.languages ?? [navigator.language])
  : 'en';

// English core ships with the first page. Every other bundle (English screens, other languages) is its
// own chunk, fetched the first time a screen that shows it is visited or the language is switched.
const bundleModules = import.meta.glob<{ default: MessageTree }>([
  './messages/*/*.ts',
  '!./messages/en/core.ts',
]);

/**
 * A group's messages in a language ("fr/gallery") with the content packs its screens show, added to
 * i18next together once all have arrived.
 */
const bundles = lazyByLocale(async (id: `${Locale}/${MessageGroup}`) => {
  const [locale, group] = id.split('/') as [Locale, MessageGroup];
  const load = bundleModules[`./messages/${id}.ts`];
  if (!load) throw new Error(`No messages for ${id}`);
  const packs = contentPacksOf(group).map((name) => loadContentPack(locale, name));
  // Failures can be told on any screen, so their texts come with the language's core.
  if (group === 'core') packs.push(loadErrorTexts(locale));
  const [messages] = await Promise.all([load(), ...packs]);
  // Deep merge: a group may add keys to a section another group started.
  i18next.addResourceBundle(locale, 'translation', messages.default, true, true);
});

function loadBundle(locale: Locale, group: MessageGroup): Promise<void> {
  if (locale === 'en' && group === 'core') return Promise.resolve();
  return bundles.load(`${locale}/${group}`);
}

async function loadBundles(locale: Locale, groups: Iterable<MessageGroup>): Promise<void> {
  await Promise.all([...groups].map((group) => loadBundle(locale, group)));
}

/** Every group some screen has asked for: a language switch fetches them all before switching. */
const usedGroups = new Set<MessageGroup>(['core']);
/** The language on screen, or the one being switched to. */
let targetLocale: Locale = initialLocale;

/**
 * Adds the English texts of these groups and those of the current language, so that a screen can render
 * without showing keys. A screen in another language that cannot be fetched falls back to English.
 */
export async function loadMessageGroups(groups: readonly MessageGroup[]): Promise<void> {
  for (const group of groups) usedGroups.add(group);
  const locale = targetLocale;
  const english = loadBundles('en', groups);
  if (locale === 'en') return english;
  // With its core, so that a first visit in French or Russian does not start in English.
  const translated = loadBundles(locale, ['core', ...groups]).catch((error: unknown) => {
    console.warn(`Could not load the ${locale} messages; showing English.`, error);
  });
  await Promise.all([english, translated]);
}

void i18next
  .use(initReactI18next)
  .use(russianQuotes)
  .init({
    resources: { en: { translation: enCore } },
    lng: initialLocale,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    // A quoted title that has quotes of its own.
    postProcess: [russianQuotes.name],
    returnNull: false,
  });

// `{{xp, number}}` in a message: the number written as the language writes it, by the same helper the
// screens use for numbers outside messages (a value already written out is left as it is).
i18next.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
  typeof value === 'number' ? formatNumber(value, lng ?? 'en') : String(value),
);

if (inBrowser) document.documentElement.lang = initialLocale;
if (initialLocale !== 'en') {
  loadBundle(initialLocale, 'core').then(
    () => i18next.changeLanguage(initialLocale),
    (error: unknown) => console.warn(`Could not load the ${initialLocale} messages; showing English.`, error),
  );
}

/** Packs single screens asked for besides their groups': a language switch fetches them too. */
const usedPacks = new Set<ContentPackName>();

/**
 * Fetches the packs one screen shows beyond its message groups (a quiz's questions, the crossword's
 * grid) in the current language, so that it renders in it; one that cannot be fetched shows English.
 */
export async function loadScreenPacks(names: readonly ContentPackName[]): Promise<void> {
  for (const name of names) usedPacks.add(name);
  const locale = targetLocale;
  await Promise.all(names.map((name) => loadContentPack(locale, name))).catch((error: unknown) => {
    console.warn(`Could not load the ${locale} texts of ${names.join(', ')}; showing English.`, error);
  });
}

/** Switches the UI language, remembers it and tells assistive technology via `<html lang>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  const previous = targetLocale;
  targetLocale = locale;
  try {
    // Groups first asked for while this runs load in `locale` already, through `loadMessageGroups`.
    if (locale !== 'en') {
      await Promise.all([
        loadBundles(locale, usedGroups),
        ...[...usedPacks].map((name) => loadContentPack(locale, name)),
      ]);
    }
  } catch (error) {
    if (targetLocale === locale) targetLocale = previous;
    throw error;
  }
  // A later choice made while this one was loading wins.
  if (targetLocale !== locale) return;
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Private mode or full storage: the choice simply lasts for this visit.
  }
}

/**
 * At build time only (app/prerender.tsx): the pages rendered next are in `locale`, with every group's
 * texts and content packs in that language and in English (its fallback) loaded first, as a visitor's
 * browser would have them once the page's route is in.
 */
export async function prerenderIn(locale: Locale): Promise<void> {
  if (inBrowser) throw new Error('prerenderIn is for rendering pages at build time');
  targetLocale = locale;
  await loadMessageGroups(messageGroups);
  await i18next.changeLanguage(locale);
}

export { i18next };
