import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { fr } from './fr';
import { localeStorageKey, pickLocale, type Locale } from './locales';
import { ru } from './ru';

export { locales, type Locale } from './locales';

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(localeStorageKey);
  } catch {
    return null;
  }
}

const initialLocale = pickLocale(readStoredLocale(), navigator.languages ?? [navigator.language]);

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr }, ru: { translation: ru } },
  lng: initialLocale,
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = initialLocale;

/** Switches the UI language, remembers it and tells assistive technology via `<html lang>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Private mode or full storage: the choice simply lasts for this visit.
  }
}

export { i18next };
