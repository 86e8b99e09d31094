import { describe, expect, it } from 'vitest';
import { tourSchema } from '@artvoyage/contract';
import { artworks } from './artworks';
import {
  artworkKind,
  excerpt,
  filterArtworks,
  findArtwork,
  findTour,
  findTourBySlug,
  neighbours,
  tourArtworks,
  tourDurationMinutes,
  tourDurationSentence,
} from './catalogue';
import { tours } from './tours';

const ids = (list: readonly { id: string }[]): string[] => list.map((item) => item.id);

describe('findArtwork', () => {
  it('finds an artwork by id', () => {
    expect(findArtwork('raft-medusa')?.title).toBe('The Raft of the Medusa');
  });

  it('returns undefined for an unknown id', () => {
    expect(findArtwork('the-scream')).toBeUndefined();
    expect(findArtwork('')).toBeUndefined();
  });
});

describe('neighbours', () => {
  it('gives the previous and next artworks in list order', () => {
    const result = neighbours('winged-victory');
    expect(result?.previous.id).toBe('venus-de-milo');
    expect(result?.next.id).toBe('liberty-leading');
  });

  it('wraps at the start of the list', () => {
    const result = neighbours('mona-lisa');
    expect(result?.previous.id).toBe('great-sphinx');
    expect(result?.next.id).toBe('venus-de-milo');
  });

  it('wraps at the end of the list', () => {
    const result = neighbours('great-sphinx');
    expect(result?.previous.id).toBe('michelangelo-slaves');
    expect(result?.next.id).toBe('mona-lisa');
  });

  it('cycles through all ten artworks', () => {
    const seen: string[] = [];
    let id = 'mona-lisa';
    for (let step = 0; step < artworks.length; step += 1) {
      seen.push(id);
      id = neighbours(id)?.next.id ?? 'missing';
    }
    expect(id).toBe('mona-lisa');
    expect(seen).toEqual(ids(artworks));
  });

  it('returns undefined for an unknown id', () => {
    expect(neighbours('nope')).toBeUndefined();
  });
});

