// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToItineraryChanges } from './cross-tab';
import { ARTWORKS_KEY, ITINERARIES_KEY } from './storage-keys';

const unsubscribers: Array<() => void> = [];
afterEach(() => unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe()));

function storageEvent(key: string | null) {
  return new StorageEvent('storage', { key, newValue: '{}', storageArea: localStorage });
}

describe('subscribeToItineraryChanges', () => {
  it('fires for the itineraries key only', () => {
    const callback = vi.fn();
    unsubscribers.push(subscribeToItineraryChanges(callback));
    window.dispatchEvent(storageEvent(ARTWORKS_KEY));
    window.dispatchEvent(storageEvent('something-else'));
    expect(callback).not.toHaveBeenCalled();
    const event = storageEvent(ITINERARIES_KEY);
    window.dispatchEvent(event);
    expect(callback).toHaveBeenCalledExactlyOnceWith(event);
  });
  it('fires when another tab clears the whole storage (key null)', () => {
    const callback = vi.fn();
    unsubscribers.push(subscribeToItineraryChanges(callback));
    window.dispatchEvent(storageEvent(null));
    expect(callback).toHaveBeenCalledTimes(1);
  });
  it('stops after unsubscribing', () => {
    const callback = vi.fn();
    const unsubscribe = subscribeToItineraryChanges(callback);
    unsubscribe();
    window.dispatchEvent(storageEvent(ITINERARIES_KEY));
    expect(callback).not.toHaveBeenCalled();
  });
  it('listens on the given target', () => {
    const target = new EventTarget();
    const callback = vi.fn();
    unsubscribers.push(subscribeToItineraryChanges(callback, target));
    window.dispatchEvent(storageEvent(ITINERARIES_KEY));
    expect(callback).not.toHaveBeenCalled();
    target.dispatchEvent(storageEvent(ITINERARIES_KEY));
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
