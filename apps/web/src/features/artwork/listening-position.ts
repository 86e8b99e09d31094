import type { Locale } from '@/shared/i18n/locales';

/** Where a visitor stopped listening to each audio guide, kept in local storage. */
const keyFor = (guide: string) => `artvoyage.audio-position.${guide}`;

/**
 * Names one guide: an artwork in a language. English keeps the bare artwork id, so positions saved
 * before guides had languages still resume.
 */
export function guideKey(artworkId: string, locale: Locale): string {
  return locale === 'en' ? artworkId : `${artworkId}.${locale}`;
}

/** Positions this close to either end are not worth resuming from. */
const resumeMarginSeconds = 3;

export function resumePosition(stored: number | null, duration: number): number | null {
  if (stored === null || !Number.isFinite(stored) || !Number.isFinite(duration)) return null;
  if (stored < resumeMarginSeconds || stored > duration - resumeMarginSeconds) return null;
  return stored;
}

export function readListeningPosition(storage: Storage | undefined, guide: string): number | null {
  try {
    const raw = storage?.getItem(keyFor(guide));
    if (raw === null || raw === undefined) return null;
    const value = Number.parseFloat(raw);
    return Number.isFinite(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

export function saveListeningPosition(
  storage: Storage | undefined,
  guide: string,
  seconds: number | null,
): void {
  try {
    if (seconds === null) storage?.removeItem(keyFor(guide));
    else storage?.setItem(keyFor(guide), seconds.toFixed(2));
  } catch {
    // Storage full or blocked: resuming is a convenience, losing it is harmless.
  }
}
