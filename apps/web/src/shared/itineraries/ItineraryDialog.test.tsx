import { findArtwork, sampleItinerary } from '@artvoyage/content';
import { type Itinerary, mapConfigSchema } from '@artvoyage/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setUpApiServer } from '@/testing/render';
import { GENERATION_DELAY_MS, ItineraryDialog } from './ItineraryDialog';
import { ITINERARIES_KEY } from './storage-keys';
import { getItineraryStore, notifyItinerariesChanged } from './useItineraries';

const venus = findArtwork('venus-de-milo')!;
const monaLisa = findArtwork('mona-lisa')!;
/** Enough for the simulated generation and a render after it. */
const generated = { timeout: GENERATION_DELAY_MS + 2000 };

// The day maps ask for the map's settings. The server answers as one with a tile provider: the bundled
// base map is drawn in a Worker, which happy-dom does not have (and it loads no tile images either).
const tiles = { url: '/tiles/{z}/{x}/{y}.png', attribution: 'Test tiles', max_zoom: 18 };
const server = setUpApiServer({
  'GET /api/v1/map/config': () => ({ body: mapConfigSchema.parse({ tiles, routing: false }) }),
});
beforeEach(() => {
  getItineraryStore().replaceAll([sampleItinerary()]);
  notifyItinerariesChanged();
});

async function renderDialog(artwork = venus, fresh = false) {
  const onOpenChange = vi.fn();
  await renderWithApp(<ItineraryDialog artwork={artwork} open fresh={fresh} onOpenChange={onOpenChange} />, {
    server,
    groups: ['itineraries'],
  });
  return {
    onOpenChange,
    dialog: screen.getByRole('dialog', { name: `Plan a trip inspired by ${artwork.title}` }),
  };
}

const stored = (): Itinerary[] => getItineraryStore().list();

describe('ItineraryDialog', () => {
  it('generates a new itinerary for an artwork without one, and saves it on request', async () => {
    const { dialog } = await renderDialog();
    expect(within(dialog).getByText('Destination: Greece')).toBeTruthy();
    expect(within(dialog).getByText('Creating your itinerary...')).toBeTruthy();

    const badge = await within(dialog).findByText('New itinerary', {}, generated);
    const name = dialog.querySelector('#itinerary-name')?.textContent;
    expect(name).toMatch(/Venus de Milo/);
    expect(badge).toBeTruthy();
    // A preview is not stored until the visitor saves it.
    expect(stored().map((itinerary) => itinerary.linkedArtworkId)).toEqual(['mona-lisa']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save itinerary' }));
    expect(await screen.findByText(`"${name}" is in My Itineraries.`)).toBeTruthy();
    expect(within(dialog).getByText('Itinerary saved')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save itinerary' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'New itinerary' })).toBeTruthy();
    const saved = stored().find((itinerary) => itinerary.linkedArtworkId === 'venus-de-milo');
    expect(saved?.name).toBe(name);
    expect(localStorage.getItem(ITINERARIES_KEY)).toContain('venus-de-milo');
  });

  it("shows the artwork's saved itinerary at once, without generating", async () => {
    const { dialog } = await renderDialog(monaLisa);
    expect(within(dialog).getByText('Itinerary saved')).toBeTruthy();
    expect(within(dialog).queryByText('Creating your itinerary...')).toBeNull();
    expect(dialog.querySelector('#itinerary-name')?.textContent).toBe(sampleItinerary().name);
    // Its first day's places, numbered on a map drawn with the server's tiles.
    expect(
      within(dialog)
        .getAllByTestId('stop-number')
        .map((badge) => badge.textContent),
    ).toEqual(['1', '2', '3', '4']);
    await waitFor(() => expect(dialog.querySelector('.leaflet-tile-pane')).toBeTruthy());
    expect(server.received('GET /api/v1/map/config')).toHaveLength(1);
  });

  it('generates a fresh one when asked, even beside a saved one, and stores nothing until saved', async () => {
    const { dialog, onOpenChange } = await renderDialog(monaLisa, true);
    expect(within(dialog).getByText('Creating your itinerary...')).toBeTruthy();
    expect(await within(dialog).findByText('New itinerary', {}, generated)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Regenerate' })).toBeTruthy();
    await waitFor(() => expect(dialog.querySelector('.leaflet-tile-pane')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(stored()).toHaveLength(1);
  });
});
