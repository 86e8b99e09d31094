import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadMessageGroups } from '@/shared/i18n';
import TourPage from './TourPage';

beforeAll(() => loadMessageGroups(['tours']));
afterEach(cleanup);
afterAll(() => changeLocale('en'));

function renderTour(slug: string) {
  const router = createMemoryRouter([{ path: '/guided-tours/:slug', Component: TourPage }], {
    initialEntries: [`/guided-tours/${slug}`],
  });
  render(<RouterProvider router={router} />);
}

const stops = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('a tour page in each language', () => {
  it('names its artworks and their artists in Russian', async () => {
    await changeLocale('ru');
    renderTour('renaissance');
    expect(stops()).toEqual([
      '1Джоконда — Леонардо да Винчи',
      '2Брак в Кане Галилейской — Паоло Веронезе',
      '3Рабы («Умирающий раб» и «Восставший раб») — Микеланджело Буонарроти',
    ]);
  });

  it('names them in French', async () => {
    await changeLocale('fr');
    renderTour('french');
    expect(stops()).toEqual([
      '1La Liberté guidant le peuple — Eugène Delacroix',
      '2Le Sacre de Napoléon — Jacques-Louis David',
      '3Le Radeau de la Méduse — Théodore Géricault',
    ]);
  });
});
