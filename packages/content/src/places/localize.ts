import type { Destination, Landmark } from '@artvoyage/contract';
import type { PlacesPack } from './texts';

/*
 * The merge of a language's texts over the English rows, in a module of its own that imports no place
 * data: the web app's map imports it with the rows it fetched, without bundling the English places.
 */

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
