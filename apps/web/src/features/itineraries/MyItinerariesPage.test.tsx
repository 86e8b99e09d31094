import { sampleItinerary } from '@artvoyage/content';
import ruItineraries from '@artvoyage/content/locales/ru/itineraries';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18next, loadMessageGroups } from '@/shared/i18n';
import { ITINERARIES_KEY } from '@/shared/itineraries/storage-keys';
import { getItineraryStore, notifyItinerariesChanged } from '@/shared/itineraries/useItineraries';
import MyItinerariesPage from './MyItinerariesPage';

beforeAll(async () => {
  await loadMessageGroups(['itineraries']);
  await changeLocale('ru');
});
afterEach(cleanup);
afterAll(() => changeLocale('en'));

describe('My Itineraries in Russian', () => {
  it('names each artwork with its destination in Russian in the artwork select', async () => {
    render(<MyItinerariesPage />);
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
    render(<MyItinerariesPage />);
    const name = 'Парижская мечта. Вдохновение: «Джоконда»';
    const card = (await screen.findByRole('heading', { name })).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: i18next.t('itineraries.openItinerary') }));

    expect(screen.getByRole('heading', { level: 2, name }).id).toBe('itinerary-detail-title');
    const [first] = ruItineraries.sample;
    expect(screen.getByText(first!.activities[1]!)).toBeTruthy();
    expect(screen.queryByText(/Louvre|Marais/)).toBeNull();
    // Storage keeps the English sample, which the account's sync recognises.
    expect(localStorage.getItem(ITINERARIES_KEY)).toContain('Parisian Dream inspired by Mona Lisa');
  });
});
