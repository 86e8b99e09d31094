import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';

describe('ResponsiveImage', () => {
  it('offers AVIF first and WebP as the fallback, both with every width and the same sizes', () => {
    const { container } = render(<ResponsiveImage id="mona-lisa" alt="The Mona Lisa" sizes="96px" />);
    const source = container.querySelector('picture > source');
    const image = container.querySelector('picture > img');

    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(
      [320, 480, 640, 800, 1200, 1600]
        .map((width) => `/api/v1/media/artworks/mona-lisa/${width}.avif?v=3 ${width}w`)
        .join(', '),
    );
    expect(source?.getAttribute('sizes')).toBe('96px');
    expect(image?.getAttribute('srcset')).toContain('/api/v1/media/artworks/mona-lisa/320.webp?v=3 320w');
    expect(image?.getAttribute('src')).toBe('/api/v1/media/artworks/mona-lisa/800.webp?v=3');
    expect(image?.getAttribute('sizes')).toBe('96px');
    expect(image?.getAttribute('alt')).toBe('The Mona Lisa');
  });

  it('passes its other attributes to the img, and names the kind of image in every URL', () => {
    const { container } = render(
      <ResponsiveImage kind="crops" id="mona-lisa-hands" alt="" sizes="50vw" loading="lazy" width={4} />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('4');
    expect(container.querySelector('source')?.getAttribute('srcset')).toMatch(
      /^\/api\/v1\/media\/crops\/mona-lisa-hands\/320\.avif\?v=3 320w/,
    );
  });
});
