import { useSyncExternalStore } from 'react';
import type { ExternalStore } from './external-store';

/**
 * The store's value, or the part of it `select` picks (which must return the same value for the same
 * state, such as a field), re-rendering when it changes.
 */
export function useExternalStore<T, Selected = T>(
  store: ExternalStore<T>,
  select: (value: T) => Selected = (value) => value as unknown as Selected,
): Selected {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.getServerSnapshot()),
  );
}
