import { landmarkById } from '@artvoyage/content';
import type { DetectedLandmark, Recognition } from '@artvoyage/contract';

/*
 * Answers of the recognition function that several of this feature's tests send from their stand-in
 * server: one certain artwork, and a landmark as the server describes it.
 */

/** A certain recognition of The Raft of the Medusa. */
export const raft: Recognition = {
  detected_landmarks: [
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
  ],
  processing_time: 240,
  status: 'completed',
  suggestions: [],
  source: 'visual-search',
};

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
