import { gamesIndexFigures, roundedDownFigure } from '@artvoyage/content/games';
import { describe, expect, it } from 'vitest';
import { figureText } from './index-figures';

describe('the games index figures', () => {
  it('say "at least" with a plus', () => {
    expect(figureText(roundedDownFigure(8), 'en')).toBe('8');
    expect(figureText(roundedDownFigure(228), 'en')).toBe('200+');
  });

  it('group their digits the locale’s way', () => {
    const figure = roundedDownFigure(1476);
    expect(figureText(figure, 'en')).toBe('1400+');
    expect(figureText(figure, 'fr')).toBe('1\u202f400+');
    expect(figureText(figure, 'ru')).toBe('1\u00a0400+');
  });

  it('read 8, 200+, 15 and 50+, as the product advertises', () => {
    const shown = (['games', 'questions', 'movements', 'masterpieces'] as const).map((key) =>
      figureText(gamesIndexFigures[key], 'en'),
    );
    expect(shown).toEqual(['8', '200+', '15', '50+']);
  });
});
