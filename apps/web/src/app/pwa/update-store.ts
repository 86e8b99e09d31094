import { createExternalStore } from '@/shared/store/external-store';

/**
 * The "new version" prompt's state: set when a new service worker is installed and waiting, with the
 * function that activates it (the page then reloads into the new version).
 */
export interface UpdateState {
  available: boolean;
  dismissed: boolean;
}

export const updateState = createExternalStore<UpdateState>({ available: false, dismissed: false });
let activate: (() => Promise<void>) | null = null;

export function updateAvailable(apply: () => Promise<void>): void {
  activate = apply;
  updateState.set({ available: true, dismissed: false });
}

export function dismissUpdate(): void {
  updateState.set({ ...updateState.get(), dismissed: true });
}

/** Tells the waiting worker to take over; the page reloads once it controls it. */
export async function applyUpdate(): Promise<void> {
  await activate?.();
}

export function subscribeUpdate(listener: () => void): () => void {
  return updateState.subscribe(listener);
}

export function getUpdateState(): UpdateState {
  return updateState.get();
}
