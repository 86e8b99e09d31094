import { useEffect, useSyncExternalStore } from 'react';

/*
 * The museum's English hours, fetched once, the first time a recognition is shown in another language:
 * the page itself does not carry the English places they come from (english-museum-hours.ts).
 */

/** `undefined` until the hours have arrived; `null` when the places have none for the museum. */
let hours: string | null | undefined;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Fetches the hours once; a failed fetch (offline, a new deployment) is tried again the next time. */
export function loadEnglishMuseumHours(): Promise<void> {
  request ??= import('./english-museum-hours').then(
    (module) => {
      hours = module.englishMuseumHours;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      request = undefined;
      throw error;
    },
  );
  return request;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => hours;

/**
 * The museum's hours in English once `needed` has been true and they have arrived, else `undefined`.
 * A failed fetch leaves them `undefined`: the hours then stay as the server wrote them.
 */
export function useEnglishMuseumHours(needed: boolean): string | null | undefined {
  const value = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (!needed || hours !== undefined) return;
    loadEnglishMuseumHours().catch((error: unknown) => {
      console.warn('Could not load the museum hours; they stay in English.', error);
    });
  }, [needed]);
  return value;
}
