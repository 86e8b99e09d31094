import { destinations } from '@artvoyage/content';
import type { PlacesPack } from '@artvoyage/content/i18n';
import { destinationTexts, landmarkTexts } from '@artvoyage/content/places/localize';
import type { Artwork, DetectedLandmark, Recognition } from '@artvoyage/contract';
import { firstSentences } from './sentences';

/*
 * The server describes what it recognised from the English content: an artwork from the catalogue
 * (recognition/enrich.ts), a landmark from the places (its name, texts and "Rome, Italy"). In another
 * language the page builds each result again, in the same shape, from that language's texts, by the
 * subject's id. The server's own fixed texts are server-texts.ts's job.
 */

/** The sentences of an artwork's result that are not the artwork's own texts, in the active language. */
export interface ResultPhrases {
  findIt: (room: string) => string;
  onTours: (tourNames: readonly string[]) => string;
  listen: string;
}

export interface ArtworkTextsInLanguage {
  /** The artwork with its texts in the active language, or undefined for an id we do not know. */
  artwork: (id: string) => Artwork | undefined;
  /** The names, in the active language, of the tours the artwork is a stop on. */
  tourNames: (artworkId: string) => readonly string[];
  phrases: ResultPhrases;
}

/** A language's texts for the results: none in English, and either may still be on its way. */
export interface ResultTexts {
  places?: PlacesPack | undefined;
  artworks?: ArtworkTextsInLanguage | undefined;
}

/** Our destinations by the "City, Country" the server writes as a landmark's location. */
const destinationIdByPlace = new Map(
  destinations.map((destination) => [`${destination.name}, ${destination.country}`, destination.id]),
);

function localizeLandmark(landmark: DetectedLandmark, id: string, pack: PlacesPack): DetectedLandmark {
  const texts = landmarkTexts(pack, id);
  if (!texts) return landmark;
  const cityId = destinationIdByPlace.get(landmark.location);
  const city = cityId === undefined ? undefined : destinationTexts(pack, cityId);
  return {
    ...landmark,
    name: texts.name,
    description: texts.description,
    cultural_context: texts.culturalContext,
    recommendations: [...texts.visitTips],
    ...(landmark.opening_hours !== undefined && { opening_hours: texts.opening_hours }),
    ...(city && { location: `${city.name}, ${city.country}` }),
  };
}

function localizeArtwork(
  result: DetectedLandmark,
  id: string,
  texts: ArtworkTextsInLanguage,
): DetectedLandmark {
  const artwork = texts.artwork(id);
  if (!artwork) return result;
  const tours = texts.tourNames(artwork.id);
  return {
    ...result,
    name: artwork.title,
    description: `${artwork.title}, ${artwork.artist}, ${artwork.year}. ${artwork.medium}, ${artwork.dimensions}.`,
    cultural_context: firstSentences(artwork.historicalContext, 3),
    recommendations: [
      texts.phrases.findIt(artwork.location),
      firstSentences(artwork.visitorExperience, 2),
      ...(tours.length > 0 ? [texts.phrases.onTours(tours)] : []),
      texts.phrases.listen,
    ],
    room: artwork.location,
  };
}

/**
 * One result in the language of `texts`: a landmark from the places pack, an artwork from its
 * translated texts. A subject we do not know, or whose texts have not arrived, stays as it is.
 */
export function localizeResult(result: DetectedLandmark, texts: ResultTexts): DetectedLandmark {
  const subject = result.subject;
  if (subject?.kind === 'landmark' && texts.places) return localizeLandmark(result, subject.id, texts.places);
  if (subject?.kind === 'artwork' && texts.artworks)
    return localizeArtwork(result, subject.id, texts.artworks);
  return result;
}

/**
 * The results and possible matches of a recognition in the language of `texts`, a match renamed with
 * its result; the recognition itself when there are no texts (English).
 */
export function localizeRecognition(recognition: Recognition, texts: ResultTexts): Recognition {
  if (!texts.places && !texts.artworks) return recognition;
  return {
    ...recognition,
    detected_landmarks: recognition.detected_landmarks.map((result) => localizeResult(result, texts)),
    ...(recognition.candidates && {
      candidates: recognition.candidates.map((candidate) => {
        const result = localizeResult(candidate.result, texts);
        return result === candidate.result ? candidate : { ...candidate, name: result.name, result };
      }),
    }),
  };
}
