import { type ProfileLanguageCode, profileLanguages } from '@artvoyage/contract/profile-fields';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/useLocale';
import { inputClass } from '@/shared/ui/form';
import { chipClass, chipRemoveClass } from './profile-chips';
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
    <fieldset>
      <legend className="text-sm font-medium">{t('profile.editDialog.languages')}</legend>
      {props.value.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('profile.editDialog.noLanguages')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="profile-languages">
          {props.value.map((code) => {
            const name = languageName(code, locale);
            return (
              <li key={code} className={chipClass} lang={code}>
                <span>{name}</span>
                <button
                  type="button"
                  className={chipRemoveClass}
                  aria-label={t('profile.editDialog.remove', { item: name })}
                  onClick={() => props.onChange(toggleLanguage(props.value, code, false))}
                >
                  <X aria-hidden className="h-4 w-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
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
    </fieldset>
  );
}
