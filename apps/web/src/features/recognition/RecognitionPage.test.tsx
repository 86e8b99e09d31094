import { sampleItinerary } from '@artvoyage/content';
import type { Recognition } from '@artvoyage/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { loadMessageGroups } from '@/shared/i18n';
import type * as photoPrepare from './photo-prepare';
import RecognitionPage from './RecognitionPage';
import { raft } from './testing/recognitions';

const auth = vi.hoisted(() => ({ status: 'signed-out' as 'signed-out' | 'signed-in' }));
vi.mock('@/shared/auth/auth-context', () => ({
  useAuth: () => ({ status: auth.status, user: auth.status === 'signed-in' ? { id: 'user-1' } : null }),
}));

const awardEvent = vi.hoisted(() =>
  vi.fn(async () => ({
    success: true,
    message: 'ok',
    newAchievements: [],
    xpAwarded: 20,
    experience_points: 120,
    user_level: 1,
  })),
);
vi.mock('@/shared/gamification/api/award-event', () => ({ awardEvent }));
vi.mock('@/shared/auth/access-token', () => ({ accessToken: async () => 'token-1' }));

// happy-dom cannot decode images: the photo is "prepared" as it is, and a .heic cannot be decoded.
vi.mock('./photo-prepare', async (importOriginal) => ({
  ...(await importOriginal<typeof photoPrepare>()),
  scaleToJpeg: async (file: Blob) => (file instanceof File && file.name.endsWith('.heic') ? null : file),
}));

