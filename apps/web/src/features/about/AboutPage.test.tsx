import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/shared/i18n';
import { renderScreen, setUpScreenTexts } from '@/testing/screen';
import AboutPage from './AboutPage';

setUpScreenTexts(['about']);

describe('the about page in French', () => {
  it('lists the tours and the artworks with their French names', async () => {
    await changeLocale('fr');
    renderScreen(AboutPage, '/');
    expect(screen.getByRole('link', { name: 'Maîtres de la Renaissance' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Les Noces de Cana' }).getAttribute('href')).toBe(
      '/artwork/wedding-feast',
    );
    expect(screen.getByText('— Paolo Véronèse')).toBeTruthy();
  });
});
