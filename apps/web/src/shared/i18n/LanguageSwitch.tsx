import { useTranslation } from 'react-i18next';
import { changeLocale, locales } from './index';
import { isLocale } from './locales';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(event) => {
          if (isLocale(event.target.value)) void changeLocale(event.target.value);
        }}
        className="rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm"
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
