import { formatNumber } from '@/shared/i18n/format';
import { splitDuration } from './route-estimate';

const unit = (locale: string, name: string, value: number, maximumFractionDigits = 0) =>
  formatNumber(value, locale, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits });

/** "850 m" below a kilometre, then "3.4 km" (one decimal below 100 km), in the given locale. */
export function formatDistance(metres: number, locale: string): string {
  if (metres < 1000) return unit(locale, 'meter', Math.max(10, Math.round(metres / 10) * 10));
  const kilometres = metres / 1000;
  return unit(locale, 'kilometer', kilometres, kilometres < 100 ? 1 : 0);
}

/**
 * A duration as the locale writes it ("1 hr 5 min", "1 h 5 min", "1 ч 5 мин"), to the minute, at least
 * one; past a day in days and hours ("2 days 3 hr"), where minutes no longer matter.
 */
export function formatDuration(seconds: number, locale: string): string {
  const { days, hours, minutes } = splitDuration(seconds);
  if (days > 0) {
    return hours > 0
      ? `${unit(locale, 'day', days)} ${unit(locale, 'hour', hours)}`
      : unit(locale, 'day', days);
  }
  if (hours === 0) return unit(locale, 'minute', minutes);
  return minutes > 0
    ? `${unit(locale, 'hour', hours)} ${unit(locale, 'minute', minutes)}`
    : unit(locale, 'hour', hours);
}

/** A speed such as "4.5 km/h" in the locale. */
export function formatSpeed(kmh: number, locale: string): string {
  return unit(locale, 'kilometer-per-hour', kmh, 1);
}
