import { useTranslation } from 'react-i18next';

/** The active UI language for Intl formatting ('en' until i18next has resolved one); re-renders on change. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? 'en';
}
