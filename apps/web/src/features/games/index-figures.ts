import type { IndexFigure } from '@artvoyage/content/games';
import { formatNumber } from '@/shared/i18n/format';

/** A figure of the games index written the locale's way: "200+" in English, "1 400+" in French. */
export function figureText(figure: IndexFigure, locale: string): string {
  return `${formatNumber(figure.value, locale)}${figure.atLeast ? '+' : ''}`;
}
