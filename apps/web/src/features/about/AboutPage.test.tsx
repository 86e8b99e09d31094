import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadMessageGroups } from '@/shared/i18n';
import AboutPage from './AboutPage';

beforeAll(() => loadMessageGroups(['about']));
afterEach(cleanup);
afterAll(() => changeLocale('en'));

describe('the about page in French', () => {
  it('lists the tours and the artworks with their French names', async () => {
    await changeLocale('fr');
    render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: AboutPage }])} />);
    expect(screen.getByRole('link', { name: 'Maîtres de la Renaissance' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Les Noces de Cana' }).getAttribute('href')).toBe(
      '/artwork/wedding-feast',
    );
    expect(screen.getByText('— Paolo Véronèse')).toBeTruthy();
  });
});
