import { describe, expect, it } from 'vitest';
import { artworkIds, artworkSchema, audioGuideUrl, imageVariantUrl } from '@artvoyage/contract';
import { artworks } from './artworks';

/** What eSpeak reads cleanly: letters (accents included), digits, spaces and plain punctuation. */
const SPEAKABLE = /^[\p{L}\d ,.;:'?!-]+$/u;

const words = (text: string): number => text.trim().split(/\s+/).length;

describe('artworks', () => {
  it('lists the ten artworks in the documented order, each id once', () => {
    expect(artworks.map((artwork) => artwork.id)).toEqual([
      'mona-lisa',
      'venus-de-milo',
      'winged-victory',
      'liberty-leading',
      'wedding-feast',
      'coronation-napoleon',
      'raft-medusa',
      'psyche-cupid',
      'michelangelo-slaves',
      'great-sphinx',
    ]);
    expect(artworks.map((artwork) => artwork.id)).toEqual([...artworkIds]);
    expect(new Set(artworks.map((artwork) => artwork.id)).size).toBe(artworks.length);
  });

  it.each(artworks.map((artwork) => [artwork.id, artwork] as const))(
    '%s parses with the contract schema',
    (_id, artwork) => {
      expect(artworkSchema.safeParse(artwork).error).toBeUndefined();
    },
  );

  it('points image and audio at the media and audio services', () => {
    for (const artwork of artworks) {
      expect(artwork.image).toBe(imageVariantUrl('artworks', artwork.id, 800, 'webp'));
      expect(artwork.audio).toBe(audioGuideUrl(artwork.id));
    }
  });

  it('tags each artwork with the destination its trip leads to', () => {
    expect(Object.fromEntries(artworks.map((artwork) => [artwork.id, artwork.location_tag]))).toEqual({
      'mona-lisa': 'Paris',
      'venus-de-milo': 'Greece',
      'winged-victory': 'Greece',
      'liberty-leading': 'Paris',
      'wedding-feast': 'Venice',
      'coronation-napoleon': 'Paris',
      'raft-medusa': 'Paris',
      'psyche-cupid': 'Rome',
      'michelangelo-slaves': 'Florence',
      'great-sphinx': 'Egypt',
    });
  });

  it.each(artworks.map((artwork) => [artwork.id, artwork] as const))(
    '%s has rich text: long context, 4 to 6 facts, a visitor section',
    (_id, artwork) => {
      expect(artwork.historicalContext.length).toBeGreaterThanOrEqual(400);
      // The gallery card shows the first 100 characters, so the text must open with a full sentence.
      expect(artwork.historicalContext.indexOf('. ')).toBeGreaterThan(40);
      expect(artwork.interestingFacts.length).toBeGreaterThanOrEqual(4);
      expect(artwork.interestingFacts.length).toBeLessThanOrEqual(6);
      expect(new Set(artwork.interestingFacts).size).toBe(artwork.interestingFacts.length);
      expect(artwork.visitorExperience.length).toBeGreaterThanOrEqual(150);
      expect(artwork.imageAlt.length).toBeGreaterThan(20);
    },
  );

  it.each(artworks.map((artwork) => [artwork.id, artwork] as const))(
    '%s narration is 120 to 220 words that eSpeak can read',
    (_id, artwork) => {
      expect(artwork.narration).toMatch(SPEAKABLE);
      expect(artwork.narration).not.toMatch(/\bc\.|\s{2,}/);
      expect(words(artwork.narration)).toBeGreaterThanOrEqual(120);
      expect(words(artwork.narration)).toBeLessThanOrEqual(220);
    },
  );

  it('names a Commons file and a licence for every image', () => {
    for (const artwork of artworks) {
      const { commonsFile, author, licence } = artwork.imageCredit;
      expect(commonsFile).not.toMatch(/^File:/i);
      expect(commonsFile).not.toMatch(/\s/);
      expect(commonsFile).toMatch(/\.(jpe?g|png|tiff?)$/i);
      expect(commonsFile.normalize('NFC')).toBe(commonsFile);
      expect(author.length).toBeGreaterThan(0);
      expect(licence.length).toBeGreaterThan(0);
    }
    const files = artworks.map((artwork) => artwork.imageCredit.commonsFile);
    expect(new Set(files).size).toBe(files.length);
  });
});
