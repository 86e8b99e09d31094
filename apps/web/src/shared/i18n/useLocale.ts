import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './format';

/** The active UI language for Intl formatting ('en' until i18next has resolved one); re-renders on change. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? 'en';
}

/** `formatNumber` in the active UI language, for numbers a screen shows outside a message. */
export function useFormatNumber(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const locale = useLocale();
  return useCallback((value, options) => formatNumber(value, locale, options), [locale]);
}
