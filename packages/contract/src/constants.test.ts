import { describe, expect, it } from 'vitest';
import { audioGuideUrl } from './constants';

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
