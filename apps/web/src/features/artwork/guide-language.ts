import { useCallback, useSyncExternalStore } from 'react';
import { createExternalStore } from '@/shared/store/external-store';
import { isLocale, type Locale } from '@/shared/i18n/locales';

/*
 * The audio guide's language as the visitor chose it on a player, kept for the visit (this tab's
 * session storage), so that the next artwork speaks it too. No choice: the guides follow the UI
 * language.
 */

const storageKey = 'artvoyage.audio-guide-language';

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings.
    return undefined;
  }
}

export function readGuideLanguage(storage: Storage | undefined): Locale | null {
  try {
    const stored = storage?.getItem(storageKey);
    return stored && isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function saveGuideLanguage(storage: Storage | undefined, locale: Locale | null): void {
  try {
    if (locale === null) storage?.removeItem(storageKey);
    else storage?.setItem(storageKey, locale);
  } catch {
    // Full or blocked: the choice then lasts as long as the page.
  }
}

/** The choice as this page holds it, for when storage cannot keep it. */
const fallback = createExternalStore<Locale | null>(null);

function snapshot(): Locale | null {
  return readGuideLanguage(sessionStore()) ?? fallback.get();
}

/**
 * The guide language the visitor chose (null: none, follow the UI) and the way to choose one. A
 * prerendered page renders with none, then takes the stored choice once it runs in the browser.
 */
export function useGuideLanguage(): [Locale | null, (locale: Locale | null) => void] {
  const chosen = useSyncExternalStore(fallback.subscribe, snapshot, () => null);
  const choose = useCallback((locale: Locale | null) => {
    saveGuideLanguage(sessionStore(), locale);
    fallback.set(locale);
  }, []);
  return [chosen, choose];
}
