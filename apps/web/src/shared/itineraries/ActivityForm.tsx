import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/buttons';
import { FormError, TextField } from '@/shared/ui/form';
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
  // Both fields are marked, and point at the one message that names what is wrong.
  const errorLink = { 'aria-invalid': error !== null, 'aria-describedby': error ? `${id}-error` : undefined };

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
        <TextField
          id={`${id}-time`}
          label={t('itineraries.time')}
          value={values.time}
          placeholder={t('itineraries.timePlaceholder')}
          inputMode="numeric"
          {...errorLink}
          onChange={(event) => setValues({ ...values, time: event.target.value })}
        />
        <TextField
          id={`${id}-description`}
          label={t('itineraries.description')}
          value={values.description}
          {...errorLink}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
      </div>
      {error && <FormError id={`${id}-error`}>{error}</FormError>}
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
