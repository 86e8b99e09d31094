import { useSyncExternalStore } from 'react';

/** `mfa`: straight to the code step of a sign-in that still owes its second factor. */
export type AuthDialogTab = 'signIn' | 'signUp' | 'mfa';

/** Which auth dialog tab is open (null when closed). Any screen may ask; the header renders it. */
let current: AuthDialogTab | null = null;
const listeners = new Set<() => void>();
/**
 * What had the focus when the dialog opened. The dialog unmounts as it closes, so Radix has no trigger
 * to give the focus back to; keyboard users land where they were instead of at the top of the page.
 */
let opener: HTMLElement | null = null;

export function openAuthDialog(tab: AuthDialogTab = 'signIn'): void {
  if (current === null && document.activeElement instanceof HTMLElement) opener = document.activeElement;
  current = tab;
  listeners.forEach((listener) => listener());
}

export function closeAuthDialog(): void {
  current = null;
  listeners.forEach((listener) => listener());
  const returnTo = opener;
  opener = null;
  if (returnTo) requestAnimationFrame(() => returnTo.isConnected && returnTo.focus());
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