beforeAll(() => loadMessageGroups(['recognition', 'itineraries']));
beforeEach(() => {
  auth.status = 'signed-out';
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const unknown: Recognition = {
  detected_landmarks: [
    {
      name: 'Unknown Landmark',
      location: 'Unknown',
      confidence: 0.5,
      description: 'We could not recognise this place.',
      cultural_context: '',
      recommendations: [],
    },
  ],
  processing_time: 180,
  status: 'fallback',
  suggestions: ['Try a clearer image', 'Try another angle', 'Use good lighting'],
  source: 'none',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/ai-recognition', Component: RecognitionPage },
      { path: '/artwork/:id', Component: () => <h1>Artwork page</h1> },
    ],
    { initialEntries: ['/ai-recognition'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function choosePhoto(name = 'IMG_0042.jpg') {
  const input = screen.getByLabelText('Select File') as HTMLInputElement;
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  fireEvent.change(input);
}

const recognizeButton = () => screen.getByRole('button', { name: /Recognize Landmark|Analyzing image/ });
const results = () => screen.getByTestId('recognition-results');
const resultsShown = () => waitFor(() => expect(results()).toBeTruthy());
/** A recogniser that answers every photo with `recognition`. */
const answering = (recognition: Recognition) => vi.fn().mockResolvedValue(json(200, { recognition }));

/** With `fetchMock` as the network: opens the page, picks a photo and presses Recognize Landmark. */
function recognise(fetchMock: Mock) {
  vi.stubGlobal('fetch', fetchMock);
  const router = renderPage();
  choosePhoto();
  fireEvent.click(recognizeButton());
  return router;
}

describe('RecognitionPage', () => {
  it('offers Select File and Camera for any image, with the hint', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'AI Photo Recognition' })).toBeTruthy();
    const file = screen.getByLabelText('Select File');
    const camera = screen.getByLabelText('Camera');
    expect(file.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(screen.getByText('JPG, PNG, WEBP')).toBeTruthy();
    expect(file.getAttribute('aria-describedby')).toBe(screen.getByText('JPG, PNG, WEBP').id);
    // Nothing to analyse yet.
    expect(screen.queryByRole('button', { name: 'Recognize Landmark' })).toBeNull();
  });

  it('recognises an artwork: result texts, link to its page, no XP for a visitor', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderPage();

    choosePhoto();
    expect((await screen.findByRole('img', { name: 'Your photo' })).getAttribute('src')).toMatch(/^blob:/);
    fireEvent.click(recognizeButton());
    expect(recognizeButton().textContent).toBe('Analyzing image...');
    expect((recognizeButton() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    act(() => answer(json(200, { recognition: raft })));

    await resultsShown();
    const heading = screen.getByRole('heading', { name: 'Recognition Results' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const card = within(results()).getByRole('article', { name: 'The Raft of the Medusa' });
    expect(card.textContent).toContain('Louvre Museum, Paris');
    expect(card.textContent).toContain('91% accuracy');
    expect(card.textContent).toContain('Cultural Context');
    expect(card.textContent).toContain('A manifesto of French Romanticism.');
    expect(within(card).getByText('Visit Recommendations')).toBeTruthy();
    expect(within(card).getByText('Step back to see the pyramid of bodies.')).toBeTruthy();
    expect(card.textContent).toContain('Denon Wing, Room 700 (Salle Mollien)');
    expect(card.textContent).toContain('9:00-18:00, closed on Tuesdays');
    expect(results().textContent).toContain('Processing time: 240 ms');
    expect(screen.getByTestId('recognition-status').textContent).toBe('Status: Completed');
    expect(screen.getByText('Sign in to earn 20 XP for each recognised photo.')).toBeTruthy();
    expect(screen.getByText('Recognition finished: The Raft of the Medusa, 91% accuracy.')).toBeTruthy();
    expect(awardEvent).not.toHaveBeenCalled();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/functions/v1/ai-photo-recognition');
    const body = JSON.parse(String(init.body)) as { imageData: string; fileName: string };
    expect(body.imageData).toMatch(/^data:image\/jpeg;base64,/);
    expect(body.fileName).toMatch(/^recognition-\d+\.jpg$/);

    fireEvent.click(within(card).getByRole('link', { name: 'Open the artwork page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/artwork/raft-medusa'));
  });

  it('says "Not recognised" for the fallback and lists the suggestions', async () => {
    recognise(answering(unknown));
    await resultsShown();
    const card = within(results()).getByRole('article', { name: 'Unknown Landmark' });
    expect(card.textContent).toContain('50% accuracy');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('recognition-status').textContent).toBe('Status: Not recognised');
    expect(screen.getByRole('heading', { name: 'Additional Recommendations' })).toBeTruthy();
    expect(screen.getByText('Try another angle')).toBeTruthy();
    expect(screen.queryByText(/XP/)).toBeNull();
  });

  const withCandidates: Recognition = {
    ...unknown,
    candidates: [
      {
        id: 'colosseum',
        name: 'Colosseum',
        kind: 'landmark',
        score: 0.42,
        image_id: 'colosseum',
        result: {
          name: 'Colosseum',
          location: 'Rome, Italy',
          confidence: 0.42,
          description: 'The largest amphitheatre of ancient Rome.',
          cultural_context: 'Opened in AD 80.',
          recommendations: ['Book ahead.'],
          subject: { kind: 'landmark', id: 'colosseum' },
          page: '/interactive-map',
        },
      },
      {
        id: 'raft-medusa',
        name: 'The Raft of the Medusa',
        kind: 'artwork',
        score: 0.3,
        image_id: 'raft-medusa',
        result: {
          ...(raft.detected_landmarks[0] as Recognition['detected_landmarks'][number]),
          confidence: 0.3,
        },
      },
    ],
  };

  it('offers possible matches a visitor confirms on the page, which then opens the artwork', async () => {
    const fetchMock = answering(withCandidates);
    const router = recognise(fetchMock);
    const offered = await screen.findByTestId('recognition-candidates');
    expect(within(offered).getByRole('heading', { name: 'Is it one of these?' })).toBeTruthy();
    expect(
      within(offered)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Colosseum', 'The Raft of the Medusa']);
    // Not recognised until confirmed: no link, no XP, the honest fallback stays.
    expect(screen.getByTestId('recognition-status').textContent).toBe('Status: Not recognised');
    expect(within(results()).queryByRole('link')).toBeNull();

    fireEvent.click(within(offered).getByRole('button', { name: 'Yes, it is The Raft of the Medusa' }));
    const card = await within(results()).findByRole('article', { name: 'The Raft of the Medusa' });
    expect(card.textContent).toContain('Confirmed by you');
    expect(card.textContent).not.toContain('accuracy');
    expect(screen.queryByTestId('recognition-candidates')).toBeNull();
    expect(screen.getByTestId('recognition-status').textContent).toBe('Status: Completed');
    expect(screen.getByText('Sign in to earn 20 XP for each recognised photo.')).toBeTruthy();
    // A visitor's choice is not sent anywhere.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(within(card).getByRole('link', { name: 'Open the artwork page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/artwork/raft-medusa'));
  });

  it('saves a signed-in user’s choice on the server before the XP, and can say none of these', async () => {
    auth.status = 'signed-in';
    const recognitionId = '6f1c2b9e-8a4d-4c1e-9f3a-2b7d5e8c1a90';
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      void init;
      if (url.endsWith('/confirm'))
        return json(200, { recognition_id: recognitionId, subject: { kind: 'landmark', id: 'colosseum' } });
      return json(200, { recognition: withCandidates, recognition_id: recognitionId });
    });
    recognise(fetchMock);
    const offered = await screen.findByTestId('recognition-candidates');
    expect(awardEvent).not.toHaveBeenCalled();
    fireEvent.click(within(offered).getByRole('button', { name: 'Yes, it is Colosseum' }));
    await within(results()).findByText('Confirmed by you');
    const confirmCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/confirm'));
    expect(JSON.parse(String(confirmCall?.[1]?.body))).toEqual({
      recognition_id: recognitionId,
      candidate_id: 'colosseum',
    });
    await waitFor(() =>
      expect(awardEvent).toHaveBeenCalledWith(
        { action: 'photo_recognized', data: { recognitionId } },
        expect.anything(),
      ),
    );

    // Another photo, and this time none of the candidates is right.
    choosePhoto('IMG_0043.jpg');
    fireEvent.click(recognizeButton());
    const again = await screen.findByTestId('recognition-candidates');
    fireEvent.click(within(again).getByRole('button', { name: 'None of these' }));
    expect(again.textContent).toContain('We will not guess');
    expect(within(again).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('recognition-status').textContent).toBe('Status: Not recognised');
  });

  it("shows the server's message for a refused photo; removing the image clears everything", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    recognise(
      vi.fn().mockResolvedValue(
        json(413, {
          error: {
            code: 'PAYLOAD_TOO_LARGE',
            message: 'The photo is too large: photos can be at most 10 MB.',
          },
        }),
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The photo is too large: photos can be at most 10 MB.');
    await waitFor(() => expect(document.activeElement).toBe(alert));

    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Your photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recognize Landmark' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Select File'));
  });

  it('names a photo the browser cannot decode instead of showing a broken image, and sends it as it is', async () => {
    const fetchMock = answering(unknown);
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    choosePhoto('IMG_0042.heic');
    expect(await screen.findByText('No preview for this file')).toBeTruthy();
    expect(screen.getByText('IMG_0042.heic')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Your photo' })).toBeNull();
    fireEvent.click(recognizeButton());
    await resultsShown();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const body = JSON.parse(String(init.body)) as { imageData: string };
    // The file as it was chosen: its own type and bytes.
    expect(body.imageData).toBe('data:image/jpeg;base64,/9j/4AECAw==');
  });

  it('shows the default message when the answer is not a recognition', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    recognise(vi.fn().mockResolvedValue(json(200, { nothing: true })));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An error occurred while analyzing the image',
    );
  });

  it('shows "Service Unavailable" when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    recognise(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await resultsShown();
    const card = within(results()).getByRole('article', { name: 'Service Unavailable' });
    expect(card.textContent).toContain('0% accuracy');
    expect(screen.getByTestId('recognition-status').textContent).toBe('Status: Error');
    expect(screen.getByText('Check your internet connection.')).toBeTruthy();
  });

  it('choosing another photo resets the result', async () => {
    recognise(answering(unknown));
    await resultsShown();
    choosePhoto('another.jpg');
    expect(screen.queryByTestId('recognition-results')).toBeNull();
    expect(screen.getByRole('button', { name: 'Recognize Landmark' })).toBeTruthy();
  });

  it('awards XP once per recognition the server recorded for a signed-in user', async () => {
    auth.status = 'signed-in';
    let recorded = 0;
    const fetchMock = vi.fn().mockImplementation(async () => {
      recorded += 1;
      return json(200, {
        recognition: raft,
        recognition_id: `00000000-0000-4000-8000-00000000000${recorded}`,
      });
    });
    recognise(fetchMock);
    expect(await screen.findByText('+20 XP for this recognition')).toBeTruthy();
    // The photo went with the session's token, so the server could record it for this user.
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as { headers: Record<string, string> };
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    expect(awardEvent).toHaveBeenCalledTimes(1);
    const first = (awardEvent.mock.calls[0] as unknown[])[0] as {
      action: string;
      data: { recognitionId: string };
    };
    expect(first).toEqual({
      action: 'photo_recognized',
      data: { recognitionId: '00000000-0000-4000-8000-000000000001' },
    });

    // The same photo again is a new recognition the server records anew.
    fireEvent.click(recognizeButton());
    await waitFor(() => expect(awardEvent).toHaveBeenCalledTimes(2));
    const second = (awardEvent.mock.calls[1] as unknown[])[0] as { data: { recognitionId: string } };
    expect(second.data.recognitionId).toBe('00000000-0000-4000-8000-000000000002');
  });

  it('claims nothing for a recognition the server did not record', async () => {
    auth.status = 'signed-in';
    recognise(answering(raft));
    await resultsShown();
    expect(awardEvent).not.toHaveBeenCalled();
  });

  it('adds the recognised artwork to a day of an itinerary, in time order, once', async () => {
    // The seeded sample itinerary, as a fresh browser has it.
    const sample = sampleItinerary();
    localStorage.setItem(
      'artvoyage.itineraries',
      JSON.stringify({ artworks: [sample.linkedArtworkId], itineraries: [sample] }),
    );
    recognise(answering(raft));
    await resultsShown();

    fireEvent.click(screen.getByRole('button', { name: 'Add to my itinerary' }));
    const itinerarySelect = (await screen.findByLabelText('Itinerary')) as HTMLSelectElement;
    const sampleName = 'Parisian Dream inspired by Mona Lisa';
    expect(itinerarySelect.selectedOptions[0]?.textContent).toBe(sampleName);
    expect([...itinerarySelect.options].map((option) => option.textContent)).toEqual([
      sampleName,
      'A new itinerary for this artwork',
    ]);
    const daySelect = screen.getByLabelText('Day') as HTMLSelectElement;
    fireEvent.change(daySelect, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add visit' }));

    const visit = 'Visit The Raft of the Medusa — Denon Wing, Room 700 (Salle Mollien)';
    await screen.findByText(`10:00 visit added to ${sampleName}, day 2.`);
    expect(screen.getByRole('link', { name: 'Open My Itineraries' }).getAttribute('href')).toBe(
      '/my-itineraries',
    );
    const stored = JSON.parse(localStorage.getItem('artvoyage.itineraries') ?? '{}') as {
      itineraries: { name: string; days: { activities: { time: string; description: string }[] }[] }[];
    };
    const times = stored.itineraries[0]?.days[1]?.activities.map((activity) => activity.time) ?? [];
    // After the sample's 10:00 river cruise, before the rest of the day.
    expect(times.slice(0, 2)).toEqual(['10:00', '10:00']);
    expect(times).toEqual([...times].sort());
    expect(stored.itineraries[0]?.days[1]?.activities[1]?.description).toBe(visit);

    // Again on the same day: not twice.
    fireEvent.click(screen.getByRole('button', { name: 'Add to my itinerary' }));
    fireEvent.change(await screen.findByLabelText('Day'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add visit' }));
    await screen.findByText(`This visit is already in ${sampleName}, day 2.`);

    // Or in a new itinerary of its own.
    fireEvent.click(screen.getByRole('button', { name: 'Add to my itinerary' }));
    fireEvent.change(await screen.findByLabelText('Itinerary'), { target: { value: 'new' } });
    expect(screen.queryByLabelText('Day')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add visit' }));
    await screen.findByText('10:00 visit added to The Raft of the Medusa at the Louvre, day 1.');
  });
});
