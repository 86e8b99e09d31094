import { useSyncExternalStore } from 'react';
import { emptyToastQueue, enqueueToast, removeToast, type ToastQueue } from './toast-queue';

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

/** Toasts stack (see toast-queue.ts): a new one joins the others instead of replacing them. */
let queue: ToastQueue<ToastMessage> = emptyToastQueue();
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: ToastQueue<ToastMessage>) {
  if (next === queue) return;
  queue = next;
  for (const listener of listeners) listener();
}

/** Shows a toast beside any already shown (or once there is room); returns its id (see `dismissToast`). */
export function showToast(message: Omit<ToastMessage, 'id'>): number {
  const id = nextId++;
  // The same notice again (a form sent twice with the same mistake) takes the old one's place, so the
  // stack never holds two copies; a toast with an action is always its own.
  const repeat = [...queue.visible, ...queue.waiting].find(
    (shown) =>
      !shown.action &&
      !message.action &&
      shown.title === message.title &&
      shown.description === message.description &&
      shown.variant === message.variant,
  );
  update(enqueueToast(repeat ? removeToast(queue, repeat.id) : queue, { ...message, id }));
  return id;
}

/** Closes the toast `id` (shown or still waiting), or every toast when no id is given. */
export function dismissToast(id?: number): void {
  update(id === undefined ? emptyToastQueue() : removeToast(queue, id));
}

export function useToastQueue(): ToastQueue<ToastMessage> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue,
    () => emptyQueue,
  );
}

const emptyQueue: ToastQueue<ToastMessage> = emptyToastQueue();
