import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artworkRecipes,
  phonePhoto,
  seedOf,
  unrelatedPictures,
  variantPhoto,
} from '../../testing/photo-variants';
import { sharedMediaDir } from '../../testing/test-server';
import { greyPixels } from './grey-pixels';
import { confidenceOf, possibleScoreOf } from './match-confidence';
import { loadOpenCv } from './opencv';
import { defaultIndexOptions, VisualIndex, type ReferenceImage } from './visual-index';

/** Held out of the index: real photos of real places the recogniser has never seen. */
const heldOut = ['trevi-fountain', 'rialto-bridge', 'st-marks-basilica'];
const subjectOf = (file: string) => file.replace(/\.jpg$/, '').replace(/-\d$/, '');

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

  it('recognises nearly all artworks in harder photos (on a wall, off-axis, glare), and never names the wrong one', async () => {
    const artworks = references.filter((r) => r.kind === 'artwork');
    const answers: string[] = [];
    for (const [i, reference] of artworks.entries()) {
      // A different recipe for each artwork, so the ten photos cover all ten (the benchmark runs them all).
      const recipe = artworkRecipes[i % artworkRecipes.length] ?? [];
      const seed = seedOf(reference.subject, 'test');
      const photo = await variantPhoto(reference.image as string, recipe, seed);
      if (i === 0)
        expect((await variantPhoto(reference.image as string, recipe, seed)).image).toEqual(photo.image);
      const top = (await index.query(photo.image))[0];
      if (top) expect(top.subject, `${reference.subject}: ${photo.description}`).toBe(reference.subject);
      answers.push(top?.subject ?? 'nothing');
    }
    expect(
      answers.filter((answer, i) => answer === artworks[i]?.subject).length,
      answers.join(', '),
    ).toBeGreaterThanOrEqual(9);
  }, 120_000);

  it('recognises a landmark from either of its photos', async () => {
    const eiffel = references.find((r) => r.subject === 'eiffel-tower');
    const matches = await index.query(await phonePhoto(eiffel?.image as string, 1));
    expect(matches[0]?.subject).toBe('eiffel-tower');
  }, 60_000);

  it('answers the same for grey pixels decoded beforehand, as the server sends them', async () => {
    const photo = await phonePhoto(join(sharedMediaDir, 'artworks/liberty-leading.jpg'), 2);
    const matches = await index.query(await greyPixels(photo, defaultIndexOptions.maxSide));
    expect(matches[0]?.subject).toBe('liberty-leading');
    expect(matches).toEqual(await index.query(photo));
  }, 60_000);

  it('says nothing about places and pictures it has never seen', async () => {
    for (const subject of heldOut) {
      const photo = await phonePhoto(join(sharedMediaDir, 'landmarks', `${subject}.jpg`), 2);
      expect(await index.query(photo), subject).toEqual([]);
    }
    for (const picture of await unrelatedPictures()) expect(await index.query(picture)).toEqual([]);
  }, 120_000);

  it('turns inliers into a confidence above 0.5 from the claim threshold on, below certainty', () => {
    for (const threshold of [10, 20]) {
      expect(confidenceOf(threshold, threshold)).toBe(0.6);
      expect(confidenceOf(threshold * 2, threshold)).toBe(0.75);
      expect(confidenceOf(100_000, threshold)).toBe(0.99);
    }
  });

  it('scores a possible match under 0.5, growing with its inliers', () => {
    expect(possibleScoreOf(5, 10)).toBe(0.25);
    expect(possibleScoreOf(9, 10)).toBe(0.45);
    expect(possibleScoreOf(10, 10)).toBe(0.49);
  });
});
