import { type DetectedLandmark, serviceUnavailableName, unknownLandmarkName } from './recognition';

/**
 * The fixed English texts of a recognition that are not a subject's own (the server writes those from
 * the content). The server sends them as they are; the web app keeps them as its English messages
 * (recognition.server) and shows the visitor's language instead, matching the server's text exactly, so
 * a text the server changes or a vision provider's own words simply stay in English. `{{name}}` is the
 * recognised subject's name.
 */
export const recognitionTexts = {
  /** Where the ten artworks hang: an artwork's location. */
  museum: 'Louvre Museum, Paris',
  /** The "Unknown Landmark" result: nothing recognised well enough to name it. */
  unknown: {
    name: unknownLandmarkName,
    location: 'Not identified',
    description:
      'This photo does not match any artwork or landmark we know well enough to name it, so we would rather not guess.',
    culturalContext:
      'ArtVoyage recognises the ten masterpieces of its virtual tour and the landmarks of its interactive map from photos.',
    gallery: 'Browse the Gallery to see the ten masterpieces ArtVoyage recognises.',
    map: 'Open the interactive map to find the landmarks it knows, with their photos and opening hours.',
  },
  /** The result when the service fails. */
  unavailable: {
    name: serviceUnavailableName,
    description:
      'The photo recognition service is unavailable at the moment. Please try again in a little while.',
  },
  /** "Additional Recommendations": what to do next. */
  suggestions: {
    artworkPage: 'Open the page of {{name}} for its audio guide, its story and its interesting facts.',
    artworkPlan: 'Plan a trip inspired by it, or add it to one of your itineraries.',
    artworkAsk: 'Ask the art expert in the Assistant anything about it.',
    landmarkMap: 'Find {{name}} on the interactive map and plan a route there.',
    landmarkHours: 'Check the opening hours before you go: they change with the seasons.',
    landmarkAsk: 'Ask the art expert in the Assistant about its history.',
    otherAsk: 'Ask the art expert in the Assistant about what you photographed.',
    retakeClearer: 'Try a clearer image: hold the phone steady and make sure the subject is in focus.',
    retakeAngle: 'Take the photo from another angle, facing the artwork or building and showing all of it.',
    retakeLight: 'Make sure the lighting is good, without strong glare or reflections on the glass.',
    tryLater: 'Please try again in a little while.',
  },
} as const;

/** The one landmark of the result the server sends when recognition fails ("Service Unavailable"). */
export const serviceUnavailableLandmark: DetectedLandmark = {
  name: recognitionTexts.unavailable.name,
  location: '',
  confidence: 0,
  description: recognitionTexts.unavailable.description,
  cultural_context: '',
  recommendations: [],
};

/** A text of `recognitionTexts` with its subject's name. */
export function withSubjectName(text: string, name: string): string {
  return text.replaceAll('{{name}}', name);
}

/** The landmark whose opening hours an artwork's result gives: the museum's entrance. */
export const museumLandmarkId = 'louvre-pyramid';
