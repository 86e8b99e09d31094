import { useSyncExternalStore } from 'react';

export type AuthDialogTab = 'signIn' | 'signUp';

/** Which auth dialog tab is open (null when closed). Any screen may ask; the header renders it. */
let current: AuthDialogTab | null = null;
const listeners = new Set<() => void>();

export function openAuthDialog(tab: AuthDialogTab = 'signIn'): void {
  current = tab;
  listeners.forEach((listener) => listener());
}

export function closeAuthDialog(): void {
  current = null;
  listeners.forEach((listener) => listener());
}

export function useAuthDialogTab(): AuthDialogTab | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
