import type { Destination, Landmark } from '@artvoyage/contract';
import type { TextsById } from '../i18n/translations';
import { destinations } from './destinations';
import { landmarks, type LandmarkEntry } from './landmarks';

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

/** A city with its texts in a language (`undefined`: English, the source); an unknown id stays as it is. */
export function localizeDestination<T extends Destination>(destination: T, pack: PlacesPack | undefined): T {
  const texts = pack?.destinations[destination.id];
  return texts ? { ...destination, ...texts } : destination;
}

/** A landmark with its texts in a language; an unknown id stays as it is. */
export function localizeLandmark<T extends Landmark>(landmark: T, pack: PlacesPack | undefined): T {
  const texts = pack?.landmarks[landmark.id];
  return texts ? { ...landmark, ...texts } : landmark;
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
