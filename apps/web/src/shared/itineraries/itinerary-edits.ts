import type { Activity, Itinerary, ItineraryDay } from '@artvoyage/contract';
import { itineraryNameProblem, tripStartDateProblem } from '@artvoyage/contract/constants';
import { type ActivityFormValues, normaliseActivityForm, validateActivityForm } from './activity-form';

/*
 * The changes the store makes to one itinerary, apart from reading and writing it. Those that take an
 * itinerary change the (freshly read) itinerary they are given and return it, or null when the day or
 * activity is missing; an invalid value throws, and the store reports it under the operation's message.
 */

/** A new name, new trip dates (null removes them), or both. */
export interface ItineraryDetails {
  name?: string;
  startDate?: string | null;
}
export type ActivityEdit = ActivityFormValues & { completed?: boolean };

/** The activity form's values, trimmed; an invalid form raises its problem as the message. */
function validForm(values: ActivityFormValues): ActivityFormValues {
  const problem = validateActivityForm(values);
  if (problem) throw new Error(problem);
  return normaliseActivityForm(values);
}

function validIndex(index: number, length: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < length;
}

function dayAt(itinerary: Itinerary, dayIndex: number): ItineraryDay | undefined {
  return validIndex(dayIndex, itinerary.days.length) ? itinerary.days[dayIndex] : undefined;
}

/**
 * A copy renamed and/or dated with the account's rules (name trimmed, 1–200 characters; a start date
 * in 2000–2099 whose trip ends by then), so nothing the server would refuse is kept.
 */
export function withDetails(itinerary: Itinerary, details: ItineraryDetails): Itinerary {
  const next = structuredClone(itinerary);
  if (details.name !== undefined) {
    const problem = itineraryNameProblem(details.name);
    if (problem) throw new RangeError(`Invalid name: ${problem}`);
    next.name = details.name.trim();
  }
  if (details.startDate === null) delete next.startDate;
  else if (details.startDate !== undefined) {
    const problem = tripStartDateProblem(details.startDate, next.days.length);
    if (problem) throw new RangeError(`Invalid start date: ${problem}`);
    next.startDate = details.startDate;
  }
  return next;
}

export function toggledActivity(activity: Activity): Activity {
  return { ...activity, completed: !activity.completed };
}

/**
 * Replaces time and description (trimmed, validated) and optionally completed; keeps the type, and
 * the place while the description stays the same (another description may well be somewhere else).
 */
export function editedActivity({ place, ...activity }: Activity, edit: ActivityEdit): Activity {
  const values = validForm(edit);
  return {
    ...activity,
    ...values,
    completed: edit.completed ?? activity.completed,
    ...(place !== undefined && values.description === activity.description ? { place } : {}),
  };
}

export function changeActivity(
  itinerary: Itinerary,
  dayIndex: number,
  activityIndex: number,
  change: (activity: Activity) => Activity,
): Itinerary | null {
  const day = dayAt(itinerary, dayIndex);
  const activity =
    day && validIndex(activityIndex, day.activities.length) ? day.activities[activityIndex] : undefined;
  if (!day || !activity) return null;
  day.activities[activityIndex] = change(activity);
  return itinerary;
}

/** Appends a not-completed activity (trimmed, validated) to the day. */
export function addActivity(
  itinerary: Itinerary,
  dayIndex: number,
  values: ActivityFormValues,
): Itinerary | null {
  const day = dayAt(itinerary, dayIndex);
  if (!day) return null;
  day.activities.push({ ...validForm(values), completed: false });
  return itinerary;
}

export function removeActivity(
  itinerary: Itinerary,
  dayIndex: number,
  activityIndex: number,
): Itinerary | null {
  const day = dayAt(itinerary, dayIndex);
  if (!day || !validIndex(activityIndex, day.activities.length)) return null;
  day.activities.splice(activityIndex, 1);
  return itinerary;
}
