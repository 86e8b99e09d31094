import { type TravelInterest, travelInterests } from '@artvoyage/contract/constants';
import { useTranslation } from 'react-i18next';
import { toggleInterest } from './profile-form';

/** The travel interests, one checkbox each, kept in the order of the list. */
export function InterestPicker(props: {
  value: TravelInterest[];
  onChange: (value: TravelInterest[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('profile.editDialog.interests')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {travelInterests.map((interest) => (
          <label key={interest} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-ink"
              checked={props.value.includes(interest)}
              onChange={(event) =>
                props.onChange(toggleInterest(props.value, interest, event.target.checked))
              }
            />
            {t(`profile.interests.${interest}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
