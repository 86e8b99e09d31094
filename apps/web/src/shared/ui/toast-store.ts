import { useSyncExternalStore } from 'react';

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
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the current one; returns its id (see `dismissToast`). */
export function showToast(message: Omit<ToastMessage, 'id'>): number {
  current = { ...message, id: nextId++ };
  emit();
  return current.id;
}

/** Closes the current toast, or only the toast `id` if it is still the one shown. */
export function dismissToast(id?: number): void {
  if (id !== undefined && current?.id !== id) return;
  current = null;
  emit();
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
