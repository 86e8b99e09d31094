import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, dismissUpdate, getUpdateState, subscribeUpdate, updateAvailable } from './update-store';

describe('update store', () => {
  it('offers a waiting version, can be put off, and activates it on request', async () => {
    expect(getUpdateState()).toEqual({ available: false, dismissed: false });
    const listener = vi.fn();
    const unsubscribe = subscribeUpdate(listener);
    const activate = vi.fn(async () => undefined);

    updateAvailable(activate);
    expect(getUpdateState()).toEqual({ available: true, dismissed: false });
    dismissUpdate();
    expect(getUpdateState()).toEqual({ available: true, dismissed: true });
    expect(listener).toHaveBeenCalledTimes(2);

    // A newer version waiting later is offered again.
    updateAvailable(activate);
    expect(getUpdateState().dismissed).toBe(false);
    await applyUpdate();
    expect(activate).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
