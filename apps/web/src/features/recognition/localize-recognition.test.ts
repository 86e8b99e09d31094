import { findArtwork, localizeArtwork, type ArtworksPack } from '@artvoyage/content';
import frArtworks from '@artvoyage/content/locales/fr/artworks';
import frPlaces from '@artvoyage/content/locales/fr/places';
import ruArtworks from '@artvoyage/content/locales/ru/artworks';
import type { DetectedLandmark, Recognition } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import { localizeRecognition, localizeResult, type ArtworkTextsInLanguage } from './localize-recognition';

const pyramid: DetectedLandmark = {
  name: 'Great Pyramid of Giza',
  location: 'Giza, Egypt',
  confidence: 0.9,
  description: 'English description',
  cultural_context: 'English context',
  recommendations: ['English tip'],
  subject: { kind: 'landmark', id: 'great-pyramid-giza' },
  opening_hours: 'English hours',
  page: '/interactive-map',
};

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

describe('a recognised landmark in the visitor’s language', () => {
  it('takes every text from the pack, by the landmark’s id, and the city from its destination', () => {
    const french = localizeResult(pyramid, { places: frPlaces });
    const texts = frPlaces.landmarks['great-pyramid-giza']!;
    expect(french).toEqual({
      ...pyramid,
      name: 'Grande Pyramide de Gizeh',
      location: 'Gizeh, Égypte',
      description: texts.description,
      cultural_context: texts.culturalContext,
      recommendations: texts.visitTips,
      opening_hours: texts.opening_hours,
    });
  });

  it('leaves English, artworks, unknown landmarks and places it cannot match as they are', () => {
    expect(localizeResult(pyramid, {})).toBe(pyramid);
    const raftResult: DetectedLandmark = {
      ...pyramid,
      name: 'The Raft',
      subject: { kind: 'artwork', id: 'raft-medusa' },
    };
    expect(localizeResult(raftResult, { places: frPlaces })).toBe(raftResult);
    const atlantis: DetectedLandmark = { ...pyramid, subject: { kind: 'landmark', id: 'atlantis' } };
    expect(localizeResult(atlantis, { places: frPlaces })).toBe(atlantis);
    const elsewhere = localizeResult({ ...pyramid, location: 'Somewhere' }, { places: frPlaces });
    expect(elsewhere).toMatchObject({ name: 'Grande Pyramide de Gizeh', location: 'Somewhere' });
    const { opening_hours: _hours, ...withoutHours } = pyramid;
    expect(localizeResult(withoutHours, { places: frPlaces })).not.toHaveProperty('opening_hours');
  });

  it('renames a possible match with its result', () => {
    const localized = localizeRecognition(
      {
        detected_landmarks: [],
        processing_time: 1,
        status: 'fallback',
        suggestions: [],
        source: 'visual-search',
        candidates: [
          { id: 'great-pyramid-giza', name: pyramid.name, kind: 'landmark', score: 0.3, result: pyramid },
        ],
      },
      { places: frPlaces },
    );
    expect(localized.candidates?.[0]).toMatchObject({
      name: 'Grande Pyramide de Gizeh',
      result: { name: 'Grande Pyramide de Gizeh', location: 'Gizeh, Égypte' },
    });
  });
});

describe('a recognised artwork in another language', () => {
  it('is described from its French texts, in the shape the server gives it', () => {
    const [result] = localizeRecognition(recognition, {
      artworks: textsIn(frArtworks, 'Art français'),
    }).detected_landmarks;
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
    const [artwork, landmark] = localizeRecognition(recognition, {
      artworks: textsIn(ruArtworks, 'Французское искусство'),
    }).candidates!;
    expect(artwork?.name).toBe('Плот «Медузы»');
    expect(artwork?.result.room).toBe('Крыло Денон, зал 700 (зал Моллиена)');
    expect(landmark).toBe(recognition.candidates![1]);
  });
});

describe('a recognition in the visitor’s language', () => {
  it('is the server’s own in English, with no texts', () => {
    expect(localizeRecognition(recognition, {})).toBe(recognition);
  });

  it('renames every possible match, artworks and landmarks alike, once both packs are in', () => {
    const [artwork, landmark] = localizeRecognition(recognition, {
      places: frPlaces,
      artworks: textsIn(frArtworks, 'Art français'),
    }).candidates!;
    expect(artwork?.name).toBe('Le Radeau de la Méduse');
    expect(landmark).toMatchObject({
      name: 'Tour Eiffel',
      result: { name: 'Tour Eiffel', location: 'Paris, France' },
    });
  });
});
