/** Where a visitor stopped listening to each audio guide, kept in local storage. */
const keyFor = (artworkId: string) => `artvoyage.audio-position.${artworkId}`;

/** Positions this close to either end are not worth resuming from. */
const resumeMarginSeconds = 3;

export function resumePosition(stored: number | null, duration: number): number | null {
  if (stored === null || !Number.isFinite(stored) || !Number.isFinite(duration)) return null;
  if (stored < resumeMarginSeconds || stored > duration - resumeMarginSeconds) return null;
  return stored;
}

export function readListeningPosition(storage: Storage | undefined, artworkId: string): number | null {
  try {
    const raw = storage?.getItem(keyFor(artworkId));
    if (raw === null || raw === undefined) return null;
    const value = Number.parseFloat(raw);
    return Number.isFinite(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

export function saveListeningPosition(
  storage: Storage | undefined,
  artworkId: string,
  seconds: number | null,
): void {
  try {
    if (seconds === null) storage?.removeItem(keyFor(artworkId));
    else storage?.setItem(keyFor(artworkId), seconds.toFixed(2));
  } catch {
    // Storage full or blocked: resuming is a convenience, losing it is harmless.
  }
}
