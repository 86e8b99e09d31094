import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/shared/i18n';
import { renderScreen, setUpScreenTexts } from '@/testing/screen';
import TourPage from './TourPage';

setUpScreenTexts(['tours']);

const renderTour = (slug: string) => renderScreen(TourPage, '/guided-tours/:slug', `/guided-tours/${slug}`);

const stops = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('a tour page in each language', () => {
  it.each([
    {
      language: 'Russian',
      locale: 'ru',
      slug: 'renaissance',
      expected: [
        '1Джоконда — Леонардо да Винчи',
        '2Брак в Кане Галилейской — Паоло Веронезе',
        '3Рабы («Умирающий раб» и «Восставший раб») — Микеланджело Буонарроти',
      ],
    },
    {
      language: 'French',
      locale: 'fr',
      slug: 'french',
      expected: [
        '1La Liberté guidant le peuple — Eugène Delacroix',
        '2Le Sacre de Napoléon — Jacques-Louis David',
        '3Le Radeau de la Méduse — Théodore Géricault',
      ],
    },
  ] as const)('names its artworks and their artists in $language', async ({ locale, slug, expected }) => {
    await changeLocale(locale);
    renderTour(slug);
    expect(stops()).toEqual(expected);
  });
});
