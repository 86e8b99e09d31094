import { createExternalStore } from '@/shared/store/external-store';
import { useExternalStore } from '@/shared/store/use-external-store';

/** Where account sync stands, for the screens that show it. `idle`: not signed in. */
export type SyncStatus =
  | { state: 'idle' }
  | { state: 'syncing' }
  | { state: 'synced'; at: number }
  | { state: 'offline' }
  | { state: 'failed'; message: string };

const syncStatus = createExternalStore<SyncStatus>({ state: 'idle' });

export function setSyncStatus(next: SyncStatus): void {
  syncStatus.set(next);
}

export function useSyncStatus(): SyncStatus {
  return useExternalStore(syncStatus);
}
