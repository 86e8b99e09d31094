import type { Recognition } from '@artvoyage/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, loadMessageGroups } from '@/shared/i18n';
import type * as photoPrepare from './photo-prepare';
import RecognitionPage from './RecognitionPage';
import { colosseumDescribed as described, recognisedAs } from './testing/recognitions';

vi.mock('@/shared/auth/auth-context', () => ({ useAuth: () => ({ status: 'signed-out', user: null }) }));
// happy-dom cannot decode images: the photo is "prepared" as it is.
vi.mock('./photo-prepare', async (importOriginal) => ({
  ...(await importOriginal<typeof photoPrepare>()),
  scaleToJpeg: async (file: Blob) => file,
}));

const recognised = recognisedAs(described, 210);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderPage() {
  const router = createMemoryRouter([{ path: '/ai-recognition', Component: RecognitionPage }], {
    initialEntries: ['/ai-recognition'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function recognise(recognition: Recognition) {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ recognition })));
  renderPage();
  const input = screen.getByLabelText('Fichier') as HTMLInputElement;
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'photo.jpg', {
    type: 'image/jpeg',
  });
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  fireEvent.change(input);
  fireEvent.click(await screen.findByRole('button', { name: 'Reconnaître le lieu' }));
  return waitFor(() => screen.getByTestId('recognition-results'));
}

beforeAll(async () => {
  await loadMessageGroups(['recognition', 'itineraries']);
  await changeLocale('fr');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => changeLocale('en'));

describe('RecognitionPage in French', () => {
  it('describes a recognised landmark in French, from the places pack, by its id', async () => {
    const results = await recognise(recognised);
    const card = within(results).getByRole('article', { name: 'Colisée' });
    expect(card.textContent).toContain('Rome, Italie');
    expect(card.textContent).toContain('L’amphithéâtre Flavien, inauguré en 80\u00a0apr. J.-C.');
    expect(card.textContent).toContain('Généralement tous les jours de 8\u00a0h\u00a030');
    expect(card.textContent).toContain('L’empereur Vespasien commença le Colisée');
    expect(within(card).getByText(/^Réservez bien à l’avance des billets horodatés/)).toBeTruthy();
    expect(card.textContent).not.toContain('Colosseum');
    expect(screen.getByText(/^Reconnaissance terminée\s?: Colisée, 88\s?% de précision\.$/)).toBeTruthy();
  });

  it('offers a landmark as a possible match under its French name', async () => {
    const unsure: Recognition = {
      detected_landmarks: [
        {
          name: 'Unknown Landmark',
          location: 'Unknown',
          confidence: 0.5,
          description: '',
          cultural_context: '',
          recommendations: [],
        },
      ],
      processing_time: 190,
      status: 'fallback',
      suggestions: [],
      source: 'visual-search',
      candidates: [
        {
          id: 'colosseum',
          name: 'Colosseum',
          kind: 'landmark',
          score: 0.3,
          image_id: 'colosseum',
          result: described,
        },
      ],
    };
    await recognise(unsure);
    const offered = within(screen.getByTestId('recognition-candidates')).getByRole('article', {
      name: 'Colisée',
    });
    expect(offered.textContent).toContain('Rome, Italie');
  });
});
