import { describe, expect, it } from 'vitest';
import { artworks } from '../artworks';
import { guessTheArtworkItems } from './guess-the-artwork';
import { duplicates } from './test-support';

describe('guess the artwork', () => {
  it('has 8 items on 8 different museum artworks, 100 points each', () => {
    expect(guessTheArtworkItems).toHaveLength(8);
    expect(duplicates(guessTheArtworkItems.map((item) => item.id))).toEqual([]);
    expect(duplicates(guessTheArtworkItems.map((item) => item.artworkId))).toEqual([]);
    expect(guessTheArtworkItems.every((item) => item.points === 100)).toBe(true);
  });

  it.each(guessTheArtworkItems.map((item) => [item.id, item] as const))('%s is well formed', (_id, item) => {
    const artwork = artworks.find((candidate) => candidate.id === item.artworkId);
    expect(artwork).toBeDefined();
    expect(item.title).toBe(artwork?.title);
    expect(item.artist).toBe(artwork?.artist);

    expect(item.options).toHaveLength(4);
    expect(duplicates(item.options)).toEqual([]);
    expect(item.options[item.correctAnswer]).toBe(item.title);
    expect(item.options.filter((option) => option === item.title)).toHaveLength(1);

    expect(item.hint.length).toBeGreaterThan(10);
    expect(item.description.length).toBeGreaterThan(20);
    // A hint helps but never names the work.
    expect(item.hint.toLowerCase()).not.toContain(item.title.toLowerCase());
  });

  it.each(guessTheArtworkItems.map((item) => [item.id, item.crop] as const))(
    '%s crops a detail inside the image, neither a sliver nor most of it',
    (_id, crop) => {
      for (const value of [crop.x, crop.y, crop.width, crop.height]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
      expect(crop.x + crop.width).toBeLessThanOrEqual(1);
      expect(crop.y + crop.height).toBeLessThanOrEqual(1);
      const area = crop.width * crop.height;
      expect(area).toBeGreaterThanOrEqual(0.04);
      expect(area).toBeLessThanOrEqual(0.25);
    },
  );

  it('does not always put the right answer in the same place', () => {
    const slots = new Set(guessTheArtworkItems.map((item) => item.correctAnswer));
    expect(slots.size).toBe(4);
  });
});
