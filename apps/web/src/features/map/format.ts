import { formatNumber } from '@/shared/i18n/format';
import { splitDuration } from './route-estimate';

/** "850 m" below a kilometre, then "3.4 km" (one decimal below 100 km), in the given locale. */
export function formatDistance(metres: number, locale: string): string {
  if (metres < 1000) {
    const rounded = Math.max(10, Math.round(metres / 10) * 10);
    return formatNumber(rounded, locale, { style: 'unit', unit: 'meter' });
  }
  const kilometres = metres / 1000;
  return formatNumber(kilometres, locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: kilometres < 100 ? 1 : 0,
  });
}

/** Hours and minutes, for messages that say "{{hours}} h {{minutes}} min" or "{{minutes}} min". */
export function durationParts(seconds: number): { key: 'hours' | 'minutes'; hours: number; minutes: number } {
  const { hours, minutes } = splitDuration(seconds);
  return { key: hours > 0 ? 'hours' : 'minutes', hours, minutes };
}
