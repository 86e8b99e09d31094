import { describe, expect, it } from 'vitest';
import { popupWidths } from './popup-size';

describe('the info window’s width', () => {
  it('keeps 240 to 320 px of content on a wide map', () => {
    expect(popupWidths(1100)).toEqual({ maxWidth: 320, minWidth: 240 });
  });

  it('narrows on a phone so that the window and its close button stay inside the map', () => {
    // A 390 px phone: the page's padding leaves a 358 px map.
    const { maxWidth, minWidth } = popupWidths(358);
    // Content, its margins, and clear of the zoom buttons (56 px) and the right edge (24 px).
    expect(maxWidth + 2 * 16 + 56 + 24).toBeLessThanOrEqual(358);
    expect(minWidth).toBeLessThanOrEqual(maxWidth);
  });

  it('falls back to the wide sizes while the map has no width yet', () => {
    expect(popupWidths(0)).toEqual({ maxWidth: 320, minWidth: 240 });
  });
});
