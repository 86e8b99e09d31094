import type { Itinerary } from '@artvoyage/contract';
import {
  itineraryNameProblem,
  maxItineraryNameLength,
  tripDateRange,
  tripEndDate,
  tripStartDateProblem,
} from '@artvoyage/contract/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTripDay } from '@/shared/i18n/format';
import { useLocale } from '@/shared/i18n/useLocale';
import { buttonClass } from '@/shared/ui/buttons';
import { dialogContentClass, dialogOverlayClass } from '@/shared/ui/dialog';
import { DialogCloseButton } from '@/shared/ui/DialogCloseButton';
import { FormError, inputClass, TextField } from '@/shared/ui/form';
import type { ItineraryDetails } from './itinerary-store';
import { datePattern, isoDateToText, textToIsoDate } from './trip-date-text';

/** Which field a problem belongs to, and its message key with values. */
type Problem = { field: 'name' | 'date'; key: string; values?: Record<string, string | number> };

/**
 * The first problem with the form's values, by the account's own rules, or null. `startDate` is ISO,
 * '' for no dates, or null for text that is not a date.
 */
export function detailsProblem(
  name: string,
  startDate: string | null,
  dayCount: number,
  formatDay: (isoDate: string) => string,
): Problem | null {
  const nameProblem = itineraryNameProblem(name);
  if (nameProblem === 'empty') return { field: 'name', key: 'itineraries.nameEmpty' };
  if (nameProblem === 'too-long') {
    return { field: 'name', key: 'itineraries.nameTooLong', values: { max: maxItineraryNameLength } };
  }
  if (startDate === null) return { field: 'date', key: 'itineraries.dateInvalid' };
  if (startDate === '') return null;
  const bounds = { earliest: formatDay(tripDateRange.min), latest: formatDay(tripDateRange.max) };
  switch (tripStartDateProblem(startDate, dayCount)) {
    case 'not-a-date':
      return { field: 'date', key: 'itineraries.dateInvalid' };
    case 'out-of-range':
      return { field: 'date', key: 'itineraries.dateOutOfRange', values: bounds };
    case 'ends-too-late':
      return { field: 'date', key: 'itineraries.dateEndsTooLate', values: { latest: bounds.latest } };
    default:
      return null;
  }
}

/**
 * Renames an itinerary and sets or removes its trip dates (the first day; the others follow). Checked
 * here with the account's rules before anything is saved; `onSave` gets only what changed.
 */
export function ItineraryDetailsDialog({
  itinerary,
  open,
  onOpenChange,
  onSave,
}: {
  itinerary: Itinerary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (details: ItineraryDetails) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [name, setName] = useState(itinerary.name);
  // The field holds the text as typed, in the app's language; the ISO date is read from it.
  const [dateText, setDateText] = useState(() => isoDateToText(itinerary.startDate ?? '', locale));
  const startDate = textToIsoDate(dateText, locale);
  const pattern = datePattern(locale, {
    day: t('itineraries.dateDay'),
    month: t('itineraries.dateMonth'),
    year: t('itineraries.dateYear'),
  });
  const [problem, setProblem] = useState<Problem | null>(null);
  const dayCount = itinerary.days.length;
  const formatDay = (isoDate: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${isoDate}T00:00:00Z`),
    );
  const lastDay =
    startDate && tripStartDateProblem(startDate, dayCount) === null
      ? formatTripDay(tripEndDate(startDate, dayCount), locale)
      : '';
  const errorId = `${id}-error`;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="pr-8 text-xl font-bold">{t('itineraries.detailsTitle')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">
            {t('itineraries.detailsIntro')}
          </Dialog.Description>
          <DialogCloseButton label={t('itineraries.close')} />
          <form
            noValidate
            className="mt-4 grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              const found = detailsProblem(name, startDate, dayCount, formatDay);
              setProblem(found);
              if (found) return;
              const details: ItineraryDetails = {};
              if (name.trim() !== itinerary.name) details.name = name;
              const nextDate = startDate === '' || startDate === null ? null : startDate;
              if (nextDate !== (itinerary.startDate ?? null)) details.startDate = nextDate;
              onSave(details);
            }}
          >
            <TextField
              id={`${id}-name`}
              label={t('itineraries.nameLabel')}
              value={name}
              autoComplete="off"
              aria-invalid={problem?.field === 'name'}
              aria-describedby={problem?.field === 'name' ? errorId : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            <div className="grid gap-1">
              <label htmlFor={`${id}-start`} className="text-sm font-medium">
                {t('itineraries.startDateLabel')}
              </label>
              {/* The date and its remove button share one line, down to a 320 px screen. */}
              <div className="flex items-center gap-2">
                <input
                  id={`${id}-start`}
                  type="text"
                  className={`${inputClass} min-w-0 flex-1 sm:max-w-56`}
                  value={dateText}
                  placeholder={pattern}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={problem?.field === 'date'}
                  aria-describedby={`${id}-start-format ${id}-start-hint${problem?.field === 'date' ? ` ${errorId}` : ''}`}
                  onChange={(event) => setDateText(event.target.value)}
                  onBlur={() => {
                    // "4/5/2026" becomes "04/05/2026": the visitor sees the date as it will be read.
                    if (startDate) setDateText(isoDateToText(startDate, locale));
                  }}
                />
                {dateText !== '' && (
                  <button
                    type="button"
                    className={`${buttonClass.ghost} shrink-0 whitespace-nowrap`}
                    onClick={() => setDateText('')}
                  >
                    {t('itineraries.clearDates')}
                  </button>
                )}
              </div>
              <p id={`${id}-start-format`} className="text-xs text-stone-600">
                {t('itineraries.dateFormat', { pattern })}
              </p>
              <p id={`${id}-start-hint`} className="text-xs text-stone-600" aria-live="polite">
                {lastDay ? t('itineraries.tripLastDay', { date: lastDay }) : t('itineraries.startDateHint')}
              </p>
            </div>
            {problem && <FormError id={errorId}>{t(problem.key, problem.values)}</FormError>}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close type="button" className={buttonClass.outline}>
                {t('itineraries.cancel')}
              </Dialog.Close>
              <button type="submit" className={buttonClass.primary}>
                {t('itineraries.saveDetails')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
