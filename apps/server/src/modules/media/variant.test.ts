import { describe, expect, it } from 'vitest';
import {
  coverRegion,
  mediaRouteParamsSchema,
  parseVariant,
  placeholderHeight,
  placeholderSvg,
  renderSettings,
  variantCachePath,
} from './variant';

describe('parseVariant', () => {
  it('splits width and format', () => {
    expect(parseVariant('800.webp')).toEqual({ width: 800, format: 'webp' });
    expect(parseVariant('320.avif')).toEqual({ width: 320, format: 'avif' });
  });

  it.each(['800', 'webp', '800.', '.webp', '800.web.p', '-800.webp', '800.WEBP', '8 00.webp', '../800.webp'])(
    'refuses %j',
    (variant) => {
      expect(parseVariant(variant)).toBeUndefined();
    },
  );
});

describe('mediaRouteParamsSchema', () => {
  it('turns the route parameters into checked variant parameters', () => {
    expect(mediaRouteParamsSchema.parse({ kind: 'artworks', id: 'mona-lisa', variant: '640.jpeg' })).toEqual({
      kind: 'artworks',
      id: 'mona-lisa',
      width: 640,
      format: 'jpeg',
    });
  });

  it.each([
    [{ kind: 'artworks', id: 'mona-lisa', variant: '801.webp' }, 'width'],
    [{ kind: 'artworks', id: 'mona-lisa', variant: '800.gif' }, 'format'],
    [{ kind: 'secrets', id: 'mona-lisa', variant: '800.webp' }, 'kind'],
    [{ kind: 'artworks', id: '../etc', variant: '800.webp' }, 'id'],
    [{ kind: 'artworks', id: 'Mona-Lisa', variant: '800.webp' }, 'id'],
    [{ kind: 'artworks', id: 'mona--lisa', variant: '800.webp' }, 'id'],
    [{ kind: 'artworks', id: 'mona-lisa', variant: 'large' }, 'variant'],
  ])('refuses %j at %s', (params, field) => {
    const result = mediaRouteParamsSchema.safeParse(params);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});

describe('variantCachePath', () => {
  const params = { kind: 'artworks', id: 'mona-lisa', width: 800, format: 'webp' } as const;
  const original = { mtimeMs: 1_700_000_000_123.4, size: 334_331 };

  it('names the variant under its kind and id', () => {
    expect(variantCachePath(params, original)).toMatch(/^artworks\/mona-lisa\/800-[0-9a-f]{16}\.webp$/);
  });

  it('is stable for the same original', () => {
    expect(variantCachePath(params, { ...original })).toBe(variantCachePath(params, original));
  });

  it('changes when the original is replaced (new mtime or size)', () => {
    const before = variantCachePath(params, original);
    expect(variantCachePath(params, { ...original, mtimeMs: original.mtimeMs + 5000 })).not.toBe(before);
    expect(variantCachePath(params, { ...original, size: original.size + 1 })).not.toBe(before);
  });

  it('differs per width and format', () => {
    const paths = new Set([
      variantCachePath(params, original),
      variantCachePath({ ...params, width: 320 }, original),
      variantCachePath({ ...params, format: 'avif' }, original),
    ]);
    expect(paths.size).toBe(3);
  });

  it('changes with the render settings, so new encoder settings never serve the old files', () => {
    const before = variantCachePath(params, original);
    expect(variantCachePath(params, original, undefined, renderSettings)).toBe(before);
    const retuned = { ...renderSettings, webp: { ...renderSettings.webp, quality: 90 } };
    expect(variantCachePath(params, original, undefined, retuned)).not.toBe(before);
    expect(variantCachePath(params, original, undefined, { ...renderSettings, revision: 99 })).not.toBe(
      before,
    );
  });
});

describe('placeholder card', () => {
  it('is 4:3 at the width asked', () => {
    expect(placeholderHeight(640)).toBe(480);
    expect(placeholderSvg(640)).toContain('width="640" height="480"');
    expect(placeholderSvg(320)).toContain('width="320" height="240"');
  });

  it('holds no words, so it reads the same in every language', () => {
    const svg = placeholderSvg(800);
    expect(svg).not.toMatch(/<text|<tspan/);
    // Nothing but markup: no letters between the tags.
    expect(svg.replace(/<[^>]*>/g, '')).toBe('');
  });
});

describe('coverRegion', () => {
  const frame = { aspect: 4 / 3, focusX: 0.5, focusY: 0.2 };

  it('cuts a tall image to the frame, keeping the part at the focus from the top', () => {
    // 754x1125 (the Mona Lisa): 754x565.5 of it, 20% of the 559.5 px left out above.
    const region = coverRegion({ width: 754, height: 1125 }, frame);
    expect(region.x).toBe(0);
    expect(region.width).toBe(1);
    expect(region.height * 1125).toBeCloseTo(565.5, 6);
    expect(region.y * 1125).toBeCloseTo(0.2 * (1125 - 565.5), 6);
  });

  it('cuts a wide image to the frame around the horizontal focus', () => {
    const region = coverRegion({ width: 2000, height: 1000 }, frame);
    expect(region).toMatchObject({ y: 0, height: 1 });
    expect(region.width * 2000).toBeCloseTo(1333.33, 1);
    expect(region.x * 2000).toBeCloseTo((2000 - 1333.33) / 2, 1);
  });

  it('takes the whole of an image that already has the aspect', () => {
    expect(coverRegion({ width: 800, height: 600 }, frame)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });
});
