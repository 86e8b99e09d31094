import { maxDestinationLength, maxFavoriteDestinations } from '@artvoyage/contract/profile-fields';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/buttons';
import { inputClass } from '@/shared/ui/form';
import { ChipFieldset } from './ChipFieldset';
import { destinationProblem, type DestinationProblem, withDestination } from './profile-form';

/** Favourite destinations: free text added one at a time (Enter or Add), each removable. */
export function DestinationEditor(props: {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<DestinationProblem | null>(null);
  const limits = { max: maxFavoriteDestinations, length: maxDestinationLength };

  function add() {
    const found = destinationProblem(props.value, typed);
    setProblem(found);
    if (found !== null) return;
    props.onChange(withDestination(props.value, typed));
    setTyped('');
  }

  return (
    <ChipFieldset
      legend={t('profile.editDialog.destinations')}
      empty={t('profile.editDialog.noDestinations')}
      testId="profile-destinations"
      chips={props.value.map((item) => ({ key: item, label: item }))}
      longText
      onRemove={(item) => props.onChange(props.value.filter((entry) => entry !== item))}
    >
      <label htmlFor={props.id} className="mt-2 block text-sm">
        {t('profile.editDialog.destinationInput')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={props.id}
          className={`${inputClass} min-w-0 flex-1`}
          value={typed}
          maxLength={maxDestinationLength + 20}
          aria-describedby={`${props.id}-hint ${props.id}-problem`}
          aria-invalid={problem !== null}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the place instead of saving the whole form half-filled.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={buttonClass.outline} onClick={add}>
          <Plus aria-hidden className="h-4 w-4" />
          {t('profile.editDialog.addDestination')}
        </button>
      </div>
      <p id={`${props.id}-hint`} className="mt-1 text-xs text-stone-600">
        {t('profile.editDialog.destinationHint', limits)}
      </p>
      <p id={`${props.id}-problem`} role="status" className="text-sm text-red-700">
        {problem ? t(`profile.editDialog.destinationProblem.${problem}`, limits) : ''}
      </p>
    </ChipFieldset>
  );
}
