import { itineraryProgress } from '@artvoyage/content';
import type { Activity, Itinerary, ItineraryDay } from '@artvoyage/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDaysToIsoDate } from '@artvoyage/contract/constants';
import { formatTripDay } from '@/shared/i18n/format';
import { useLocale } from '@/shared/i18n/useLocale';
import { buttonClass } from '@/shared/ui/buttons';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { inputClass } from '@/shared/ui/form';
import { type ActivityFormValues, normaliseActivityForm, validateActivityForm } from './activity-form';
import { DayMap } from './DayMap';
import { type DayStop, dayStops, stopsKey } from './day-places';
import { clampDayIndex, dayTone, toneDotClass, toneLabelKey } from './progress-display';

/** What the view may change; absent for a read-only (unsaved) itinerary. */
export interface ItineraryEditing {
  toggle: (dayIndex: number, activityIndex: number) => void;
  edit: (dayIndex: number, activityIndex: number, values: ActivityFormValues) => void;
  add: (dayIndex: number, values: ActivityFormValues) => void;
  remove: (dayIndex: number, activityIndex: number) => void;
}

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
    >
      <div className="h-full rounded-full bg-green-600 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
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

/** A day's activities, the located ones numbered as on the day's map below them. */
function DayActivities({
  day,
  editing,
}: {
  day: ItineraryDay;
  editing?:
    | {
        toggle: (activityIndex: number) => void;
        edit: (activityIndex: number, values: ActivityFormValues) => void;
        remove: (activityIndex: number) => void;
      }
    | undefined;
}) {
  const { t } = useTranslation();
  const stops = useSameStops(day.activities);
  const stopAt = new Map(stops.map((stop) => [stop.activityIndex, stop]));
  if (day.activities.length === 0) {
    return <p className="mt-2 text-sm text-stone-600">{t('itineraries.noActivities')}</p>;
  }
  return (
    <>
      <ul className="mt-2 divide-y divide-stone-200">
        {day.activities.map((activity, activityIndex) => (
          <ActivityRow
            key={`${activityIndex}-${activity.time}-${activity.description}`}
            activity={activity}
            stop={stopAt.get(activityIndex)}
            numbered={stops.length > 0}
            editing={
              editing && {
                toggle: () => editing.toggle(activityIndex),
                edit: (values) => editing.edit(activityIndex, values),
                remove: () => editing.remove(activityIndex),
              }
            }
          />
        ))}
      </ul>
      <DayMap day={day.day} stops={stops} unplaced={day.activities.length - stops.length} />
    </>
  );
}

/**
 * The day's stops, the same array for as long as they are the same places in the same order: ticking
 * an activity off rewrites the itinerary, and the map should not be drawn again for it.
 */
function useSameStops(activities: readonly Activity[]): DayStop[] {
  const next = dayStops(activities);
  const [kept, setKept] = useState(next);
  const same = stopsKey(kept) === stopsKey(next);
  if (!same) setKept(next);
  return same ? kept : next;
}

/** The number an activity has on the day's map, drawn like its marker (a dashed ring for an area). */
function StopNumber({ stop }: { stop: DayStop }) {
  const ring =
    stop.place.kind === 'area'
      ? 'border-2 border-dashed border-accent-darker bg-white text-accent-darker'
      : 'border-2 border-accent-darker bg-accent-darker text-white';
  return (
    <span
      aria-hidden="true"
      data-testid="stop-number"
      className={`inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full px-1 text-xs font-bold ${ring}`}
    >
      {stop.number}
    </span>
  );
}

function ActivityRow({
  activity,
  stop,
  numbered,
  editing,
}: {
  activity: Activity;
  stop?: DayStop | undefined;
  /** Whether the day's list carries map numbers: an activity without one keeps its column. */
  numbered: boolean;
  editing?:
    { toggle: () => void; edit: (values: ActivityFormValues) => void; remove: () => void } | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [editOpen, setEditOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  if (editing && editOpen) {
    return (
      <li className="py-3">
        <ActivityForm
          initial={{ time: activity.time, description: activity.description }}
          onSave={(values) => {
            editing.edit(values);
            setEditOpen(false);
          }}
          onCancel={() => setEditOpen(false)}
        />
      </li>
    );
  }

  return (
    <li className="flex items-start gap-3 py-3">
      {editing && (
        <input
          id={`${id}-done`}
          type="checkbox"
          className="mt-1 h-4 w-4 accent-green-600"
          checked={activity.completed}
          onChange={editing.toggle}
          aria-label={t('itineraries.markDone', { description: activity.description })}
        />
      )}
      {stop ? <StopNumber stop={stop} /> : numbered && <span aria-hidden="true" className="w-6 shrink-0" />}
      <div className="min-w-0 flex-1">
        <span className="font-mono text-sm font-semibold text-accent-dark">{activity.time}</span>{' '}
        <span className={activity.completed ? 'text-stone-500 line-through' : ''}>
          {activity.description}
        </span>
        {stop && <span className="sr-only"> ({t('itineraries.dayMapStop', { number: stop.number })})</span>}
      </div>
      {editing && (
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            className="rounded-md p-1.5 text-stone-600 hover:bg-stone-100"
            aria-label={t('itineraries.editActivity', { time: activity.time })}
            title={t('itineraries.edit')}
            onClick={() => setEditOpen(true)}
          >
            <Pencil aria-hidden className="h-4 w-4" />
          </button>
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            trigger={
              <button
                type="button"
                className="rounded-md p-1.5 text-red-700 hover:bg-red-50"
                aria-label={t('itineraries.deleteActivity', { time: activity.time })}
                title={t('itineraries.delete')}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </button>
            }
            title={t('itineraries.deleteConfirm')}
            text={t('itineraries.deleteConfirmText', { description: activity.description })}
            confirmLabel={t('itineraries.delete')}
            cancelLabel={t('itineraries.cancel')}
            onConfirm={() => {
              setConfirmOpen(false);
              editing.remove();
            }}
          />
        </div>
      )}
    </li>
  );
}

/** Time + description, validated with the activity form's four messages (activity-form.ts); saved values are trimmed. */
function ActivityForm(props: {
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
