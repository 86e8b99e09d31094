import { createExternalStore } from '@/shared/store/external-store';
import { useExternalStore } from '@/shared/store/use-external-store';

/** Never set: its value differs only between hydration (the server value) and any other render. */
const hydration = createExternalStore(true, { serverValue: false });

/**
 * False while React hydrates HTML rendered before the page loaded (a prerendered page), true at once in
 * any other render and right after hydration. A page whose data may already be in the cache when it
 * hydrates renders what its prerendered HTML shows first (its loading state), then the data.
 */
export function useHydrated(): boolean {
  return useExternalStore(hydration);
}
