import type { Destination, Landmark } from '@artvoyage/contract';
import type { DestinationTexts, LandmarkTexts, PlacesPack } from './texts';

/*
 * The merge of a language's texts over the English rows, in a module of its own that imports no place
 * data: the web app's map imports it with the rows it fetched, without bundling the English places.
 */

/** A city's texts in a pack, by an id from outside (the API, a recognition); undefined for another id. */
export function destinationTexts(pack: PlacesPack, id: string): DestinationTexts | undefined {
  return Object.hasOwn(pack.destinations, id)
    ? pack.destinations[id as keyof PlacesPack['destinations']]
    : undefined;
}

/** A landmark's texts in a pack, by an id from outside; undefined for another id. */
export function landmarkTexts(pack: PlacesPack, id: string): LandmarkTexts | undefined {
  return Object.hasOwn(pack.landmarks, id) ? pack.landmarks[id as keyof PlacesPack['landmarks']] : undefined;
}

/** A city with its texts in a language (`undefined`: English, the source); an unknown id stays as it is. */
export function localizeDestination<T extends Destination>(destination: T, pack: PlacesPack | undefined): T {
  const texts = pack && destinationTexts(pack, destination.id);
  return texts ? { ...destination, ...texts } : destination;
}

/** A landmark with its texts in a language; an unknown id stays as it is. */
export function localizeLandmark<T extends Landmark>(landmark: T, pack: PlacesPack | undefined): T {
  const texts = pack && landmarkTexts(pack, landmark.id);
  return texts ? { ...landmark, ...texts } : landmark;
}
