import type { Destination } from '@artvoyage/contract';
import type { TextsById } from '../i18n/translations';
import { destinations } from './destinations';
import { landmarks, type LandmarkEntry } from './landmarks';

export { localizeDestination, localizeLandmark } from './localize';

/** What a visitor reads of a city; its id, position, rating and photo come from the English source. */
export type DestinationTexts = Pick<Destination, 'name' | 'country' | 'description'>;

/** What a visitor reads of a landmark, on the map and in a recognition's result. */
export type LandmarkTexts = Pick<
  LandmarkEntry,
  'name' | 'description' | 'opening_hours' | 'culturalContext' | 'visitTips'
>;

/** A language's texts of every city and landmark, by id. */
export interface PlacesPack {
  readonly destinations: TextsById<string, DestinationTexts>;
  readonly landmarks: TextsById<string, LandmarkTexts>;
}

/** The English texts, in the shape of a translation: the source the parity tests compare with. */
export const englishPlacesPack: PlacesPack = {
  destinations: Object.fromEntries(
    destinations.map(({ id, name, country, description }) => [id, { name, country, description }]),
  ),
  landmarks: Object.fromEntries(
    landmarks.map(({ id, name, description, opening_hours, culturalContext, visitTips }) => [
      id,
      { name, description, opening_hours, culturalContext, visitTips },
    ]),
  ),
};
