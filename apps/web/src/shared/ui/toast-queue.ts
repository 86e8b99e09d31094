/**
 * Which toasts are on screen. A few stay visible together, oldest first, so a new notice never hides one
 * a visitor has not read yet; any beyond that wait their turn and show as soon as a visible one closes.
 */

/** More than three stacked notices would cover too much of a phone's screen. */
export const maxVisibleToasts = 3;

export interface ToastQueue<T extends { id: number }> {
  /** On screen, oldest first (the newest is last, nearest the screen's edge). */
  visible: readonly T[];
  /** Not yet shown, in the order they arrived. */
  waiting: readonly T[];
}

export function emptyToastQueue<T extends { id: number }>(): ToastQueue<T> {
  return { visible: [], waiting: [] };
}

/** Adds a toast: shown at once if there is room, otherwise after the ones already waiting. */
export function enqueueToast<T extends { id: number }>(
  queue: ToastQueue<T>,
  toast: T,
  limit = maxVisibleToasts,
): ToastQueue<T> {
  if (queue.visible.length < limit && queue.waiting.length === 0) {
    return { visible: [...queue.visible, toast], waiting: queue.waiting };
  }
  return { visible: queue.visible, waiting: [...queue.waiting, toast] };
}

/**
 * Removes the toast `id`, whether shown or waiting, and moves waiting toasts into the room it leaves.
 * An unknown id (a toast already closed) leaves the queue as it is.
 */
export function removeToast<T extends { id: number }>(
  queue: ToastQueue<T>,
  id: number,
  limit = maxVisibleToasts,
): ToastQueue<T> {
  const visible = queue.visible.filter((toast) => toast.id !== id);
  const waiting = queue.waiting.filter((toast) => toast.id !== id);
  if (visible.length === queue.visible.length && waiting.length === queue.waiting.length) return queue;
  const room = Math.max(0, limit - visible.length);
  return { visible: [...visible, ...waiting.slice(0, room)], waiting: waiting.slice(room) };
}

/** The toast Escape closes: the newest one on screen. */
export function newestVisibleToast<T extends { id: number }>(queue: ToastQueue<T>): T | undefined {
  return queue.visible.at(-1);
}
