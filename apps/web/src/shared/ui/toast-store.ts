import { createExternalStore } from '@/shared/store/external-store';
import { useExternalStore } from '@/shared/store/use-external-store';
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
const toasts = createExternalStore<ToastQueue<ToastMessage>>(emptyToastQueue(), {
  serverValue: emptyToastQueue(),
});
let nextId = 1;

function update(next: ToastQueue<ToastMessage>) {
  if (next !== toasts.get()) toasts.set(next);
}

/** Shows a toast beside any already shown (or once there is room); returns its id (see `dismissToast`). */
export function showToast(message: Omit<ToastMessage, 'id'>): number {
  const id = nextId++;
  // The same notice again (a form sent twice with the same mistake) takes the old one's place, so the
  // stack never holds two copies; a toast with an action is always its own.
  const queue = toasts.get();
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
  update(id === undefined ? emptyToastQueue() : removeToast(toasts.get(), id));
}

export function useToastQueue(): ToastQueue<ToastMessage> {
  return useExternalStore(toasts);
}
