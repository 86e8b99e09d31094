/** Formats seconds as m:ss for the audio player (negative or unknown values read as 0:00). */
export function formatClock(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * How each language groups digits, where it differs from the browser's default. English leaves a
 * four-digit number whole and groups from five digits on (1000, 1476, 12,345): the games' fixed texts
 * read "1000 Max Score" and "out of 1000", and a score beside them reads the same way.
 */
const grouping: Partial<Record<string, Intl.NumberFormatOptions['useGrouping']>> = { en: 'min2' };

/**
 * A number as the locale writes it: 1476 and 12,345 in English, 1 476 in French (a narrow no-break
 * space) and in Russian (a no-break space), 4,5 for 4.5 in both. Every number the app shows goes
 * through here, directly or through a message's `{{value, number}}`; `options` for a unit, a
 * percentage or decimals.
 */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let format = numberFormats.get(key);
  if (!format) {
    const useGrouping = grouping[locale.split('-')[0] ?? locale];
    format = new Intl.NumberFormat(locale, useGrouping ? { useGrouping, ...options } : options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A spoken length such as "1 minute 5 seconds" in the given locale, for screen readers. */
export function formatSpokenDuration(totalSeconds: number, locale: string): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.round(totalSeconds) : 0;
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  const unit = (value: number, name: 'minute' | 'second') =>
    formatNumber(value, locale, { style: 'unit', unit: name, unitDisplay: 'long' });
  if (minutes === 0) return unit(seconds, 'second');
  if (seconds === 0) return unit(minutes, 'minute');
  return `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`;
}

/** A calendar date such as "2 January 2025" in the given locale ('' for a missing or broken value). */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

/** A calendar date of the form YYYY-MM-DD as a UTC instant, so that no time zone moves it to another day. */
const utcDate = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`);

/**
 * A trip's dates in the given locale: "May 14 – 16, 2026", "14–16 mai 2026", "14–16 мая 2026 г.", or the
 * one day of a one-day trip. '' for a missing or broken date.
 */
export function formatTripDates(startDate: string | undefined, endDate: string, locale: string): string {
  if (!startDate) return '';
  const start = utcDate(startDate);
  const end = utcDate(endDate);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return startDate === endDate ? format.format(start) : format.formatRange(start, end);
}

/** One day of a dated trip with its weekday ("Thursday, May 14"), which tells a visitor what is open. */
export function formatTripDay(isoDate: string, locale: string): string {
  const date = utcDate(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
