import { createExternalStore } from '@/shared/store/external-store';

/**
 * Something a language has in a chunk of its own (its messages, a content pack, its error texts),
 * fetched the first time it is needed: one request however many ask at once, the value at hand
 * synchronously once it has arrived (a screen renders it without waiting), and a failed request
 * forgotten, so that the next use tries again (offline, a new deployment).
 */
export interface LazyByLocale<Key extends string, Value> {
  /** Fetches the value once; every call resolves with it. */
  load(key: Key): Promise<Value>;
  /** The value if it has arrived, else `undefined`. */
  get(key: Key): Value | undefined;
  /** Calls `listener` each time a value arrives; returns the unsubscribe (as useSyncExternalStore wants). */
  subscribe(listener: () => void): () => unknown;
}

/**
 * Values by language (or by language and name, such as "fr/tours"), each fetched by `fetchOne`,
 * typically a look-up in a table of `() => import(...)`, so that each stays its own chunk. `fetchOne`
 * rejects, rather than throws, when it has nothing for a key (an async function does).
 */
export function lazyByLocale<Key extends string, Value>(
  fetchOne: (key: Key) => Promise<Value>,
): LazyByLocale<Key, Value> {
  const arrived = createExternalStore<ReadonlyMap<Key, Value>>(new Map());
  const requests = new Map<Key, Promise<Value>>();
  return {
    load(key) {
      let request = requests.get(key);
      if (!request) {
        request = fetchOne(key).then(
          (value) => {
            arrived.set(new Map(arrived.get()).set(key, value));
            return value;
          },
          (error: unknown) => {
            requests.delete(key);
            throw error;
          },
        );
        requests.set(key, request);
      }
      return request;
    },
    get: (key) => arrived.get().get(key),
    subscribe: arrived.subscribe,
  };
}
