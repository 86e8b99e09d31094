import { formatNumber } from '@/shared/i18n/format';

/**
 * A count as the index advertises it, written the locale's way: exact below 10, otherwise rounded down
 * to a round figure with "+" (228 -> "200+", 22 -> "20+", 1476 -> "1,400+" in English, "1 400+" in
 * French), so the claim stays true as content grows.
 */
export function roundedDown(count: number, locale: string): string {
  if (count < 10) return formatNumber(count, locale);
  const step = count >= 100 ? 100 : 10;
  return `${formatNumber(Math.floor(count / step) * step, locale)}+`;
}
