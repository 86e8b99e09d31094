import type { Tour, TourId } from '@artvoyage/contract';
import type { TextsById } from './i18n/translations';
import { tours } from './tours';

/** What a visitor reads of a tour; its id, artworks and image come from the English source. */
export type TourTexts = Pick<Tour, 'name' | 'description'>;

/** A language's texts of the four tours. */
export interface ToursPack {
  readonly tours: TextsById<TourId, TourTexts>;
}

/** The tour with its texts in a language (`undefined`: English, the source). */
export function localizeTour<T extends Tour>(tour: T, pack: ToursPack | undefined): T {
  return pack ? { ...tour, ...pack.tours[tour.id] } : tour;
}

/** The English texts, in the shape of a translation: the source the parity tests compare with. */
export const englishToursPack: ToursPack = {
  tours: Object.fromEntries(
    tours.map((tour) => [tour.id, { name: tour.name, description: tour.description }]),
  ) as ToursPack['tours'],
};
