import type { Artwork, DetectedLandmark, Recognition } from '@artvoyage/contract';
import { firstSentences } from './sentences';

/** The sentences of a result that are not an artwork's own texts, in the active language. */
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

/**
 * The server describes a recognised artwork from the English catalogue (recognition/enrich.ts); this is
 * the same result built from the artwork's texts in another language, in the same shape.
 */
export function localizeArtworkResult(
  landmark: DetectedLandmark,
  texts: ArtworkTextsInLanguage,
): DetectedLandmark {
  if (landmark.subject?.kind !== 'artwork') return landmark;
  const artwork = texts.artwork(landmark.subject.id);
  if (!artwork) return landmark;
  const tours = texts.tourNames(artwork.id);
  return {
    ...landmark,
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

/** Every recognised artwork of a result, and every possible match that is one, in another language. */
export function localizeRecognition(recognition: Recognition, texts: ArtworkTextsInLanguage): Recognition {
  return {
    ...recognition,
    detected_landmarks: recognition.detected_landmarks.map((landmark) =>
      localizeArtworkResult(landmark, texts),
    ),
    ...(recognition.candidates
      ? {
          candidates: recognition.candidates.map((candidate) => {
            const result = localizeArtworkResult(candidate.result, texts);
            return result === candidate.result ? candidate : { ...candidate, name: result.name, result };
          }),
        }
      : {}),
  };
}