describe('excerpt', () => {
  it('keeps the first 100 characters and adds an ellipsis', () => {
    const text = 'a'.repeat(100) + 'bcdef';
    expect(excerpt(text)).toBe('a'.repeat(100) + '...');
  });

  it('returns text of at most 100 characters unchanged', () => {
    expect(excerpt('Short text.')).toBe('Short text.');
    expect(excerpt('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('accepts another length', () => {
    expect(excerpt('abcdef', 3)).toBe('abc...');
  });

  it('is what a gallery card shows for each artwork', () => {
    for (const artwork of artworks) {
      expect(excerpt(artwork.historicalContext)).toBe(`${artwork.historicalContext.slice(0, 100)}...`);
    }
  });
});

describe('artworkKind and filterArtworks', () => {
  const paintings = ['mona-lisa', 'liberty-leading', 'wedding-feast', 'coronation-napoleon', 'raft-medusa'];
  const sculptures = [
    'venus-de-milo',
    'winged-victory',
    'psyche-cupid',
    'michelangelo-slaves',
    'great-sphinx',
  ];

  it('returns every artwork for "all"', () => {
    expect(ids(filterArtworks(artworks, 'all'))).toEqual(ids(artworks));
  });

  it('finds exactly the five paintings', () => {
    expect(ids(filterArtworks(artworks, 'paintings'))).toEqual(paintings);
  });

  it('finds exactly the five sculptures', () => {
    expect(ids(filterArtworks(artworks, 'sculptures'))).toEqual(sculptures);
  });

  it('classifies every artwork as a painting or a sculpture', () => {
    expect(artworks.filter((artwork) => artworkKind(artwork) === 'other')).toEqual([]);
  });

  it('matches the medium case-insensitively', () => {
    expect(artworkKind({ medium: 'OIL ON PANEL' })).toBe('painting');
    expect(artworkKind({ medium: 'Tempera on Canvas' })).toBe('painting');
    expect(artworkKind({ medium: 'Carrara MARBLE' })).toBe('sculpture');
    expect(artworkKind({ medium: 'Red Granite' })).toBe('sculpture');
    expect(artworkKind({ medium: 'Bronze' })).toBe('other');
  });

  it('gives an empty list when nothing matches', () => {
    const bronze = artworks.map((artwork) => ({ ...artwork, medium: 'Bronze' }));
    expect(filterArtworks(bronze, 'paintings')).toEqual([]);
    expect(filterArtworks(bronze, 'sculptures')).toEqual([]);
  });
});

describe('tours', () => {
  it('lists the four tours in order with their documented names and artworks', () => {
    expect(tours.map(({ id, name, artworkIds }) => ({ id, name, artworkIds }))).toEqual([
      {
        id: 'classicalAntiquities',
        name: 'Classical Antiquities',
        artworkIds: ['great-sphinx', 'venus-de-milo', 'winged-victory'],
      },
      {
        id: 'renaissanceMasters',
        name: 'Renaissance Masters',
        artworkIds: ['mona-lisa', 'wedding-feast', 'michelangelo-slaves'],
      },
      {
        id: 'frenchArt',
        name: 'French Art',
        artworkIds: ['liberty-leading', 'coronation-napoleon', 'raft-medusa'],
      },
      {
        id: 'sculptureRoute',
        name: 'Sculpture Focus',
        artworkIds: ['venus-de-milo', 'winged-victory', 'psyche-cupid', 'michelangelo-slaves'],
      },
    ]);
  });

  it.each(tours.map((tour) => [tour.id, tour] as const))(
    '%s parses with the contract schema',
    (_id, tour) => {
      expect(tourSchema.safeParse(tour).error).toBeUndefined();
      expect(tour.description.length).toBeGreaterThan(60);
    },
  );

  it('uses the image of its first artwork and only existing artworks', () => {
    for (const tour of tours) {
      const list = tourArtworks(tour);
      expect(ids(list)).toEqual(tour.artworkIds);
      expect(tour.image).toBe(list[0]?.image);
    }
  });

  it('finds a tour by id', () => {
    expect(findTour('frenchArt')?.name).toBe('French Art');
    expect(findTour('french')).toBeUndefined();
  });

  it('finds each tour by the slug of its page', () => {
    expect(findTourBySlug('classical')?.id).toBe('classicalAntiquities');
    expect(findTourBySlug('renaissance')?.id).toBe('renaissanceMasters');
    expect(findTourBySlug('french')?.id).toBe('frenchArt');
    expect(findTourBySlug('sculpture')?.id).toBe('sculptureRoute');
    expect(findTourBySlug('sculptureRoute')).toBeUndefined();
    expect(findTourBySlug('')).toBeUndefined();
  });

  it('skips unknown artwork ids', () => {
    expect(ids(tourArtworks({ artworkIds: ['mona-lisa', 'nope' as 'mona-lisa'] }))).toEqual(['mona-lisa']);
  });
});

describe('tour duration', () => {
  it('estimates 5 to 7 minutes per artwork', () => {
    expect(tourDurationMinutes(3)).toEqual({ min: 15, max: 21 });
    expect(tourDurationMinutes(4)).toEqual({ min: 20, max: 28 });
  });

  it('writes the sentence of the tour panel', () => {
    expect(tourDurationSentence(3)).toBe(
      'This tour includes 3 artworks and takes approximately 15-21 minutes to complete.',
    );
    expect(tourDurationSentence(4)).toBe(
      'This tour includes 4 artworks and takes approximately 20-28 minutes to complete.',
    );
  });

  it('matches the length of every tour', () => {
    expect(tours.map((tour) => tourDurationSentence(tour.artworkIds.length))).toEqual([
      'This tour includes 3 artworks and takes approximately 15-21 minutes to complete.',
      'This tour includes 3 artworks and takes approximately 15-21 minutes to complete.',
      'This tour includes 3 artworks and takes approximately 15-21 minutes to complete.',
      'This tour includes 4 artworks and takes approximately 20-28 minutes to complete.',
    ]);
  });
});
