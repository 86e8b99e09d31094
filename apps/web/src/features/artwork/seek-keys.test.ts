import { describe, expect, it } from 'vitest';
import { seekTargetForKey } from './seek-keys';

describe('seekTargetForKey', () => {
  it('moves 5 s with the arrows and 30 s with Page Up and Page Down', () => {
    expect(seekTargetForKey('ArrowRight', 12, 95)).toBe(17);
    expect(seekTargetForKey('ArrowUp', 12, 95)).toBe(17);
    expect(seekTargetForKey('ArrowLeft', 12, 95)).toBe(7);
    expect(seekTargetForKey('ArrowDown', 12, 95)).toBe(7);
    expect(seekTargetForKey('PageUp', 12, 95)).toBe(42);
    expect(seekTargetForKey('PageDown', 42.5, 95)).toBe(12.5);
  });

  it('stays within the track', () => {
    expect(seekTargetForKey('ArrowLeft', 3, 95)).toBe(0);
    expect(seekTargetForKey('ArrowRight', 93.2, 95)).toBe(95);
    expect(seekTargetForKey('PageUp', 80, 95)).toBe(95);
  });

  it('leaves the other keys to the slider', () => {
    for (const key of ['Home', 'End', 'Tab', 'a']) expect(seekTargetForKey(key, 10, 95)).toBeNull();
  });
});
