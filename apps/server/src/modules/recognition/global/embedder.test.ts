// The real network, loaded from the nsfwjs package: no mock. Skipped only without the reference photos.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Embedder } from './embedder';
import { rgbOfPhoto } from './views';

const mediaDir = process.env.MEDIA_DIR ?? join(import.meta.dirname, '../../../../../../../shared/media');
const photo = (kind: string, name: string) => join(mediaDir, kind, `${name}.jpg`);
const dot = (a: Float32Array, b: Float32Array) =>
  a.reduce((sum, value, i) => sum + value * (b[i] as number), 0);

describe.skipIf(!existsSync(join(mediaDir, 'landmarks')))('the global descriptor on real weights', () => {
  let embedder: Embedder;
  beforeAll(async () => {
    embedder = await Embedder.load();
  });
  afterAll(() => embedder?.dispose());

  it('describes a photo with a unit vector that a re-framed copy shares more than another subject', async () => {
    const tower = await embedder.ofPhoto(await rgbOfPhoto(photo('landmarks', 'eiffel-tower')));
    expect(tower).toHaveLength(136 + 224 + 1792);
    expect(Math.hypot(...tower)).toBeCloseTo(1, 4);

    const { width = 0, height = 0 } = await sharp(photo('landmarks', 'eiffel-tower')).metadata();
    const reframed = await sharp(photo('landmarks', 'eiffel-tower'))
      .extract({
        left: Math.round(width * 0.1),
        top: Math.round(height * 0.05),
        width: Math.round(width * 0.8),
        height: Math.round(height * 0.85),
      })
      .modulate({ brightness: 0.8 })
      .jpeg({ quality: 50 })
      .toBuffer();
    const copy = await embedder.ofPhoto(await rgbOfPhoto(reframed));
    const painting = await embedder.ofPhoto(await rgbOfPhoto(photo('artworks', 'mona-lisa')));
    expect(dot(tower, copy)).toBeGreaterThan(dot(tower, painting) + 0.1);
  });
});
