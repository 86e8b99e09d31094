import { describe, expect, it } from 'vitest';
import { artworkIds, detectedLandmarkSchema } from '@artvoyage/contract';
import { landmarks } from '@artvoyage/content';
import { describeMatch, describeSubject, suggestionsFor } from './enrich';

describe('what a recognised subject tells the visitor', () => {
  it('describes every artwork with its room, the museum hours, its page and advice, in the contract shape', () => {
    for (const id of artworkIds) {
      const result = detectedLandmarkSchema.parse(describeSubject({ kind: 'artwork', id }, 0.9));
      expect(result.location).toBe('Louvre Museum, Paris');
      expect(result.page).toBe(`/artwork/${id}`);
      expect(result.room).toMatch(/Wing/);
      expect(result.opening_hours).toMatch(/closed Tuesdays/);
      expect(result.cultural_context.length).toBeGreaterThan(100);
      expect(result.recommendations.length).toBeGreaterThanOrEqual(3);
      expect(result.recommendations[0]).toBe(`Find it in the ${result.room}.`);
    }
  });

  it('names the tours an artwork belongs to', () => {
    const venus = describeSubject({ kind: 'artwork', id: 'venus-de-milo' }, 0.9);
    expect(venus?.recommendations).toContain(
      'It is a stop on the Classical Antiquities and Sculpture Focus tours.',
    );
  });

  it('describes every landmark with its place, context and tips', () => {
    for (const landmark of landmarks) {
      const result = detectedLandmarkSchema.parse(
        describeSubject({ kind: 'landmark', id: landmark.id }, 0.8),
      );
      expect(result.name).toBe(landmark.name);
      expect(result.location).toMatch(/^[\p{L} ]+, [\p{L} ]+$/u);
      expect(result.cultural_context.length, landmark.id).toBeGreaterThan(60);
      expect(result.recommendations.length, landmark.id).toBeGreaterThanOrEqual(2);
      expect(result.page).toBe('/interactive-map');
    }
  });

  it('knows nothing of subjects that are not ours', () => {
    expect(describeSubject({ kind: 'landmark', id: 'atlantis' }, 0.9)).toBeUndefined();
    expect(describeMatch({ subject: 'atlantis', kind: 'artwork', confidence: 0.9 })).toBeUndefined();
    expect(describeMatch({ subject: 'mona-lisa', kind: 'artwork', confidence: 0.9 })?.name).toBe('Mona Lisa');
  });

  it('suggests what to do next after an artwork, a landmark or nothing', () => {
    const mona = describeSubject({ kind: 'artwork', id: 'mona-lisa' }, 0.9);
    const eiffel = describeSubject({ kind: 'landmark', id: 'eiffel-tower' }, 0.9);
    expect(suggestionsFor(mona ? [mona] : [])[0]).toContain('Mona Lisa');
    expect(suggestionsFor(eiffel ? [eiffel] : [])[0]).toContain('interactive map');
    expect(suggestionsFor([])).toHaveLength(1);
  });
});
