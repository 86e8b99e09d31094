import type { Achievement, Challenge } from '@artvoyage/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const slug = /^[a-z0-9-]+$/;

/**
 * Names and descriptions of achievements, badges and challenges in the active language. The server sends them
 * in English, which is shown as it is in English and for any id the translations do not know.
 */
/** The catalogue texts of a language, from i18next's `t` (English: the server's texts as they are). */
export function catalogueText(t: TFunction, language: string) {
  const english = language === 'en';
  const translate = (section: string, id: string, field: string, serverText: string) =>
    english || !slug.test(id)
      ? serverText
      : t(`achievements.${section}.${id}.${field}`, { defaultValue: serverText });
  return {
    achievement: (item: Pick<Achievement, 'id' | 'name' | 'description'>) => ({
      name: translate('catalogue', item.id, 'name', item.name),
      description: translate('catalogue', item.id, 'description', item.description),
    }),
    badge: (item: { id: string; name: string; description: string }) => ({
      name: translate('badgeCatalogue', item.id, 'name', item.name),
      description: translate('badgeCatalogue', item.id, 'description', item.description),
    }),
    challenge: (item: Pick<Challenge, 'id' | 'title' | 'description'>) => ({
      title: translate('challengeCatalogue', item.id, 'title', item.title),
      description: translate('challengeCatalogue', item.id, 'description', item.description),
    }),
  };
}

/** `catalogueText` for the active language; re-renders when it changes. */
export function useCatalogueText() {
  const { t, i18n } = useTranslation();
  return catalogueText(t, i18n.resolvedLanguage ?? 'en');
}
