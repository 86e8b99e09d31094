import { useSyncExternalStore } from 'react';

/** `mfa`: straight to the code step of a sign-in that still owes its second factor. */
export type AuthDialogTab = 'signIn' | 'signUp' | 'mfa';

/** Why a screen asked a signed-out visitor to sign in; the dialog says so instead of its usual line. */
export type AuthDialogReason = 'like';

/** Which auth dialog tab is open (null when closed). Any screen may ask; the header renders it. */
let current: AuthDialogTab | null = null;
let reason: AuthDialogReason | null = null;
const listeners = new Set<() => void>();
/**
 * What had the focus when the dialog opened. The dialog unmounts as it closes, so Radix has no trigger
 * to give the focus back to; keyboard users land where they were instead of at the top of the page.
 */
let opener: HTMLElement | null = null;

/** Opens the dialog at `tab`, or switches an open one to it (keeping the reason it was opened for). */
export function openAuthDialog(tab: AuthDialogTab = 'signIn', why?: AuthDialogReason): void {
  if (current === null) {
    if (document.activeElement instanceof HTMLElement) opener = document.activeElement;
    reason = why ?? null;
  }
  current = tab;
  listeners.forEach((listener) => listener());
}

export function closeAuthDialog(): void {
  current = null;
  reason = null;
  listeners.forEach((listener) => listener());
  const returnTo = opener;
  opener = null;
  if (returnTo) requestAnimationFrame(() => returnTo.isConnected && returnTo.focus());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialogTab(): AuthDialogTab | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

export function useAuthDialogReason(): AuthDialogReason | null {
  return useSyncExternalStore(
    subscribe,
    () => reason,
    () => null,
  );
}
