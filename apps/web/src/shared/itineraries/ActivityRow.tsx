import type { Activity } from '@artvoyage/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { ActivityForm } from './ActivityForm';
import type { ActivityFormValues } from './activity-form';
import type { DayStop } from './day-places';

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

/** One activity: time and text, its number on the day's map, and (when editing) tick, edit and delete. */
export function ActivityRow({
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
