import type { Recognition } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/shared/api/http';
import {
  accuracyTone,
  additionalRecommendations,
  confidencePercent,
  earnsXp,
  failureOutcome,
  newRecognitionId,
  offlineRecognition,
  recognitionFileName,
  scaledSize,
  statusLabel,
  subjectLink,
  unavailableRecognition,
} from './recognition-logic';

const texts = {
  name: 'Service Unavailable',
  location: 'Unknown',
  description: 'The recognition service cannot be reached right now.',
  culturalContext: 'Photo recognition needs the ArtVoyage server.',
  suggestions: ['Check your internet connection.'],
};

describe('recognitionFileName', () => {
  it('is "recognition-{timestamp}.jpg"', () => {
    expect(recognitionFileName(1735826400123)).toBe('recognition-1735826400123.jpg');
  });
});

describe('confidencePercent', () => {
  it('rounds to a whole percent', () => {
    expect(confidencePercent(0.5)).toBe(50);
    expect(confidencePercent(0.874)).toBe(87);
    expect(confidencePercent(0.875)).toBe(88);
    expect(confidencePercent(0.005)).toBe(1);
    expect(confidencePercent(1)).toBe(100);
    expect(confidencePercent(0)).toBe(0);
  });

  it('clamps values outside 0-1 and reads broken ones as 0', () => {
    expect(confidencePercent(1.2)).toBe(100);
    expect(confidencePercent(-0.3)).toBe(0);
    expect(confidencePercent(Number.NaN)).toBe(0);
    expect(confidencePercent(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('statusLabel', () => {
  it('labels the statuses we know and shows any other as it is', () => {
    expect(statusLabel('completed')).toEqual({ kind: 'known', status: 'completed' });
    expect(statusLabel('fallback')).toEqual({ kind: 'known', status: 'fallback' });
    expect(statusLabel('error')).toEqual({ kind: 'known', status: 'error' });
    expect(statusLabel('offline')).toEqual({ kind: 'known', status: 'offline' });
    expect(statusLabel('partial')).toEqual({ kind: 'raw', text: 'partial' });
    expect(statusLabel('Completed')).toEqual({ kind: 'raw', text: 'Completed' });
  });
});

describe('results built in the browser', () => {
  it('an unreachable server gives one entry with confidence 0 and status error', () => {
    const result = unavailableRecognition(texts);
    expect(result.status).toBe('error');
    expect(result.source).toBe('none');
    expect(result.processing_time).toBe(0);
    expect(result.detected_landmarks).toEqual([
      {
        name: 'Service Unavailable',
        location: 'Unknown',
        confidence: 0,
        description: texts.description,
        cultural_context: texts.culturalContext,
        recommendations: [],
      },
    ]);
    expect(result.suggestions).toEqual(['Check your internet connection.']);
  });

  it('the offline build gives a placeholder with status offline', () => {
    const result = offlineRecognition({ ...texts, name: 'Recognition unavailable offline' });
    expect(result.status).toBe('offline');
    expect(result.detected_landmarks).toHaveLength(1);
    expect(result.detected_landmarks[0]?.name).toBe('Recognition unavailable offline');
    expect(result.detected_landmarks[0]?.confidence).toBe(0);
  });

  it('copies the suggestions, so a result never shares its list', () => {
    const suggestions = ['a'];
    const result = unavailableRecognition({ ...texts, suggestions });
    suggestions.push('b');
    expect(result.suggestions).toEqual(['a']);
  });
});

describe('failureOutcome', () => {
  it('turns an unreachable server into the Service Unavailable result', () => {
    expect(failureOutcome(new NetworkError('Failed to fetch'))).toEqual({ kind: 'unavailable' });
  });

  it("shows the server's message for a refusal", () => {
    const error = new ApiError(
      'The photo is too large: photos can be at most 10 MB.',
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(failureOutcome(error)).toEqual({
      kind: 'message',
      message: 'The photo is too large: photos can be at most 10 MB.',
    });
    expect(failureOutcome(new ApiError('This file is not an image.', 422, 'INVALID_IMAGE'))).toEqual({
      kind: 'message',
      message: 'This file is not an image.',
    });
  });

  it('falls back to the default text when the server said nothing useful', () => {
    expect(failureOutcome(new ApiError('HTTP 500', 500, 'HTTP_ERROR'))).toEqual({
      kind: 'message',
      message: null,
    });
    expect(failureOutcome(new ApiError('  ', 400, 'BAD_REQUEST'))).toEqual({
      kind: 'message',
      message: null,
    });
    expect(failureOutcome(new Error('Unexpected recognition answer'))).toEqual({
      kind: 'message',
      message: null,
    });
    expect(failureOutcome('boom')).toEqual({ kind: 'message', message: null });
  });
});

describe('earnsXp', () => {
  const landmark = {
    name: 'The Raft of the Medusa',
    location: 'Louvre Museum, Paris',
    confidence: 0.9,
    description: '',
    cultural_context: '',
    recommendations: [],
  };
  it('only for a completed recognition with something in it', () => {
    expect(earnsXp({ status: 'completed', detected_landmarks: [landmark] })).toBe(true);
    expect(earnsXp({ status: 'completed', detected_landmarks: [] })).toBe(false);
    expect(earnsXp({ status: 'fallback', detected_landmarks: [landmark] })).toBe(false);
    expect(earnsXp({ status: 'error', detected_landmarks: [landmark] })).toBe(false);
    expect(earnsXp({ status: 'offline', detected_landmarks: [landmark] })).toBe(false);
  });
});

describe('additionalRecommendations', () => {
  it('keeps the suggestions in order without blanks or repeats', () => {
    const recognition: Pick<Recognition, 'suggestions'> = {
      suggestions: [
        'Try a clearer image',
        ' ',
        'Try another angle',
        'Try a clearer image ',
        'Use good lighting',
      ],
    };
    expect(additionalRecommendations(recognition)).toEqual([
      'Try a clearer image',
      'Try another angle',
      'Use good lighting',
    ]);
  });
});

describe('subjectLink', () => {
  it("links an artwork to its page, the server's page first", () => {
    expect(
      subjectLink({ subject: { kind: 'artwork', id: 'raft-medusa' }, page: '/artwork/raft-medusa' }),
    ).toEqual({
      kind: 'artwork',
      artworkId: 'raft-medusa',
      to: '/artwork/raft-medusa',
    });
    expect(subjectLink({ subject: { kind: 'artwork', id: 'mona-lisa' } })).toEqual({
      kind: 'artwork',
      artworkId: 'mona-lisa',
      to: '/artwork/mona-lisa',
    });
  });

  it('links a landmark to the map', () => {
    expect(subjectLink({ subject: { kind: 'landmark', id: 'eiffel-tower' } })).toEqual({
      kind: 'landmark',
      to: '/interactive-map',
    });
    expect(
      subjectLink({ subject: { kind: 'landmark', id: 'eiffel-tower' }, page: '/interactive-map' }),
    ).toEqual({
      kind: 'landmark',
      to: '/interactive-map',
    });
  });

  it('never links to another origin, and not at all without a subject', () => {
    expect(subjectLink({ subject: { kind: 'landmark', id: 'x' }, page: '//evil.example/' })).toEqual({
      kind: 'landmark',
      to: '/interactive-map',
    });
    expect(subjectLink({ page: '/artwork/mona-lisa' })).toBeNull();
  });
});

describe('scaledSize', () => {
  it('scales the longest side down to the limit, keeping the proportions', () => {
    expect(scaledSize(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(8000, 10, 1600)).toEqual({ width: 1600, height: 2 });
    expect(scaledSize(100000, 1, 1600)).toEqual({ width: 1600, height: 1 });
  });

  it('never enlarges a small photo', () => {
    expect(scaledSize(1600, 900, 1600)).toEqual({ width: 1600, height: 900 });
    expect(scaledSize(640, 480, 1600)).toEqual({ width: 640, height: 480 });
  });
});

describe('newRecognitionId', () => {
  it('is a fresh event id the gamification contract accepts', () => {
    const first = newRecognitionId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRecognitionId()).not.toBe(first);
  });
});

describe('accuracyTone', () => {
  it('is green from 70 %, amber from 40 %, grey below', () => {
    expect(accuracyTone(true, 70)).toBe('high');
    expect(accuracyTone(true, 69)).toBe('medium');
    expect(accuracyTone(true, 40)).toBe('medium');
    expect(accuracyTone(true, 39)).toBe('neutral');
  });
  it('is grey for a result that was not recognised, however sure', () => {
    expect(accuracyTone(false, 95)).toBe('neutral');
  });
});
