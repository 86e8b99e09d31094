import { describe, expect, it } from 'vitest';
import { firstSentences } from './sentences';

describe('firstSentences', () => {
  it('keeps abbreviations and initials inside a sentence', () => {
    expect(firstSentences('Made c. 1503 by J. Smith. Sold in 1518. Stolen in 1911.', 2)).toBe(
      'Made c. 1503 by J. Smith. Sold in 1518.',
    );
    expect(firstSentences('Réalisée vers 190 av. J.-C. Pour Rhodes. Trouvée en 1863.', 1)).toBe(
      'Réalisée vers 190 av. J.-C.',
    );
    expect(firstSentences('Создана ок. 1900 г. до н. э. Найдена в 1825 году. Куплена в 1826 году.', 2)).toBe(
      'Создана ок. 1900 г. до н. э. Найдена в 1825 году.',
    );
  });

  it('crosses paragraphs and stops at the end of the text', () => {
    expect(firstSentences('One.\n\nTwo « deux ». Three.', 5)).toBe('One. Two « deux ». Three.');
  });
});
