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

/**
 * The languages of an Accept-Language header, most wanted first (`q=0` left out), for `pickLocale`.
 * Malformed parts are skipped: the header is the visitor's browser's, not something to refuse.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const ranked: Array<{ tag: string; q: number; order: number }> = [];
  header.split(',').forEach((part, order) => {
    const [tag = '', ...params] = part.trim().split(';');
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$|^\*$/.test(tag)) return;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    ranked.push({ tag, q, order });
  });
  return ranked.sort((a, b) => b.q - a.q || a.order - b.order).map((entry) => entry.tag);
}
