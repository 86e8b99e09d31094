import { describe, expect, it, vi } from 'vitest';
import { loadOnIntent } from './load-on-intent';

describe('loadOnIntent', () => {
  it('starts the load on a pointer over the element and on its focus, each time', () => {
    const load = vi.fn(() => Promise.resolve());
    const handlers = loadOnIntent(load);
    expect(load).not.toHaveBeenCalled();
    handlers.onPointerEnter();
    handlers.onFocus();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
