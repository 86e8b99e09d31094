import { useMemo } from 'react';
import type { Tour } from '@artvoyage/contract';
import { localizeTour, tours } from '@artvoyage/content';
import { useContentPack } from '@/shared/i18n';

/** The four tours with their names and descriptions in the active language. */
export function useTours(): readonly Tour[] {
  const pack = useContentPack('tours');
  return useMemo(() => tours.map((tour) => localizeTour(tour, pack)), [pack]);
}

/** One tour in the active language (`undefined` stays `undefined`). */
export function useLocalizedTour(tour: Tour | undefined): Tour | undefined {
  const pack = useContentPack('tours');
  return useMemo(() => tour && localizeTour(tour, pack), [tour, pack]);
}
