import { itineraryProgress } from '@artvoyage/content';
import type { Itinerary } from '@artvoyage/contract';
import { addDaysToIsoDate } from '@artvoyage/contract/constants';
import * as Tabs from '@radix-ui/react-tabs';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTripDay } from '@/shared/i18n/format';
import { useLocale } from '@/shared/i18n/useLocale';
import { buttonClass } from '@/shared/ui/buttons';
import { ActivityForm } from './ActivityForm';
import type { ActivityFormValues } from './activity-form';
import { DayActivities } from './DayActivities';
import { ProgressBar } from './ProgressBar';
import { clampDayIndex, dayTone, toneDotClass, toneLabelKey } from './progress-display';

/** What the view may change; absent for a read-only (unsaved) itinerary. */
export interface ItineraryEditing {
  toggle: (dayIndex: number, activityIndex: number) => void;
  edit: (dayIndex: number, activityIndex: number, values: ActivityFormValues) => void;
  add: (dayIndex: number, values: ActivityFormValues) => void;
  remove: (dayIndex: number, activityIndex: number) => void;
}

/** Day tabs with progress dots, the overall progress and (when editing is given) the editing tools. */
export function ItineraryView({ itinerary, editing }: { itinerary: Itinerary; editing?: ItineraryEditing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [active, setActive] = useState(0);
  const dayIndex = clampDayIndex(active, itinerary.days.length);
  const progress = itineraryProgress(itinerary);
  const [adding, setAdding] = useState(false);

  return (
    <div className="space-y-4">
      <div>
        <div className="mb-1 flex items-center justify-between text-sm">
          <span className="font-medium">{t('itineraries.progress')}</span>
          <span data-testid="itinerary-percent">
            {t('itineraries.progressPercent', { percent: progress.percent })}
          </span>
        </div>
        <ProgressBar percent={progress.percent} label={t('itineraries.progress')} />
        <p className="mt-1 text-xs text-stone-600">
          {t('itineraries.activitiesCount', { completed: progress.completed, total: progress.total })}
        </p>
      </div>

      <Tabs.Root
        value={String(dayIndex)}
        onValueChange={(value) => {
          setActive(Number(value));
          setAdding(false);
        }}
      >
        <Tabs.List
          aria-label={t('itineraries.days')}
          className="flex flex-wrap gap-2 border-b border-stone-200"
        >
          {itinerary.days.map((day, index) => {
            const tone = dayTone(day);
            return (
              <Tabs.Trigger
                key={index}
                value={String(index)}
                className="-mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-stone-600 data-[state=active]:border-accent-dark data-[state=active]:text-ink"
              >
                <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${toneDotClass[tone]}`} />
                {t('itineraries.dayTab', { day: day.day })}
                <span className="sr-only">({t(toneLabelKey[tone])})</span>
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {itinerary.days.map((day, index) => (
          <Tabs.Content key={index} value={String(index)} className="pt-4 focus:outline-none">
            <h3 className="text-lg font-semibold">{day.title}</h3>
            {itinerary.startDate && (
              <p className="text-sm text-stone-600">
                <time dateTime={addDaysToIsoDate(itinerary.startDate, index)}>
                  {formatTripDay(addDaysToIsoDate(itinerary.startDate, index), locale)}
                </time>
              </p>
            )}
            <DayActivities
              day={day}
              editing={
                editing && {
                  toggle: (activityIndex) => editing.toggle(index, activityIndex),
                  edit: (activityIndex, values) => editing.edit(index, activityIndex, values),
                  remove: (activityIndex) => editing.remove(index, activityIndex),
                }
              }
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      {editing ? (
        adding ? (
          <ActivityForm
            onSave={(values) => {
              editing.add(dayIndex, values);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <button type="button" className={buttonClass.outline} onClick={() => setAdding(true)}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('itineraries.addActivity')}
          </button>
        )
      ) : (
        <p className="text-sm text-stone-600">{t('itineraries.readOnlyHint')}</p>
      )}
    </div>
  );
}
