import type { Itinerary } from '@artvoyage/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale, loadMessageGroups } from '@/shared/i18n';
import { makeItinerary } from '@/shared/itineraries/test-fixtures';
import { ITINERARIES_KEY } from '@/shared/itineraries/storage-keys';
import { notifyItinerariesChanged } from '@/shared/itineraries/useItineraries';
import { Toaster } from '@/shared/ui/Toaster';
import { dismissToast } from '@/shared/ui/toast-store';
import MyItinerariesPage from './MyItinerariesPage';

/*
 * My Itineraries for a visitor who is not signed in: the real store on this window's localStorage,
 * the real dialogs and the real toast. (Signed in, the same changes also go to the account's routes:
 * e2e/tests/itineraries-manage.spec.ts covers that with the real server.)
 */

const trips: Itinerary[] = [
  makeItinerary({ id: 'itinerary-1-first', name: 'First trip', linkedArtworkId: 'venus-de-milo' }),
  makeItinerary({ id: 'itinerary-2-second', name: 'Second trip', startDate: '2026-05-14' }),
  makeItinerary({ id: 'itinerary-3-third', name: 'Third trip', linkedArtworkId: 'great-sphinx' }),
];

const stored = (): Itinerary[] =>
  (JSON.parse(localStorage.getItem(ITINERARIES_KEY) ?? '{}') as { itineraries: Itinerary[] }).itineraries;
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('article')!;
const cardNames = () =>
  screen
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 2 }).textContent);

function renderPage() {
  return render(
    <>
      <MyItinerariesPage />
      <Toaster />
    </>,
  );
}

beforeAll(async () => {
  await loadMessageGroups(['itineraries']);
});
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(ITINERARIES_KEY, JSON.stringify({ artworks: [], itineraries: trips }));
  notifyItinerariesChanged();
});
afterEach(() => {
  cleanup();
  act(() => dismissToast());
});
afterAll(() => changeLocale('en'));

describe('My Itineraries: managing one’s itineraries', () => {
  it('shows each card with its artwork’s image, sized and lazy, and the trip’s dates', async () => {
    renderPage();
    const first = await screen.findByRole('heading', { level: 2, name: 'First trip' });
    const image = within(first.closest('article')!).getByRole('img');
    expect(image.getAttribute('alt')).toMatch(/Venus de Milo/);
    expect(image).toHaveProperty('loading', 'lazy');
    expect(image.getAttribute('width')).toBe('800');
    expect(image.getAttribute('height')).toBe('600');
    expect(image.getAttribute('src')).toContain('venus-de-milo');
    // Two days from 14 May 2026.
    expect(within(card('Second trip')).getByText(/May 14\s*–\s*15, 2026/)).toBeTruthy();
    expect(within(card('First trip')).queryByText(/2026/)).toBeNull();
  });

  it('renames and dates a trip with the account’s rules, telling what is wrong first', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'First trip' });
    fireEvent.click(
      within(card('First trip')).getByRole('button', { name: 'Name and dates of "First trip"' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Name and dates' });
    const name = within(dialog).getByLabelText('Name');
    const date = within(dialog).getByLabelText('First day of the trip (optional)');
    const save = within(dialog).getByRole('button', { name: 'Save' });

    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(save);
    expect(within(dialog).getByRole('alert').textContent).toBe('Give the itinerary a name.');
    fireEvent.change(name, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(save);
    expect(within(dialog).getByRole('alert').textContent).toBe('A name can be up to 200 characters long.');
    fireEvent.change(name, { target: { value: '  Samothrace in spring  ' } });
    // The date is typed in the app's language (mm/dd/yyyy in English) and kept as an ISO date.
    expect(date.getAttribute('placeholder')).toBe('mm/dd/yyyy');
    fireEvent.change(date, { target: { value: '02/31/2026' } });
    fireEvent.click(save);
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a valid date.');
    fireEvent.change(date, { target: { value: '12/31/2099' } });
    fireEvent.click(save);
    expect(within(dialog).getByRole('alert').textContent).toMatch(
      /The trip would end after December 31, 2099/,
    );
    expect(stored()[0]).toEqual(trips[0]);

    fireEvent.change(date, { target: { value: '9/29/2026' } });
    expect(within(dialog).getByText('Last day: Wednesday, September 30, 2026')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()[0]).toEqual({ ...trips[0], name: 'Samothrace in spring', startDate: '2026-09-29' });
    expect(within(card('Samothrace in spring')).getByText(/September 29\s*–\s*30, 2026/)).toBeTruthy();
    expect(await screen.findByText('Itinerary updated')).toBeTruthy();

    // Removing the dates keeps the name.
    fireEvent.click(within(card('Samothrace in spring')).getByRole('button', { name: /Name and dates of/ }));
    const again = await screen.findByRole('dialog', { name: 'Name and dates' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove the dates' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored()[0]).toEqual({ ...trips[0], name: 'Samothrace in spring' }));
  });

  it('deletes after confirming, and Undo brings the same itinerary back in its place', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Second trip' });
    fireEvent.click(within(card('Second trip')).getByRole('button', { name: 'Delete "Second trip"' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this itinerary?' });
    // Cancelling keeps it.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cardNames()).toEqual(['First trip', 'Second trip', 'Third trip']);

    fireEvent.click(within(card('Second trip')).getByRole('button', { name: 'Delete "Second trip"' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardNames()).toEqual(['First trip', 'Third trip']));
    expect(stored().map((itinerary) => itinerary.id)).toEqual(['itinerary-1-first', 'itinerary-3-third']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));

    const toast = (await screen.findByText('Itinerary deleted')).closest('li')!;
    expect(within(toast).getByText('"Second trip" was removed from My Itineraries.')).toBeTruthy();
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(cardNames()).toEqual(['First trip', 'Second trip', 'Third trip']));
    expect(stored()).toEqual(trips);
    expect(await screen.findByText('Itinerary restored')).toBeTruthy();
  });

  it('speaks French on the cards and in the dialogs', async () => {
    await changeLocale('fr');
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Second trip' });
    expect(within(card('Second trip')).getByText(/14\s*–\s*15 mai 2026/)).toBeTruthy();
    fireEvent.click(
      within(card('Second trip')).getByRole('button', { name: /^Supprimer «\s+Second trip\s+»$/ }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: /^Supprimer cet itinéraire\s\?$/ });
    expect(confirm.textContent).toMatch(/«\s+Second trip\s+» sera retiré de Mes itinéraires\./);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));

    // The trip's first day is shown and typed day first, whatever the browser's own language.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(
      within(card('Second trip')).getByRole('button', { name: /^Nom et dates de «\s+Second trip\s+»$/ }),
    );
    const details = await screen.findByRole('dialog');
    const date = within(details).getByLabelText('Premier jour du voyage (facultatif)');
    expect(date.getAttribute('placeholder')).toBe('jj/mm/aaaa');
    expect((date as HTMLInputElement).value).toBe('14/05/2026');
    expect(within(details).getByText(/^Format\s:\sjj\/mm\/aaaa$/)).toBeTruthy();
    fireEvent.change(date, { target: { value: '1/6/2026' } });
    fireEvent.blur(date);
    expect((date as HTMLInputElement).value).toBe('01/06/2026');
    fireEvent.click(within(details).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(stored()[1]?.startDate).toBe('2026-06-01'));
    await changeLocale('en');
  });
});
