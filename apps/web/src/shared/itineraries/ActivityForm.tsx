import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/buttons';
import { inputClass } from '@/shared/ui/form';
import { type ActivityFormValues, normaliseActivityForm, validateActivityForm } from './activity-form';

/** Time + description, validated with the activity form's four messages (activity-form.ts); saved values are trimmed. */
export function ActivityForm(props: {
  initial?: ActivityFormValues;
  onSave: (values: ActivityFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<ActivityFormValues>(props.initial ?? { time: '', description: '' });
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      noValidate
      className="grid gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = validateActivityForm(values);
        setError(problem);
        if (!problem) props.onSave(normaliseActivityForm(values));
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[7rem_1fr]">
        <div className="grid gap-1">
          <label htmlFor={`${id}-time`} className="text-sm font-medium">
            {t('itineraries.time')}
          </label>
          <input
            id={`${id}-time`}
            className={inputClass}
            value={values.time}
            placeholder={t('itineraries.timePlaceholder')}
            inputMode="numeric"
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setValues({ ...values, time: event.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-description`} className="text-sm font-medium">
            {t('itineraries.description')}
          </label>
          <input
            id={`${id}-description`}
            className={inputClass}
            value={values.description}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass.outline} onClick={props.onCancel}>
          {t('itineraries.cancel')}
        </button>
        <button type="submit" className={buttonClass.primary}>
          {t('itineraries.saveActivity')}
        </button>
      </div>
    </form>
  );
}
