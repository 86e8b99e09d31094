import { useMemo } from 'react';
import type { Artwork } from '@artvoyage/contract';
import { artworks, localizeArtwork } from '@artvoyage/content';
import { useContentPack } from '@/shared/i18n';

/*
 * The artworks as a visitor reads them, in the active language. Only for display: filters, search,
 * itinerary generation and tracking keep reading the English items from '@artvoyage/content'.
 * The audio guide's script (`narration`) stays as it is: it has its own pack.
 */

/** The ten artworks, in gallery order, with their texts in the active language. */
export function useArtworks(): readonly Artwork[] {
  const pack = useContentPack('artworks');
  return useMemo(() => artworks.map((artwork) => localizeArtwork(artwork, pack)), [pack]);
}

/** One artwork in the active language (`undefined` stays `undefined`). */
export function useLocalizedArtwork<T extends Artwork>(artwork: T): T;
export function useLocalizedArtwork<T extends Artwork>(artwork: T | undefined): T | undefined;
export function useLocalizedArtwork<T extends Artwork>(artwork: T | undefined): T | undefined {
  const pack = useContentPack('artworks');
  return useMemo(() => artwork && localizeArtwork(artwork, pack), [artwork, pack]);
}

/** A list of artworks (a tour's stops, a gallery filter's result) in the active language. */
export function useLocalizedArtworks(list: readonly Artwork[]): Artwork[] {
  const pack = useContentPack('artworks');
  return useMemo(() => list.map((artwork) => localizeArtwork(artwork, pack)), [list, pack]);
}
