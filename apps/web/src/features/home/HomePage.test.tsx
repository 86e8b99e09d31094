import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/shared/i18n';
import { renderScreen, setUpScreenTexts } from '@/testing/screen';
import HomePage from './HomePage';

setUpScreenTexts(['home']);

describe('the home page in each language', () => {
  it('shows the hero and the featured artworks in French', async () => {
    await changeLocale('fr');
    renderScreen(HomePage, '/');
    const featured = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(featured.slice(0, 3)).toEqual(['La Joconde', 'Vénus de Milo', 'Victoire de Samothrace']);
    // The hero and the first card show the same work with the same alt text (the query reads the
    // non-breaking space before the colon as a space).
    expect(screen.getAllByAltText(/^La Joconde : une femme vêtue de sombre/)).toHaveLength(2);
  });

  it('shows them in Russian', async () => {
    await changeLocale('ru');
    renderScreen(HomePage, '/');
    const featured = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(featured.slice(0, 3)).toEqual(['Джоконда', 'Венера Милосская', 'Ника Самофракийская']);
    expect(screen.getAllByAltText(/^«Джоконда»: женщина в тёмной одежде/)).toHaveLength(2);
  });
});
