import { ITINERARIES_KEY } from './storage-keys';

/**
 * Calls `callback` when another tab changes the itineraries key (the browser fires `storage` events
 * only in the other tabs), or clears the whole storage (key null). Returns the unsubscribe function.
 */
export function subscribeToItineraryChanges(
  callback: (event: StorageEvent) => void,
  target: EventTarget = window,
): () => void {
  const listener = (event: Event) => {
    const { key } = event as StorageEvent;
    if (key === ITINERARIES_KEY || key === null) callback(event as StorageEvent);
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
