// Pure validation of the activity form (see docs/product/itineraries.md). No zod: this runs in the main bundle.

export interface ActivityFormValues {
  time: string;
  description: string;
}

/** Same as `activityTimePattern` in the contract (a test keeps the two equal). */
export const ACTIVITY_TIME_PATTERN = /^\d{1,2}:\d{2}$/;
export const ACTIVITY_DESCRIPTION_MIN_LENGTH = 3;

export const activityFormMessages = {
  timeRequired: 'Please specify time',
  timeFormat: 'Use HH:MM format (e.g. 09:30)',
  descriptionRequired: 'Description cannot be empty',
  descriptionTooShort: 'Description must contain at least 3 characters',
} as const;

export type ActivityFormMessage = (typeof activityFormMessages)[keyof typeof activityFormMessages];

/** Returns the first failing rule's message, checked in order (time required, HH:MM, description required, 3 characters), or null when valid. */
export function validateActivityForm(values: ActivityFormValues): ActivityFormMessage | null {
  const { time, description } = normaliseActivityForm(values);
  if (time === '') return activityFormMessages.timeRequired;
  if (!ACTIVITY_TIME_PATTERN.test(time)) return activityFormMessages.timeFormat;
  if (description === '') return activityFormMessages.descriptionRequired;
  if (description.length < ACTIVITY_DESCRIPTION_MIN_LENGTH) return activityFormMessages.descriptionTooShort;
  return null;
}

/** The values as they are saved: both trimmed. */
export function normaliseActivityForm(values: ActivityFormValues): ActivityFormValues {
  return { time: values.time.trim(), description: values.description.trim() };
}
