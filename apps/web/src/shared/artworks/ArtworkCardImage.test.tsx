import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, setUpApiServer } from '@/testing/render';
import { ArtworkCardImage } from './ArtworkCardImage';

/* The picture on top of the gallery's and the itineraries' cards: one frame each, the card image. */

const server = setUpApiServer();
const monaLisa = { id: 'mona-lisa', imageAlt: 'The Mona Lisa, a woman with folded hands' } as const;

async function renderImage(props: Omit<Parameters<typeof ArtworkCardImage>[0], 'artwork'>) {
  await renderWithApp(<ArtworkCardImage artwork={monaLisa} {...props} />, { server });
  const image = screen.getByRole('img', { name: monaLisa.imageAlt });
  return { image, frame: image.closest('picture')?.parentElement };
}

describe('ArtworkCardImage', () => {
  it("shows the artwork's card image in the gallery's 4:3 frame, lazily unless it is the first paint", async () => {
    const { image, frame } = await renderImage({ frame: 'card' });
    expect(image.getAttribute('src')).toMatch(/^\/api\/v1\/media\/cards\/mona-lisa\/800\.webp/);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBe('auto');
    expect(frame?.className).toContain('aspect-[4/3]');
    expect(image.className).not.toContain('group-hover:scale-105');
  });

  it('loads at once and at high priority when it is the largest paint, and may zoom on hover', async () => {
    const { image } = await renderImage({ frame: 'card', priority: true, zoomOnHover: true });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.className).toContain('group-hover:scale-105');
  });

  it('frames the same image wider for an itinerary', async () => {
    const { image, frame } = await renderImage({ frame: 'wide' });
    expect(image.getAttribute('src')).toMatch(/\/cards\/mona-lisa\//);
    expect(frame?.className).toContain('aspect-[16/9]');
  });
});
