import { gamificationFailureMessages } from '@artvoyage/contract/constants';
import type { TranslatedLocale } from '@artvoyage/content/i18n';
import i18next from 'i18next';
import { ApiError, NetworkError } from '@/shared/api/http';
import { lazyByLocale } from '../lazy-by-locale';
import { isLocale } from '../locales';
import type { ErrorTexts } from './types';

/*
 * The server answers every failure with a code from the contract's list and an English message. In
 * English that message is shown as it is (it is the most precise); in another language the code's text
 * is shown, and the server's English only for a code this app does not know.
 */

const modules: { readonly [L in TranslatedLocale]: () => Promise<{ default: ErrorTexts }> } = {
  fr: () => import('./fr'),
  ru: () => import('./ru'),
};

const errorTexts = lazyByLocale((locale: TranslatedLocale) => modules[locale]());

const isTranslated = (locale: string): locale is TranslatedLocale => isLocale(locale) && locale !== 'en';

/** Fetches a language's error texts; fetched with the language's core messages. */
export async function loadErrorTexts(locale: string): Promise<void> {
  if (isTranslated(locale)) await errorTexts.load(locale);
}

/**
 * What to tell a visitor about a failure in their language: the code's text for an API or network
 * failure, else the error's own message (or the fallback when it has none).
 */
export function errorText(error: unknown, fallback = '', locale = i18next.resolvedLanguage ?? 'en'): string {
  const texts = isTranslated(locale) ? errorTexts.get(locale)?.default : undefined;
  if (texts) {
    if (error instanceof ApiError) return texts[error.code];
    if (error instanceof NetworkError) return texts.NETWORK;
    const authCode = (error as { code?: unknown } | null)?.code;
    if (typeof authCode === 'string' && Object.hasOwn(texts.auth, authCode)) {
      return texts.auth[authCode as keyof ErrorTexts['auth']];
    }
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

const gamificationKinds = Object.keys(
  gamificationFailureMessages,
) as (keyof typeof gamificationFailureMessages)[];

/**
 * The XP system answers a failure with one of three fixed English messages (its result's contract);
 * shown to a visitor, such a message is given in their language. Any other message (a refusal the
 * player can act on, already put in their words) is kept.
 */
export function gamificationFailureText(message: string, locale = i18next.resolvedLanguage ?? 'en'): string {
  const texts = isTranslated(locale) ? errorTexts.get(locale)?.default : undefined;
  const kind = gamificationKinds.find((key) => gamificationFailureMessages[key] === message);
  return texts && kind ? texts.gamification[kind] : message;
}
