import { landmarkById } from '@artvoyage/content';
import type { DetectedLandmark, Recognition } from '@artvoyage/contract';

/*
 * Answers of the recognition function that several of this feature's tests send from their stand-in
 * server: one certain artwork, and a landmark as the server describes it.
 */

/** A certain recognition of `landmark` by the visual search, as the server sends it. */
export function recognisedAs(
  landmark: DetectedLandmark,
  processingTime: number,
  suggestions: string[] = [],
): Recognition {
  return {
    detected_landmarks: [landmark],
    processing_time: processingTime,
    status: 'completed',
    suggestions,
    source: 'visual-search',
  };
}

/** A certain recognition of The Raft of the Medusa. */
export const raft = recognisedAs(
  {
    name: 'The Raft of the Medusa',
    location: 'Louvre Museum, Paris',
    confidence: 0.914,
    description: 'Géricault’s shipwreck of 1819.',
    cultural_context: 'A manifesto of French Romanticism.',
    recommendations: ['Step back to see the pyramid of bodies.'],
    subject: { kind: 'artwork', id: 'raft-medusa' },
    room: 'Denon Wing, Room 700 (Salle Mollien)',
    opening_hours: '9:00-18:00, closed on Tuesdays',
    page: '/artwork/raft-medusa',
  },
  240,
);

export const colosseum = landmarkById('colosseum')!;

/** The Colosseum as the server describes it: from the English places (modules/recognition/enrich.ts). */
export const colosseumDescribed: DetectedLandmark = {
  name: colosseum.name,
  location: 'Rome, Italy',
  confidence: 0.88,
  description: colosseum.description,
  cultural_context: colosseum.culturalContext,
  recommendations: [...colosseum.visitTips],
  subject: { kind: 'landmark', id: 'colosseum' },
  opening_hours: colosseum.opening_hours,
  page: '/interactive-map',
};
