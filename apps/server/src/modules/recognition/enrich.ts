import {
  museumLandmarkId,
  recognitionTexts,
  withSubjectName,
  type Artwork,
  type DetectedLandmark,
  type RecognisedSubject,
  type RecognitionCandidate,
} from '@artvoyage/contract';
import { artworks, destinations, landmarkById, tours, type LandmarkEntry } from '@artvoyage/content';
import { appPaths, artworkPath, splitSentences } from '@artvoyage/content/knowledge';
import type { VisualMatch } from './visual-index';

/*
 * Turns "the photo shows subject X" into the result a visitor reads: what it is, where, why it
 * matters and what to do there, all from our own content (the same facts the chat answers from).
 */

/** Where the ten artworks hang; its hours are the museum's (the Louvre Pyramid is its entrance). */
const museum = { name: recognitionTexts.museum, landmarkId: museumLandmarkId } as const;

const { suggestions } = recognitionTexts;

const firstSentences = (text: string, count: number) => splitSentences(text).slice(0, count).join(' ');

function placeOf(landmark: LandmarkEntry): string {
  const destination = destinations.find((candidate) => candidate.id === landmark.city);
  return destination ? `${destination.name}, ${destination.country}` : landmark.city;
}

function artworkResult(artwork: Artwork, confidence: number): DetectedLandmark {
  const onTours = tours.filter((tour) => tour.artworkIds.includes(artwork.id)).map((tour) => tour.name);
  const hours = landmarkById(museum.landmarkId)?.opening_hours;
  return {
    name: artwork.title,
    location: museum.name,
    confidence,
    description: `${artwork.title}, ${artwork.artist}, ${artwork.year}. ${artwork.medium}, ${artwork.dimensions}.`,
    cultural_context: firstSentences(artwork.historicalContext, 3),
    recommendations: [
      `Find it in the ${artwork.location}.`,
      ...splitSentences(artwork.visitorExperience).slice(0, 2),
      ...(onTours.length > 0
        ? [`It is a stop on the ${onTours.join(' and ')} tour${onTours.length > 1 ? 's' : ''}.`]
        : []),
      'Listen to its audio guide on its page before or during your visit.',
    ],
    subject: { kind: 'artwork', id: artwork.id },
    room: artwork.location,
    ...(hours ? { opening_hours: hours } : {}),
    page: artworkPath(artwork.id),
  };
}

function landmarkResult(landmark: LandmarkEntry, confidence: number): DetectedLandmark {
  return {
    name: landmark.name,
    location: placeOf(landmark),
    confidence,
    description: landmark.description,
    cultural_context: landmark.culturalContext,
    recommendations: [...landmark.visitTips],
    subject: { kind: 'landmark', id: landmark.id },
    ...(landmark.opening_hours ? { opening_hours: landmark.opening_hours } : {}),
    page: appPaths.map,
  };
}

/** The result for one of our subjects; undefined for an id we do not know. */
export function describeSubject(
  subject: RecognisedSubject,
  confidence: number,
): DetectedLandmark | undefined {
  if (subject.kind === 'artwork') {
    const artwork = artworks.find((candidate) => candidate.id === subject.id);
    return artwork && artworkResult(artwork, confidence);
  }
  const landmark = landmarkById(subject.id);
  return landmark && landmarkResult(landmark, confidence);
}

/** The result for a subject the visual search found (its subjects are our artwork and landmark ids). */
export function describeMatch(match: Pick<VisualMatch, 'subject' | 'kind' | 'confidence'>) {
  const subject = { kind: match.kind, id: match.subject } as RecognisedSubject;
  return describeSubject(subject, match.confidence);
}

/**
 * A possible match offered for the visitor to confirm: its name and picture to compare with the photo,
 * and the result shown once confirmed. Undefined for an id we do not know.
 */
export function describeCandidate(
  match: Pick<VisualMatch, 'subject' | 'kind' | 'confidence'>,
): RecognitionCandidate | undefined {
  const result = describeMatch(match);
  if (!result) return undefined;
  const imageId = match.kind === 'artwork' ? match.subject : landmarkById(match.subject)?.image_id;
  return {
    id: match.subject,
    name: result.name,
    kind: match.kind,
    score: Math.min(0.49, match.confidence),
    ...(imageId ? { image_id: imageId } : {}),
    result,
  };
}

/** What to do next after a recognition, for the page's "Additional Recommendations". */
export function suggestionsFor(results: readonly DetectedLandmark[]): string[] {
  const best = results[0];
  if (best?.subject?.kind === 'artwork') {
    return [
      withSubjectName(suggestions.artworkPage, best.name),
      suggestions.artworkPlan,
      suggestions.artworkAsk,
    ];
  }
  if (best?.subject?.kind === 'landmark') {
    return [
      withSubjectName(suggestions.landmarkMap, best.name),
      suggestions.landmarkHours,
      suggestions.landmarkAsk,
    ];
  }
  return [suggestions.otherAsk];
}

/** The "Unknown Landmark" fallback's advice: a clearer image, another angle, good lighting. */
export const retakeSuggestions = [
  suggestions.retakeClearer,
  suggestions.retakeAngle,
  suggestions.retakeLight,
] as const;
