export type TimeLeftUnit = 'minute' | 'hour' | 'day';

export interface TimeLeft {
  unit: TimeLeftUnit;
  value: number;
}

/**
 * How much of a challenge's week is left, in the largest whole unit (minutes under 60,
 * hours under 1440 minutes, otherwise days). Null once the time is up. The screen words it in the
 * active language ("3 days left").
 */
export function timeLeft(seconds: number): TimeLeft | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return { unit: 'minute', value: minutes };
  if (minutes < 1440) return { unit: 'hour', value: Math.floor(minutes / 60) };
  return { unit: 'day', value: Math.floor(minutes / 1440) };
}
