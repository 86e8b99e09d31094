import { destinations } from '@artvoyage/content';
import type { PlacesPack } from '@artvoyage/content/i18n';
import { destinationTexts, landmarkTexts } from '@artvoyage/content/places/localize';
import type { DetectedLandmark, Recognition } from '@artvoyage/contract';

/*
 * The server describes a recognised landmark from the English places (its name, texts and "Rome,
 * Italy"); the page shows them in the visitor's language, from the places pack, by the landmark's id.
 * Artworks and the server's own messages are left as they are.
 */

/** Our destinations by the "City, Country" the server writes as a landmark's location. */
const destinationIdByPlace = new Map(
  destinations.map((destination) => [`${destination.name}, ${destination.country}`, destination.id]),
);

/** One result with a landmark's texts in the pack's language; anything else stays as it is. */
export function localizeDetected(landmark: DetectedLandmark, pack: PlacesPack | undefined): DetectedLandmark {
  if (!pack || landmark.subject?.kind !== 'landmark') return landmark;
  const texts = landmarkTexts(pack, landmark.subject.id);
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

/** The results and possible matches of a recognition, landmarks in the pack's language. */
export function localizeLandmarks(recognition: Recognition, pack: PlacesPack | undefined): Recognition {
  if (!pack) return recognition;
  return {
    ...recognition,
    detected_landmarks: recognition.detected_landmarks.map((landmark) => localizeDetected(landmark, pack)),
    ...(recognition.candidates && {
      candidates: recognition.candidates.map((candidate) => {
        const result = localizeDetected(candidate.result, pack);
        return result === candidate.result ? candidate : { ...candidate, name: result.name, result };
      }),
    }),
  };
}
