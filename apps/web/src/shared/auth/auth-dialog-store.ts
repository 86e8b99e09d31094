import { createExternalStore } from '@/shared/store/external-store';
import { useExternalStore } from '@/shared/store/use-external-store';

/** `mfa`: straight to the code step of a sign-in that still owes its second factor. */
export type AuthDialogTab = 'signIn' | 'signUp' | 'mfa';

/** Why a screen asked a signed-out visitor to sign in; the dialog says so instead of its usual line. */
export type AuthDialogReason = 'like';

/** Which auth dialog tab is open (null when closed), and why. Any screen may ask; the header renders it. */
interface AuthDialogState {
  tab: AuthDialogTab | null;
  reason: AuthDialogReason | null;
}
const closed: AuthDialogState = { tab: null, reason: null };
const dialog = createExternalStore<AuthDialogState>(closed, { serverValue: closed });
/**
 * What had the focus when the dialog opened. The dialog unmounts as it closes, so Radix has no trigger
 * to give the focus back to; keyboard users land where they were instead of at the top of the page.
 */
let opener: HTMLElement | null = null;

/** Opens the dialog at `tab`, or switches an open one to it (keeping the reason it was opened for). */
export function openAuthDialog(tab: AuthDialogTab = 'signIn', why?: AuthDialogReason): void {
  const before = dialog.get();
  if (before.tab === null) {
    if (document.activeElement instanceof HTMLElement) opener = document.activeElement;
    dialog.set({ tab, reason: why ?? null });
  } else {
    dialog.set({ ...before, tab });
  }
}

export function closeAuthDialog(): void {
  dialog.set(closed);
  const returnTo = opener;
  opener = null;
  if (returnTo) requestAnimationFrame(() => returnTo.isConnected && returnTo.focus());
}

export function useAuthDialogTab(): AuthDialogTab | null {
  return useExternalStore(dialog, (state) => state.tab);
}

export function useAuthDialogReason(): AuthDialogReason | null {
  return useExternalStore(dialog, (state) => state.reason);
}
