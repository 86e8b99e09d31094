import { useSyncExternalStore } from 'react';

/** Where account sync stands, for the screens that show it. `idle`: not signed in. */
export type SyncStatus =
  | { state: 'idle' }
  | { state: 'syncing' }
  | { state: 'synced'; at: number }
  | { state: 'offline' }
  | { state: 'failed'; message: string };

let status: SyncStatus = { state: 'idle' };
const listeners = new Set<() => void>();

export function setSyncStatus(next: SyncStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => status,
  );
}
