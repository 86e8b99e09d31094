import frPlaces from '@artvoyage/content/locales/fr/places';
import type { DetectedLandmark } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import { localizeDetected, localizeLandmarks } from './localize-result';

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

describe('a recognised landmark in the visitor’s language', () => {
  it('takes every text from the pack, by the landmark’s id, and the city from its destination', () => {
    const french = localizeDetected(pyramid, frPlaces);
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
    expect(localizeDetected(pyramid, undefined)).toBe(pyramid);
    const raft: DetectedLandmark = {
      ...pyramid,
      name: 'The Raft',
      subject: { kind: 'artwork', id: 'raft-medusa' },
    };
    expect(localizeDetected(raft, frPlaces)).toBe(raft);
    const atlantis: DetectedLandmark = { ...pyramid, subject: { kind: 'landmark', id: 'atlantis' } };
    expect(localizeDetected(atlantis, frPlaces)).toBe(atlantis);
    const elsewhere = localizeDetected({ ...pyramid, location: 'Somewhere' }, frPlaces);
    expect(elsewhere).toMatchObject({ name: 'Grande Pyramide de Gizeh', location: 'Somewhere' });
    const { opening_hours: _hours, ...withoutHours } = pyramid;
    expect(localizeDetected(withoutHours, frPlaces)).not.toHaveProperty('opening_hours');
  });

  it('renames a possible match with its result', () => {
    const recognition = localizeLandmarks(
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
      frPlaces,
    );
    expect(recognition.candidates?.[0]).toMatchObject({
      name: 'Grande Pyramide de Gizeh',
      result: { name: 'Grande Pyramide de Gizeh', location: 'Gizeh, Égypte' },
    });
  });
});
