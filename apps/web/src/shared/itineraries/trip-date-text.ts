import { isIsoCalendarDate } from '@artvoyage/contract/constants';

/**
 * A trip date typed as text in the app's language. Chromium draws `<input type="date">` in the browser's
 * language whatever the page's `lang` says, so a French visitor with an English browser saw mm/dd/yyyy;
 * a text field shows the app's order instead, while the value kept and sent stays ISO ("2026-05-14").
 */

export type DateField = 'day' | 'month' | 'year';

export interface DateLayout {
  /** The fields in the order the language writes them: month first in English, day first in French. */
  order: DateField[];
  /** What goes between them: "/" in English and French, "." in Russian. */
  separator: string;
}

const sampleDay = new Date(Date.UTC(2026, 4, 14));

function numericParts(locale: string, date: Date) {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(date);
}

const isField = (type: string): type is DateField => type === 'day' || type === 'month' || type === 'year';

export function dateLayout(locale: string): DateLayout {
  const parts = numericParts(locale, sampleDay);
  const order = parts.map((part) => part.type).filter(isField);
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  return order.length === 3 ? { order, separator } : { order: ['year', 'month', 'day'], separator: '-' };
}

/** "mm/dd/yyyy", "jj/mm/aaaa", "дд.мм.гггг": the layout spelled with the language's own field names. */
export function datePattern(locale: string, names: Record<DateField, string>): string {
  const { order, separator } = dateLayout(locale);
  return order.map((field) => names[field]).join(separator);
}

/** An ISO date written the language's way, with two-digit day and month ("14/05/2026" in French). */
export function isoDateToText(isoDate: string, locale: string): string {
  if (!isIsoCalendarDate(isoDate)) return '';
  const parts = numericParts(locale, new Date(`${isoDate}T00:00:00Z`));
  const value = (field: DateField) => parts.find((part) => part.type === field)?.value ?? '';
  const { order, separator } = dateLayout(locale);
  return order.map(value).join(separator);
}

/**
 * What the visitor typed, as an ISO date: '' for an empty field (no dates), null for text that is not a
 * real calendar date. Any of "/", ".", "-" or spaces may separate the fields, day and month may have one
 * digit, and an ISO date is understood in every language.
 */
export function textToIsoDate(text: string, locale: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const pieces = iso ? iso.slice(1) : trimmed.split(/\s*[/.\-\s]\s*/);
  if (pieces.length !== 3 || !pieces.every((piece) => /^\d+$/.test(piece))) return null;
  const order: DateField[] = iso ? ['year', 'month', 'day'] : dateLayout(locale).order;
  const field = (name: DateField) => pieces[order.indexOf(name)] ?? '';
  const [year, month, day] = [field('year'), field('month'), field('day')];
  if (year.length !== 4 || month.length > 2 || day.length > 2) return null;
  const candidate = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoCalendarDate(candidate) ? candidate : null;
}
