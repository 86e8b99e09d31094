import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedMediaDir } from '../../testing/test-server';
import { loadOpenCv } from './opencv';
import { confidenceOf, VisualIndex, type ReferenceImage } from './visual-index';

/** Held out of the index: real photos of real places the recogniser has never seen. */
const heldOut = ['trevi-fountain', 'rialto-bridge', 'st-marks-basilica'];
const subjectOf = (file: string) => file.replace(/\.jpg$/, '').replace(/-\d$/, '');

/** A phone-like photo of a reference: tilted, sheared, cropped, framed by a wall, tinted, blurred, JPEG. */
async function phonePhoto(path: string, variant: number): Promise<Buffer> {
  const tilted = await sharp(path)
    .resize(1200, 1200, { fit: 'inside' })
    .affine([1, 0.12 * (variant % 2 ? 1 : -1), 0.06, 1], { background: '#8a7a66' })
    .rotate(7 * (variant % 3) - 7, { background: '#8a7a66' })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = tilted.info;
  const crop = 0.08 + 0.04 * (variant % 2);
  return sharp(tilted.data)
    .extract({
      left: Math.round(width * crop),
      top: Math.round(height * 0.05),
      width: Math.round(width * (1 - 2 * crop)),
      height: Math.round(height * 0.85),
    })
    .extend({ top: 60, bottom: 90, left: 70, right: 50, background: '#b9ab94' })
    .modulate({ brightness: 1.1 + 0.05 * variant, saturation: 0.85, hue: 6 })
    .blur(0.8)
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** Busy pictures with plenty of corners but no subject of ours. */
async function unrelatedPictures(): Promise<Buffer[]> {
  const shapes = Array.from(
    { length: 60 },
    (_, i) =>
      `<rect x="${(i * 37) % 560}" y="${(i * 53) % 380}" width="${20 + (i % 5) * 9}" height="${15 + (i % 7) * 6}" fill="hsl(${i * 29},70%,${30 + (i % 4) * 15}%)" transform="rotate(${i * 11} ${(i * 37) % 560} ${(i * 53) % 380})"/>`,
  ).join('');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420"><rect width="640" height="420" fill="#eee"/>${shapes}</svg>`,
  );
  const noise = await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg()
    .toBuffer();
  return [await sharp(svg).jpeg().toBuffer(), noise];
}

describe('visual index over the reference photos', () => {
  let index: VisualIndex;
  let references: ReferenceImage[];

  beforeAll(async () => {
    const cv = await loadOpenCv();
    references = [];
    for (const kind of ['artworks', 'landmarks'] as const) {
      for (const file of (await readdir(join(sharedMediaDir, kind)))
        .filter((f) => f.endsWith('.jpg'))
        .sort()) {
        if (heldOut.includes(subjectOf(file))) continue;
        references.push({
          subject: subjectOf(file),
          kind: kind === 'artworks' ? 'artwork' : 'landmark',
          image: join(sharedMediaDir, kind, file),
        });
      }
    }
    index = await VisualIndex.build(cv, references);
  }, 120_000);
  afterAll(() => index?.delete());

  it('indexes every reference photo', () => {
    expect(index.size).toBe(references.length);
    expect(references.filter((r) => r.kind === 'artwork')).toHaveLength(10);
  });

  it('recognises each of the ten artworks in phone-like photos, with confidence from the evidence', async () => {
    const artworks = references.filter((r) => r.kind === 'artwork');
    for (const [i, reference] of artworks.entries()) {
      const matches = await index.query(await phonePhoto(reference.image as string, i));
      expect(matches[0], reference.subject).toMatchObject({ subject: reference.subject, kind: 'artwork' });
      expect(matches[0]?.confidence).toBeGreaterThan(0.7);
      expect(matches.length).toBeLessThanOrEqual(3);
    }
  }, 120_000);

  it('recognises a landmark from either of its photos', async () => {
    const eiffel = references.find((r) => r.subject === 'eiffel-tower');
    const matches = await index.query(await phonePhoto(eiffel?.image as string, 1));
    expect(matches[0]?.subject).toBe('eiffel-tower');
  }, 60_000);

  it('says nothing about places and pictures it has never seen', async () => {
    for (const subject of heldOut) {
      const photo = await phonePhoto(join(sharedMediaDir, 'landmarks', `${subject}.jpg`), 2);
      expect(await index.query(photo), subject).toEqual([]);
    }
    for (const picture of await unrelatedPictures()) expect(await index.query(picture)).toEqual([]);
  }, 120_000);

  it('turns inliers into a confidence below certainty', () => {
    expect(confidenceOf(20)).toBe(0.57);
    expect(confidenceOf(200)).toBe(0.93);
    expect(confidenceOf(100_000)).toBe(0.99);
  });
});
