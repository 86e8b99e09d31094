import { describe, expect, it } from 'vitest';
import { imageSizes } from '@/shared/media/image-sizes';
import { pickWidth, prewarmPlan, slotWidth } from './prewarm-plan';

describe('slotWidth', () => {
  it('takes the first media condition that holds, as the browser does', () => {
    expect(slotWidth(imageSizes.artworkCard, 1366)).toBe(300);
    expect(slotWidth(imageSizes.artworkCard, 1100)).toBeCloseTo(363);
    expect(slotWidth(imageSizes.artworkCard, 800)).toBe(372);
    expect(slotWidth(imageSizes.artworkCard, 390)).toBe(358);
    expect(slotWidth(imageSizes.artworkPage, 1366)).toBeCloseTo(819.6);
    expect(slotWidth(imageSizes.artworkPage, 412)).toBe(380);
    expect(slotWidth(imageSizes.homeHero, 390)).toBe(358);
    expect(slotWidth(imageSizes.homeHero, 800)).toBe(384);
  });

  it('falls back to the viewport for a sizes it cannot read', () => {
    expect(slotWidth('calc(100vw - 2rem)', 500)).toBe(500);
    expect(slotWidth('min(100vw, 40rem)', 500)).toBe(500);
  });
});

describe('pickWidth', () => {
  it('takes the narrowest width that is sharp at the device pixel ratio', () => {
    expect(pickWidth(300, 1)).toBe(320);
    expect(pickWidth(300, 2)).toBe(640);
    expect(pickWidth(390, 3)).toBe(1200);
    expect(pickWidth(480, 1)).toBe(480);
  });

  it('takes the widest when none is wide enough', () => {
    expect(pickWidth(2732, 1)).toBe(1600);
  });
});

describe('prewarmPlan', () => {
  const content = {
    artworkIds: ['mona-lisa', 'venus-de-milo'],
    tourLeadIds: ['mona-lisa'],
    cropIds: ['guess-mona-lisa'],
    guideLocale: 'en' as const,
  };

  it('lists each artwork at the gallery and page widths, the tours, the crops and every audio guide', () => {
    const plan = prewarmPlan(content, { viewportWidth: 1366, devicePixelRatio: 1, imageFormat: 'webp' });
    expect(plan.images).toEqual([
      '/api/v1/media/cards/mona-lisa/320.webp?v=3',
      '/api/v1/media/cards/venus-de-milo/320.webp?v=3',
      '/api/v1/media/artworks/mona-lisa/1200.webp?v=3',
      '/api/v1/media/artworks/venus-de-milo/1200.webp?v=3',
      '/api/v1/media/artworks/mona-lisa/480.webp?v=3',
      '/api/v1/media/crops/guess-mona-lisa/640.webp?v=3',
    ]);
    expect(plan.audio).toEqual(['/api/v1/audio/mona-lisa.mp3', '/api/v1/audio/venus-de-milo.mp3']);
  });

  it("fetches the audio guides in the visitor's language", () => {
    const screen = { viewportWidth: 1366, devicePixelRatio: 1, imageFormat: 'webp' } as const;
    expect(prewarmPlan({ ...content, guideLocale: 'ru' }, screen).audio).toEqual([
      '/api/v1/audio/ru/mona-lisa.mp3',
      '/api/v1/audio/ru/venus-de-milo.mp3',
    ]);
  });

  it('asks each URL once when the widths coincide (a phone), in the format the browser decodes', () => {
    const plan = prewarmPlan(content, { viewportWidth: 412, devicePixelRatio: 2.625, imageFormat: 'avif' });
    expect(plan.images).toEqual([
      '/api/v1/media/cards/mona-lisa/1200.avif?v=3',
      '/api/v1/media/cards/venus-de-milo/1200.avif?v=3',
      '/api/v1/media/artworks/mona-lisa/1200.avif?v=3',
      '/api/v1/media/artworks/venus-de-milo/1200.avif?v=3',
      '/api/v1/media/crops/guess-mona-lisa/1200.avif?v=3',
    ]);
  });
});
