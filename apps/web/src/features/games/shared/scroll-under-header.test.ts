import { describe, expect, it } from 'vitest';
import { scrollTopUnderHeader } from './scroll-under-header';

describe('scrollTopUnderHeader', () => {
  it('puts the element just under the header', () => {
    // The bar is 300 px down the viewport, the page scrolled by 500, the header 64 px tall.
    expect(scrollTopUnderHeader(300, 500, 64)).toBe(736);
  });

  it('never asks for a negative scroll', () => {
    expect(scrollTopUnderHeader(10, 0, 64)).toBe(0);
  });
});
