import type { Activity, ItineraryDay } from '@artvoyage/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityRow } from './ActivityRow';
import type { ActivityFormValues } from './activity-form';
import { DayMap } from './DayMap';
import { type DayStop, dayStops, stopsKey } from './day-places';

/** A day's activities, the located ones numbered as on the day's map below them. */
export function DayActivities({
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
