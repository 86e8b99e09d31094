import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { localeStorageKey, pickLocale, type Locale } from './locales';
import type { PartialMessages } from './types';

export { locales, type Locale } from './locales';

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(localeStorageKey);
  } catch {
    return null;
  }
}

const initialLocale = pickLocale(readStoredLocale(), navigator.languages ?? [navigator.language]);

// English ships with the first page; other languages load only when chosen, to keep it light.
const loadMessages: Record<Exclude<Locale, 'en'>, () => Promise<PartialMessages>> = {
  fr: () => import('./fr').then((module) => module.fr),
  ru: () => import('./ru').then((module) => module.ru),
};

async function ensureMessages(locale: Locale): Promise<void> {
  if (locale === 'en' || i18next.hasResourceBundle(locale, 'translation')) return;
  i18next.addResourceBundle(locale, 'translation', await loadMessages[locale]());
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: initialLocale,
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = initialLocale;
if (initialLocale !== 'en') {
  void ensureMessages(initialLocale).then(() => i18next.changeLanguage(initialLocale));
}

/** Switches the UI language, remembers it and tells assistive technology via `<html lang>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  await ensureMessages(locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Private mode or full storage: the choice simply lasts for this visit.
  }
}

export { i18next };
