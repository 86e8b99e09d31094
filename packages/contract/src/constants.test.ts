import { describe, expect, it } from 'vitest';
import { audioGuideUrl, feedPagePath, mediaImageOf } from './constants';

describe('audioGuideUrl', () => {
  it('keeps the English guide where it always was', () => {
    expect(audioGuideUrl('mona-lisa')).toBe('/api/v1/audio/mona-lisa.mp3');
    expect(audioGuideUrl('mona-lisa', 'en')).toBe('/api/v1/audio/mona-lisa.mp3');
  });

  it('puts another language in the path', () => {
    expect(audioGuideUrl('mona-lisa', 'fr')).toBe('/api/v1/audio/fr/mona-lisa.mp3');
    expect(audioGuideUrl('great-sphinx', 'ru')).toBe('/api/v1/audio/ru/great-sphinx.mp3');
  });
});

describe('mediaImageOf', () => {
  it("names the media service's image of a variant URL, with or without its revision", () => {
    expect(mediaImageOf('/api/v1/media/artworks/mona-lisa/800.webp')).toEqual({
      kind: 'artworks',
      id: 'mona-lisa',
    });
    expect(mediaImageOf('/api/v1/media/landmarks/eiffel-tower/320.avif?v=3')).toEqual({
      kind: 'landmarks',
      id: 'eiffel-tower',
    });
  });

  it('leaves any other URL alone', () => {
    for (const url of [
      '/api/v1/uploads/3f2a.webp',
      '/api/v1/media/videos/mona-lisa/800.webp',
      'https://example.com/api/v1/media/artworks/mona-lisa/800.webp',
      '/api/v1/media/artworks/../secrets/800.webp',
      'data:image/png;base64,AAAA',
    ])
      expect(mediaImageOf(url)).toBeUndefined();
  });
});

describe('feedPagePath', () => {
  it('asks for a page of the feed, the first without a cursor, a later one with it encoded', () => {
    expect(feedPagePath()).toBe('/api/v1/posts?limit=20');
    expect(feedPagePath(null)).toBe('/api/v1/posts?limit=20');
    expect(feedPagePath('eyJ0Ijo/+=')).toBe('/api/v1/posts?limit=20&cursor=eyJ0Ijo%2F%2B%3D');
  });
});
