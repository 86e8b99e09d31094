// No React here, so that modules without React (the API client's network state, the PWA's update
// state) can keep a store without importing it; components read a store with useExternalStore.

/**
 * A value kept outside React (a module's state, what storage holds), which components read with
 * `useSyncExternalStore`: each `set` re-renders the components that read it.
 */
export interface ExternalStore<T> {
  get(): T;
  /** Replaces the value and tells every subscriber. */
  set(next: T): void;
  /** `useSyncExternalStore`'s subscribe: calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The value the server and hydration render with (`useSyncExternalStore`'s getServerSnapshot). */
  getServerSnapshot(): T;
}

export interface ExternalStoreOptions<T> {
  /**
   * The value rendered on the server and while hydrating, when it is not the current value (a page
   * prerendered without the visitor's stored choices must hydrate as it was rendered).
   */
  serverValue?: T;
  /**
   * Starts following a source of changes (another tab's storage events, a clock) when the first
   * component subscribes, and stops it when the last one leaves; `store` is this store, to update.
   */
  watch?: (store: ExternalStore<T>) => () => void;
}

export function createExternalStore<T>(initial: T, options: ExternalStoreOptions<T> = {}): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | null = null;
  const hasServerValue = 'serverValue' in options;

  const store: ExternalStore<T> = {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && options.watch) stopWatching = options.watch(store);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopWatching) {
          stopWatching();
          stopWatching = null;
        }
      };
    },
    getServerSnapshot: () => (hasServerValue ? (options.serverValue as T) : value),
  };
  return store;
}
