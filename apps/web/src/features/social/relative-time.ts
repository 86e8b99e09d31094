/** How long ago something happened, in the unit the feed uses. */
export interface Elapsed {
  unit: 'second' | 'minute' | 'hour' | 'day';
  /** Whole units ago (0 for "now"). */
  value: number;
}

const minuteMs = 60_000;

/**
 * Minutes under 60, hours under 1440 minutes, days otherwise. Under a minute (or a
 * date a little in the future, from a clock running ahead) reads as "now". Unreadable dates give null.
 */
export function elapsedSince(date: string | Date, now: number): Elapsed | null {
  const then = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (!Number.isFinite(then) || !Number.isFinite(now)) return null;
  const minutes = Math.floor(Math.max(0, now - then) / minuteMs);
  if (minutes < 1) return { unit: 'second', value: 0 };
  if (minutes < 60) return { unit: 'minute', value: minutes };
  if (minutes < 1440) return { unit: 'hour', value: Math.floor(minutes / 60) };
  return { unit: 'day', value: Math.floor(minutes / 1440) };
}

/** "5 minutes ago", "il y a 3 heures", "2 дня назад", "yesterday", "now": in the given locale. */
export function formatRelativeTime(date: string | Date, now: number, locale: string): string {
  const elapsed = elapsedSince(date, now);
  if (!elapsed) return '';
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-elapsed.value, elapsed.unit);
}

/** The full date and time, for the tooltip of a relative time. */
export function formatFullDate(date: string, locale: string): string {
  const then = new Date(date);
  if (Number.isNaN(then.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(then);
}
