/** The languages the UI offers; the first is the default and the fallback. */
export const locales = ['en', 'fr', 'ru'] as const;
export type Locale = (typeof locales)[number];

export const localeStorageKey = 'artvoyage.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Picks the stored choice, else the browser's first supported language, else English. */
export function pickLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}
