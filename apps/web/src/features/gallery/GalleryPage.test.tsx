import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/shared/i18n';
import { renderScreen, setUpScreenTexts } from '@/testing/screen';
import GalleryPage from './GalleryPage';

setUpScreenTexts(['gallery']);

const renderGallery = (search = '') => renderScreen(GalleryPage, '/gallery', `/gallery${search}`);

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the gallery in each language', () => {
  it('shows the cards in French: titles, artists, excerpts and alt texts', async () => {
    await changeLocale('fr');
    renderGallery();
    expect(cardTitles()).toHaveLength(10);
    expect(cardTitles()).toContain('La Joconde');
    expect(cardTitles()).toContain('Le Radeau de la Méduse');
    expect(screen.getByText('Léonard de Vinci · vers 1503–1519')).toBeTruthy();
    expect(screen.getByText(/^Léonard de Vinci commença ce portrait/)).toBeTruthy();
    expect(screen.getByAltText(/^La Victoire de Samothrace, sans tête/)).toBeTruthy();
  });

  it('filters on the kind of the English medium, whatever the language', async () => {
    await changeLocale('ru');
    renderGallery('?filter=sculptures');
    expect(cardTitles()).toEqual([
      'Венера Милосская',
      'Ника Самофракийская',
      'Психея, оживлённая поцелуем Амура',
      'Рабы («Умирающий раб» и «Восставший раб»)',
      'Большой сфинкс из Таниса',
    ]);
    expect(screen.getByAltText(/^Безрукая мраморная Венера Милосская/)).toBeTruthy();
  });
});
