// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, showToast, useToastQueue } from './toast-store';
import { renderHook } from '@testing-library/react';

const titles = () => renderHook(() => useToastQueue()).result.current.visible.map((toast) => toast.title);

describe('toast store', () => {
  afterEach(() => dismissToast());

  it('stacks different notices and shows a repeated one once, as the newest', () => {
    showToast({ title: 'Please fill in all fields.', variant: 'destructive' });
    showToast({ title: 'Profile saved' });
    showToast({ title: 'Please fill in all fields.', variant: 'destructive' });
    expect(titles()).toEqual(['Profile saved', 'Please fill in all fields.']);
  });

  it('keeps every toast that offers an action, even with the same text', () => {
    const undo = { label: 'Undo', altText: 'Undo deleting', run: () => undefined };
    showToast({ title: 'Itinerary deleted', action: undo });
    showToast({ title: 'Itinerary deleted', action: undo });
    expect(titles()).toEqual(['Itinerary deleted', 'Itinerary deleted']);
  });
});
