import { type ProfileLanguageCode, profileLanguages } from '@artvoyage/contract/profile-fields';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/useLocale';
import { inputClass } from '@/shared/ui/form';
import { ChipFieldset } from './ChipFieldset';
import { languageName, toggleLanguage } from './profile-form';

/** The languages spoken, as removable chips, and a list of the others to add one. */
export function LanguagePicker(props: {
  id: string;
  value: ProfileLanguageCode[];
  onChange: (value: ProfileLanguageCode[]) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const others = profileLanguages
    .filter((language) => !props.value.includes(language.code))
    .map((language) => ({ code: language.code, name: languageName(language.code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <ChipFieldset
      legend={t('profile.editDialog.languages')}
      empty={t('profile.editDialog.noLanguages')}
      testId="profile-languages"
      chips={props.value.map((code) => ({ key: code, label: languageName(code, locale), lang: code }))}
      onRemove={(code) => props.onChange(toggleLanguage(props.value, code, false))}
    >
      <label htmlFor={props.id} className="sr-only">
        {t('profile.editDialog.addLanguage')}
      </label>
      <select
        id={props.id}
        className={`${inputClass} mt-2`}
        value=""
        onChange={(event) => {
          const code = profileLanguages.find((language) => language.code === event.target.value)?.code;
          if (code) props.onChange(toggleLanguage(props.value, code, true));
        }}
      >
        <option value="">{t('profile.editDialog.chooseLanguage')}</option>
        {others.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </ChipFieldset>
  );
}
