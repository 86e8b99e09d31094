import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthProvider } from '@/shared/auth/AuthProvider';
import { changeLocale, loadMessageGroups } from '@/shared/i18n';
import ArtworkPage from './ArtworkPage';

/** The itinerary dialog is a lazy chunk: on a busy machine its first import takes more than a second. */
const lazyDialog = { timeout: 5000 };

beforeAll(() => loadMessageGroups(['artwork', 'itineraries']));
afterEach(cleanup);
afterAll(() => changeLocale('en'));

function renderArtwork(id: string, search = '') {
  const router = createMemoryRouter([{ path: '/artwork/:id', Component: ArtworkPage }], {
    initialEntries: [`/artwork/${id}${search}`],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('the artwork page in each language', () => {
  it('shows the English texts in English', () => {
    renderArtwork('mona-lisa');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mona Lisa');
    expect(document.title).toBe('Mona Lisa · ArtVoyage');
    expect(screen.getByText('Destination: Paris')).toBeTruthy();
    expect(screen.getByText(/^Image: Leonardo da Vinci, Public domain \(/)).toBeTruthy();
  });

  it('shows the French title, texts, alt text and neighbours in French', async () => {
    await changeLocale('fr');
    renderArtwork('mona-lisa');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('La Joconde');
    expect(document.title).toBe('La Joconde · ArtVoyage');
    expect(screen.getByText('Léonard de Vinci, vers 1503–1519')).toBeTruthy();
    expect(screen.getByText('Aile Denon, salle 711 (salle des États)')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toMatch(
      /^La Joconde\u00a0: une femme vêtue de sombre/,
    );
    expect(screen.getByText(/volé le 21 août 1911 par Vincenzo Peruggia/)).toBeTruthy();
    const neighbours = screen.getByRole('navigation', { name: /Précédent/ });
    expect(within(neighbours).getByText('Précédente : Le Grand Sphinx de Tanis')).toBeTruthy();
    expect(within(neighbours).getByText('Suivante : Vénus de Milo')).toBeTruthy();
    expect(within(neighbours).getByText('Suivante')).toBeTruthy();
    // The credit and the destination are in French too: the painter as the page names him.
    // (The matcher sees the non-breaking spaces as spaces.)
    expect(screen.getByText(/^Image : Léonard de Vinci, Domaine public \(/)).toBeTruthy();
    expect(screen.getByText('Destination : Paris')).toBeTruthy();
  });

  it('shows the Russian texts in Russian, with the paragraphs of the context', async () => {
    await changeLocale('ru');
    renderArtwork('raft-medusa');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Плот «Медузы»');
    expect(document.title).toBe('Плот «Медузы» · ArtVoyage');
    expect(screen.getByRole('img').getAttribute('alt')).toMatch(/^«Плот „Медузы“»: изголодавшиеся выжившие/);
    expect(screen.getByText('Теодор Жерико, 1818–1819')).toBeTruthy();
    const context = screen.getByText(/потрясшей Францию/);
    expect(context.textContent?.split('\n\n')).toHaveLength(3);
    expect(screen.getByText(/^Изображение: Теодор Жерико, общественное достояние \(/)).toBeTruthy();
    expect(screen.getByText('Направление: Париж')).toBeTruthy();
  });

  it('names a photographer’s licence as given, and our own words in the language', async () => {
    await changeLocale('ru');
    renderArtwork('psyche-cupid');
    expect(screen.getByText(/^Изображение: Jean-Pol Grandmont, CC BY 3\.0 \(/)).toBeTruthy();
    expect(screen.getByText('Направление: Рим')).toBeTruthy();
    cleanup();
    renderArtwork('great-sphinx');
    expect(
      screen.getByText(/^Изображение: участник Викисклада, лицензия указана на странице файла \(/),
    ).toBeTruthy();
    expect(screen.getByText('Направление: Египет')).toBeTruthy();
  });

  it('names the destination in the language, on the page and in the itinerary dialog', async () => {
    await changeLocale('fr');
    renderArtwork('venus-de-milo');
    expect(screen.getByText(/^Destination\s:\sGrèce$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Planifier un voyage/ }));
    const dialog = await screen.findByRole('dialog', {}, lazyDialog);
    expect(within(dialog).getByText(/^Destination\s:\sGrèce$/)).toBeTruthy();
    cleanup();

    await changeLocale('ru');
    renderArtwork('winged-victory');
    expect(screen.getByText('Направление: Греция')).toBeTruthy();
  });

  it('nests the quotes of a Russian title inside the dialog’s quotes', async () => {
    await changeLocale('ru');
    renderArtwork('raft-medusa');
    fireEvent.click(screen.getByRole('button', { name: 'Спланировать арт-поездку' }));
    const dialog = await screen.findByRole('dialog', {}, lazyDialog);
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(
      'Поездка по мотивам «Плот „Медузы“»',
    );
  });
});

describe('an artwork walked as a tour stop', () => {
  it('shows the tour’s bar, and Previous and Next follow the tour', async () => {
    await changeLocale('en');
    renderArtwork('venus-de-milo', '?tour=classical');
    const bar = screen.getByRole('region', { name: 'Guided tour: Classical Antiquities' });
    expect(within(bar).getByText('Stop 2 of 3')).toBeTruthy();
    expect(
      within(bar).getByRole('link', { name: 'Previous stop: Great Sphinx of Tanis' }).getAttribute('href'),
    ).toBe('/artwork/great-sphinx?tour=classical');
    expect(
      within(bar).getByRole('link', { name: 'Next stop: Winged Victory of Samothrace' }).getAttribute('href'),
    ).toBe('/artwork/winged-victory?tour=classical');
    // The foot of the page follows the tour too, not the gallery.
    expect(screen.getByRole('navigation', { name: 'Tour stops' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Next artwork/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /^Play on/ })).toBeTruthy();
  });

  it('offers Finish tour on the last stop, in Russian numbers and words', async () => {
    await changeLocale('ru');
    renderArtwork('winged-victory', '?tour=classical');
    expect(screen.getAllByText('Остановка 3 из 3')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Завершить экскурсию' })[0]?.getAttribute('href')).toBe(
      '/guided-tours/classical/finish',
    );
    await changeLocale('en');
  });

  it('shows the ordinary page for an unknown tour or one that does not stop here', () => {
    for (const search of ['?tour=nope', '?tour=french', '?tour=']) {
      renderArtwork('venus-de-milo', search);
      expect(screen.queryByRole('region', { name: /^Guided tour/ })).toBeNull();
      expect(screen.getByRole('link', { name: /^Next artwork/ })).toBeTruthy();
      cleanup();
    }
  });
});
