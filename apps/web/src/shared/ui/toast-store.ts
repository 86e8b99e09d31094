import { createExternalStore } from '@/shared/store/external-store';
import { useExternalStore } from '@/shared/store/use-external-store';

export interface ToastAction {
  label: string;
  /** What a screen reader is told to do instead, when the toast is announced (e.g. "Undo deleting …"). */
  altText: string;
  run: () => void;
}

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** One button beside the text, such as "Undo"; the toast closes once it is used. */
  action?: ToastAction;
}

/** One toast at a time: a new toast replaces the current one. */
const currentToast = createExternalStore<ToastMessage | null>(null, { serverValue: null });
let nextId = 1;

/** Shows a toast, replacing the current one; returns its id (see `dismissToast`). */
export function showToast(message: Omit<ToastMessage, 'id'>): number {
  const shown = { ...message, id: nextId++ };
  currentToast.set(shown);
  return shown.id;
}

/** Closes the current toast, or only the toast `id` if it is still the one shown. */
export function dismissToast(id?: number): void {
  if (id !== undefined && currentToast.get()?.id !== id) return;
  currentToast.set(null);
}

export function useCurrentToast(): ToastMessage | null {
  return useExternalStore(currentToast);
}
