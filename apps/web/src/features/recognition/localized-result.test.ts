import { findArtwork, localizeArtwork } from '@artvoyage/content';
import frArtworks from '@artvoyage/content/locales/fr/artworks';
import ruArtworks from '@artvoyage/content/locales/ru/artworks';
import type { ArtworksPack } from '@artvoyage/content';
import type { DetectedLandmark, Recognition } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import { localizeRecognition, type ArtworkTextsInLanguage } from './localized-result';

const raft: DetectedLandmark = {
  name: 'The Raft of the Medusa',
  location: 'Louvre Museum, Paris',
  confidence: 0.914,
  description: 'The Raft of the Medusa, Théodore Géricault, 1818–1819. Oil on canvas, 491 cm × 716 cm.',
  cultural_context:
    'The Raft of the Medusa depicts the aftermath of a real disaster that scandalised France.',
  recommendations: ['Find it in the Denon Wing, Room 700 (Salle Mollien).'],
  subject: { kind: 'artwork', id: 'raft-medusa' },
  room: 'Denon Wing, Room 700 (Salle Mollien)',
  opening_hours: '9:00-18:00, closed on Tuesdays',
  page: '/artwork/raft-medusa',
};

const eiffel: DetectedLandmark = {
  name: 'Eiffel Tower',
  location: 'Paris, France',
  confidence: 0.3,
  description: 'Iron lattice tower.',
  cultural_context: '',
  recommendations: [],
  subject: { kind: 'landmark', id: 'eiffel-tower' },
};

const recognition: Recognition = {
  detected_landmarks: [raft],
  candidates: [
    { id: 'raft-medusa', name: raft.name, kind: 'artwork', score: 0.4, result: raft },
    { id: 'eiffel-tower', name: eiffel.name, kind: 'landmark', score: 0.3, result: eiffel },
  ],
  processing_time: 240,
  status: 'completed',
  suggestions: [],
  source: 'visual-search',
};

const textsIn = (pack: ArtworksPack, tourName: string): ArtworkTextsInLanguage => ({
  artwork: (id) => {
    const artwork = findArtwork(id);
    return artwork && localizeArtwork(artwork, pack);
  },
  tourNames: () => [tourName],
  phrases: { findIt: (room) => `→ ${room}`, onTours: (names) => `+ ${names.join()}`, listen: '♪' },
});

describe('a recognised artwork in another language', () => {
  it('is described from its French texts, in the shape the server gives it', () => {
    const [result] = localizeRecognition(recognition, textsIn(frArtworks, 'Art français')).detected_landmarks;
    expect(result).toEqual({
      ...raft,
      name: 'Le Radeau de la Méduse',
      description:
        'Le Radeau de la Méduse, Théodore Géricault, 1818–1819. Huile sur toile, 491 × 716\u00a0cm.',
      cultural_context:
        'Le Radeau de la Méduse représente les suites d’une catastrophe réelle qui fit scandale en France. ' +
        'En juillet 1816, la frégate française La Méduse, qui transportait des fonctionnaires et des colons vers le Sénégal, s’échoua sur un banc de sable au large de l’actuelle Mauritanie. ' +
        'Son capitaine, un ancien émigré rentré en France, qui n’avait presque pas navigué depuis vingt ans et devait son commandement à la faveur politique, abandonna environ 150 personnes sur un radeau de fortune que les chaloupes remorquèrent d’abord, avant de le laisser dériver.',
      recommendations: [
        '→ Aile Denon, salle 700 (salle Mollien)',
        'Le tableau domine un mur de la salle Mollien, l’une des salles rouges consacrées aux grands formats de la peinture romantique française, au premier étage de l’aile Denon, où se trouve aussi La Liberté guidant le peuple. ' +
          'Les figures du premier plan sont plus grandes que nature\u00a0: approchez-vous pour avoir l’impression d’être au bord du radeau, puis reculez pour voir toute la pyramide de corps s’élever vers l’homme qui fait des signes au sommet.',
        '+ Art français',
        '♪',
      ],
      room: 'Aile Denon, salle 700 (salle Mollien)',
    });
  });

  it('renames a possible match that is an artwork, and leaves a landmark to its own texts', () => {
    const [artwork, landmark] = localizeRecognition(
      recognition,
      textsIn(ruArtworks, 'Французское искусство'),
    ).candidates!;
    expect(artwork?.name).toBe('Плот «Медузы»');
    expect(artwork?.result.room).toBe('Крыло Денон, зал 700 (зал Моллиена)');
    expect(landmark).toBe(recognition.candidates![1]);
  });
});
