import { describe, expect, it } from 'vitest';
import {
  emptyToastQueue,
  enqueueToast,
  maxVisibleToasts,
  newestVisibleToast,
  removeToast,
} from './toast-queue';

const toast = (id: number) => ({ id });
const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

function queueOf(count: number) {
  let queue = emptyToastQueue<{ id: number }>();
  for (let id = 1; id <= count; id++) queue = enqueueToast(queue, toast(id));
  return queue;
}

describe('toast queue', () => {
  it('keeps up to three toasts on screen together, newest last', () => {
    expect(maxVisibleToasts).toBe(3);
    const queue = queueOf(3);
    expect(ids(queue.visible)).toEqual([1, 2, 3]);
    expect(queue.waiting).toEqual([]);
    expect(newestVisibleToast(queue)?.id).toBe(3);
  });

  it('holds further toasts back in order instead of dropping or replacing one', () => {
    const queue = queueOf(5);
    expect(ids(queue.visible)).toEqual([1, 2, 3]);
    expect(ids(queue.waiting)).toEqual([4, 5]);
  });

  it('shows the longest-waiting toast once a visible one closes', () => {
    const queue = removeToast(queueOf(5), 2);
    expect(ids(queue.visible)).toEqual([1, 3, 4]);
    expect(ids(queue.waiting)).toEqual([5]);
    expect(newestVisibleToast(queue)?.id).toBe(4);
  });

  it('lets a new toast wait behind the waiting ones even when a slot is free for a moment', () => {
    // A slot is never free while toasts wait (removal promotes them), but the order rule must hold anyway.
    const queue = enqueueToast({ visible: [toast(1)], waiting: [toast(2)] }, toast(3));
    expect(ids(queue.visible)).toEqual([1]);
    expect(ids(queue.waiting)).toEqual([2, 3]);
  });

  it('removes a waiting toast without showing it', () => {
    const queue = removeToast(queueOf(5), 4);
    expect(ids(queue.visible)).toEqual([1, 2, 3]);
    expect(ids(queue.waiting)).toEqual([5]);
  });

  it('returns the same queue for a toast that is already gone, so nothing re-renders', () => {
    const queue = queueOf(2);
    expect(removeToast(queue, 9)).toBe(queue);
    expect(newestVisibleToast(removeToast(removeToast(queue, 1), 2))).toBeUndefined();
  });

  it('honours a smaller limit', () => {
    let queue = emptyToastQueue<{ id: number }>();
    queue = enqueueToast(queue, toast(1), 1);
    queue = enqueueToast(queue, toast(2), 1);
    expect(ids(queue.visible)).toEqual([1]);
    expect(ids(removeToast(queue, 1, 1).visible)).toEqual([2]);
  });
});
