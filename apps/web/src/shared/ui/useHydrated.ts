import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates HTML rendered before the page loaded (a prerendered page), true at once in
 * any other render and right after hydration. A page whose data may already be in the cache when it
 * hydrates renders what its prerendered HTML shows first (its loading state), then the data.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
