import type { Tour } from '@artvoyage/contract';
import { findTourBySlug } from '@artvoyage/content';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useLocalizedTour } from '@/shared/artworks/useTours';
import { tourStep, type TourStep, withStopOpened } from './tour-mode';
import { updateTourMode } from './tour-store';

export interface TourMode {
  /** The tour, its name in the active language. */
  readonly tour: Tour;
  readonly slug: string;
  readonly step: TourStep;
}

/**
 * The tour an artwork page is walked in (`?tour={slug}`), or null: no tour, an unknown one, or a tour
 * that does not stop at this artwork all show the ordinary page. Opening a stop remembers it, so the
 * tour can be resumed.
 */
export function useTourMode(artworkId: string | undefined): TourMode | null {
  const [search] = useSearchParams();
  const slug = search.get('tour') ?? '';
  const source = slug ? findTourBySlug(slug) : undefined;
  const step = source && artworkId ? tourStep(source, artworkId) : null;
  const tour = useLocalizedTour(step ? source : undefined);

  useEffect(() => {
    if (source && artworkId && step) updateTourMode((state) => withStopOpened(state, source, artworkId));
  }, [source, artworkId, step]);

  return tour && step ? { tour, slug, step } : null;
}
