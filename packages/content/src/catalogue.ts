import { tourSlugs } from '@artvoyage/contract/constants';
import type { Artwork, Tour } from '@artvoyage/contract';
import { artworks } from './artworks';
import { tours } from './tours';

export type ArtworkKind = 'painting' | 'sculpture' | 'other';
export type ArtworkFilter = 'all' | 'paintings' | 'sculptures';

export const EXCERPT_LENGTH = 100;
/** Minutes a visitor spends per artwork on a guided tour: 5 to 7. */
export const TOUR_MINUTES_PER_ARTWORK = { min: 5, max: 7 } as const;

export function findArtwork(id: string): Artwork | undefined {
  return artworks.find((artwork) => artwork.id === id);
}

/** Previous and next artworks in list order, wrapping at both ends. */
export function neighbours(id: string): { previous: Artwork; next: Artwork } | undefined {
  const index = artworks.findIndex((artwork) => artwork.id === id);
  if (index === -1) return undefined;
  const count = artworks.length;
  const previous = artworks[(index - 1 + count) % count];
  const next = artworks[(index + 1) % count];
  if (previous === undefined || next === undefined) return undefined;
  return { previous, next };
}

/** The gallery card's excerpt: the first `length` characters plus an ellipsis, or the whole text if short enough. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  return text.length <= length ? text : `${text.slice(0, length)}...`;
}

export function artworkKind(artwork: Pick<Artwork, 'medium'>): ArtworkKind {
  const medium = artwork.medium.toLowerCase();
  if (medium.includes('oil') || medium.includes('canvas')) return 'painting';
  if (medium.includes('marble') || medium.includes('granite')) return 'sculpture';
  return 'other';
}

export function filterArtworks(list: readonly Artwork[], filter: ArtworkFilter): Artwork[] {
  switch (filter) {
    case 'all':
      return [...list];
    case 'paintings':
      return list.filter((artwork) => artworkKind(artwork) === 'painting');
    case 'sculptures':
      return list.filter((artwork) => artworkKind(artwork) === 'sculpture');
  }
}

export function findTour(id: string): Tour | undefined {
  return tours.find((tour) => tour.id === id);
}

/** Finds a tour by the URL slug of its page (/guided-tours/{slug}). */
export function findTourBySlug(slug: string): Tour | undefined {
  return tours.find((tour) => tourSlugs[tour.id] === slug);
}

export function tourArtworks(tour: Pick<Tour, 'artworkIds'>): Artwork[] {
  return tour.artworkIds
    .map((id) => findArtwork(id))
    .filter((artwork): artwork is Artwork => artwork !== undefined);
}

export function tourDurationMinutes(artworkCount: number): { min: number; max: number } {
  return {
    min: artworkCount * TOUR_MINUTES_PER_ARTWORK.min,
    max: artworkCount * TOUR_MINUTES_PER_ARTWORK.max,
  };
}

export function tourDurationSentence(artworkCount: number): string {
  const { min, max } = tourDurationMinutes(artworkCount);
  return `This tour includes ${artworkCount} artworks and takes approximately ${min}-${max} minutes to complete.`;
}
