import { sampleItinerary } from '@artvoyage/content';
import ruItineraries from '@artvoyage/content/locales/ru/itineraries';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18next, loadMessageGroups } from '@/shared/i18n';
import { ITINERARIES_KEY } from '@/shared/itineraries/storage-keys';
import { fallbackConfig, mapConfigQueryKey } from '@/shared/map/api/get-map-config';
import { getItineraryStore, notifyItinerariesChanged } from '@/shared/itineraries/useItineraries';
import MyItinerariesPage from './MyItinerariesPage';

beforeAll(async () => {
  await loadMessageGroups(['itineraries']);
  await changeLocale('ru');
});
afterEach(cleanup);
afterAll(() => changeLocale('en'));

/**
 * The page as the app renders it: the day maps ask for the map's settings through TanStack Query
 * (answered here: no server in these tests, so the bundled base map).
 */
function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(mapConfigQueryKey, fallbackConfig);
  return render(
    <QueryClientProvider client={client}>
      <MyItinerariesPage />
    </QueryClientProvider>,
  );
}

describe('My Itineraries in Russian', () => {
  it('names each artwork with its destination in Russian in the artwork select', async () => {
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Произведение' });
    const options = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toContain('Джоконда (Париж)');
    expect(options).toContain('Венера Милосская (Греция)');
    expect(options).toContain('Большой сфинкс из Таниса (Египет)');
    expect(options.join(' ')).not.toMatch(/Paris|Greece|Egypt|Rome|Florence|Venice/);
  });

  it('shows the seeded sample itinerary in Russian, though it is stored in English', async () => {
    // What a first visit seeds (a development build loads the console's demo itineraries instead).
    getItineraryStore().replaceAll([sampleItinerary()]);
    notifyItinerariesChanged();
    renderPage();
    const name = 'Парижская мечта. Вдохновение: «Джоконда»';
    const card = (await screen.findByRole('heading', { name })).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: i18next.t('itineraries.openItinerary') }));

    expect(screen.getByRole('heading', { level: 2, name }).id).toBe('itinerary-detail-title');
    const [first] = ruItineraries.sample;
    expect(screen.getByText(first!.activities[1]!)).toBeTruthy();
    expect(screen.queryByText(/Louvre|Marais/)).toBeNull();
    // The day's places are numbered in the list as on its map, which is named in Russian.
    const numbers = screen.getAllByTestId('stop-number').map((badge) => badge.textContent);
    expect(numbers).toEqual(['1', '2', '3', '4']);
    expect(screen.getByText('(точка 2 на карте)')).toBeTruthy();
    expect(screen.getByTestId('day-map').textContent).toMatch(/^Номера на карте соответствуют списку выше/);
    // Storage keeps the English sample, which the account's sync recognises.
    expect(localStorage.getItem(ITINERARIES_KEY)).toContain('Parisian Dream inspired by Mona Lisa');
  });

  it('opens an itinerary saved before activities had places, without a map', async () => {
    const sample = sampleItinerary();
    const old = {
      ...sample,
      days: sample.days.map((day) => ({
        ...day,
        activities: day.activities.map(({ place: _place, ...activity }) => activity),
      })),
    };
    getItineraryStore().replaceAll([old]);
    notifyItinerariesChanged();
    renderPage();
    const name = 'Парижская мечта. Вдохновение: «Джоконда»';
    const card = (await screen.findByRole('heading', { name })).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: i18next.t('itineraries.openItinerary') }));
    expect(screen.getByText(ruItineraries.sample[0]!.activities[1]!)).toBeTruthy();
    expect(screen.queryByTestId('stop-number')).toBeNull();
    expect(screen.queryByTestId('day-map')).toBeNull();
  });
});
