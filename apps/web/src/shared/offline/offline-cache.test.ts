import { describe, expect, it } from 'vitest';
import { isAppNavigation, isAudioGuidePath, nearestCachedWidth, parseMediaVariant } from './offline-cache';

describe('parseMediaVariant', () => {
  it('reads the artworks and crops in WebP or AVIF at the rendered widths', () => {
    expect(parseMediaVariant('/api/v1/media/artworks/mona-lisa/800.webp')).toEqual({
      kind: 'artworks',
      id: 'mona-lisa',
      width: 800,
      format: 'webp',
    });
    expect(parseMediaVariant('/api/v1/media/crops/guess-raft-medusa/640.webp')?.kind).toBe('crops');
    expect(parseMediaVariant('/api/v1/media/artworks/mona-lisa/640.avif')?.format).toBe('avif');
  });

  it('leaves out landmarks, other formats and widths the service does not render', () => {
    expect(parseMediaVariant('/api/v1/media/landmarks/eiffel-tower/800.webp')).toBeNull();
    expect(parseMediaVariant('/api/v1/media/artworks/mona-lisa/800.jpeg')).toBeNull();
    expect(parseMediaVariant('/api/v1/media/artworks/mona-lisa/801.webp')).toBeNull();
    expect(parseMediaVariant('/api/v1/media/artworks/../800.webp')).toBeNull();
  });
});

describe('nearestCachedWidth', () => {
  it('prefers the narrowest cached width that is at least as wide', () => {
    expect(nearestCachedWidth(800, [320, 1200, 1600])).toBe(1200);
    expect(nearestCachedWidth(800, [800, 1200])).toBe(800);
  });

  it('otherwise takes the widest, and nothing when nothing is cached', () => {
    expect(nearestCachedWidth(1600, [320, 1200])).toBe(1200);
    expect(nearestCachedWidth(640, [])).toBeNull();
  });
});

describe('isAudioGuidePath', () => {
  it('matches the guides only', () => {
    expect(isAudioGuidePath('/api/v1/audio/mona-lisa.mp3')).toBe(true);
    expect(isAudioGuidePath('/api/v1/audio/fr/mona-lisa.mp3')).toBe(true);
    expect(isAudioGuidePath('/api/v1/audio/ru/great-sphinx.mp3')).toBe(true);
    expect(isAudioGuidePath('/api/v1/audio/fr/ru/mona-lisa.mp3')).toBe(false);
    expect(isAudioGuidePath('/api/v1/audio/mona-lisa.wav')).toBe(false);
    expect(isAudioGuidePath('/api/v1/audio/')).toBe(false);
  });
});

describe('isAppNavigation', () => {
  it('gives the app to client routes, the auth callback page included', () => {
    for (const path of ['/', '/gallery', '/artwork/mona-lisa', '/games/quiz', '/auth/callback', '/apiary']) {
      expect(isAppNavigation(path), path).toBe(true);
    }
  });

  it('never to the server side', () => {
    for (const path of ['/api/docs', '/api', '/auth/v1/verify', '/functions/v1/ai-chat', '/rest/v1/rpc/x']) {
      expect(isAppNavigation(path), path).toBe(false);
    }
  });
});
