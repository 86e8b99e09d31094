import type { Destination } from '@artvoyage/contract';
import { textsById, type TextsById } from '../i18n/translations';
import { destinations, type DestinationId } from './destinations';
import { landmarks, type LandmarkEntry, type LandmarkId } from './landmarks';

export { destinationTexts, landmarkTexts, localizeDestination, localizeLandmark } from './localize';

/** What a visitor reads of a city; its id, position, rating and photo come from the English source. */
export type DestinationTexts = Pick<Destination, 'name' | 'country' | 'description'>;

/** What a visitor reads of a landmark, on the map and in a recognition's result. */
export type LandmarkTexts = Pick<
  LandmarkEntry,
  'name' | 'description' | 'opening_hours' | 'culturalContext' | 'visitTips'
>;

/** A language's texts of every city and landmark, by id. */
export interface PlacesPack {
  readonly destinations: TextsById<DestinationId, DestinationTexts>;
  readonly landmarks: TextsById<LandmarkId, LandmarkTexts>;
}

/** The English texts, in the shape of a translation: the source the parity tests compare with. */
export const englishPlacesPack: PlacesPack = {
  destinations: textsById(destinations, ({ name, country, description }) => ({ name, country, description })),
  landmarks: textsById(
    landmarks,
    ({ name, description, opening_hours, culturalContext, visitTips }): LandmarkTexts => ({
      name,
      description,
      opening_hours,
      culturalContext,
      visitTips,
    }),
  ),
};
