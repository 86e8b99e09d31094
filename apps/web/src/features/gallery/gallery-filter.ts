export const galleryFilters = ['all', 'paintings', 'sculptures'] as const;
export type GalleryFilter = (typeof galleryFilters)[number];

/** Reads the filter from the URL; anything unknown shows all artworks. */
export function parseGalleryFilter(value: string | null): GalleryFilter {
  return (galleryFilters as readonly string[]).includes(value ?? '') ? (value as GalleryFilter) : 'all';
}
