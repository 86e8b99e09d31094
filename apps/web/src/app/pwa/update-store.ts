/**
 * The "new version" prompt's state: set when a new service worker is installed and waiting, with the
 * function that activates it (the page then reloads into the new version).
 */
export interface UpdateState {
  available: boolean;
  dismissed: boolean;
}

type Listener = () => void;

let state: UpdateState = { available: false, dismissed: false };
let activate: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();

function set(next: UpdateState) {
  state = next;
  for (const listener of listeners) listener();
}

export function updateAvailable(apply: () => Promise<void>): void {
  activate = apply;
  set({ available: true, dismissed: false });
}

export function dismissUpdate(): void {
  set({ ...state, dismissed: true });
}

/** Tells the waiting worker to take over; the page reloads once it controls it. */
export async function applyUpdate(): Promise<void> {
  await activate?.();
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getUpdateState(): UpdateState {
  return state;
}
