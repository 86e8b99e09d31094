import { describe, expect, it } from 'vitest';
import { variantSrcSet } from './ResponsiveImage';

describe('variantSrcSet', () => {
  it('lists one WebP variant per width with its w descriptor', () => {
    expect(variantSrcSet('artworks', 'mona-lisa', [320, 800])).toBe(
      '/api/v1/media/artworks/mona-lisa/320.webp 320w, /api/v1/media/artworks/mona-lisa/800.webp 800w',
    );
  });
});
