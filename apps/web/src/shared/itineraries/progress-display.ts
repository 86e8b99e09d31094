import { dayProgress, progressTone, type ProgressTone } from '@artvoyage/content';
import type { ItineraryDay } from '@artvoyage/contract';

/** Day tab dot colours: green at 100%, yellow above 0, grey at 0. */
export const toneDotClass: Record<ProgressTone, string> = {
  complete: 'bg-green-600',
  started: 'bg-yellow-400',
  none: 'bg-stone-300',
};

/** i18n key of the screen-reader text that goes with a dot. */
export const toneLabelKey = {
  complete: 'itineraries.dayProgressComplete',
  started: 'itineraries.dayProgressStarted',
  none: 'itineraries.dayProgressNone',
} as const satisfies Record<ProgressTone, string>;

export function dayTone(day: Pick<ItineraryDay, 'activities'>): ProgressTone {
  return progressTone(dayProgress(day));
}

/** The active tab's day index kept within the itinerary's days (a day may disappear). */
export function clampDayIndex(index: number, dayCount: number): number {
  if (dayCount <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), dayCount - 1);
}
