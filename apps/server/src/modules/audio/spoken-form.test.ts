import { describe, expect, it } from 'vitest';
import { artworkIds } from '@artvoyage/contract';
import { narrationIn } from '@artvoyage/content/locales/narrations';
import { prepareNarration } from './narration';
import { russianOrdinal, spokenForm } from './spoken-form';

describe('russianOrdinal', () => {
  it.each([
    [1503, 'gen', 'тысяча пятьсот третьего'],
    [1911, 'pre', 'тысяча девятьсот одиннадцатом'],
    [1820, 'gen', 'тысяча восемьсот двадцатого'],
    [1804, 'gen', 'тысяча восемьсот четвёртого'],
    [1787, 'ins', 'тысяча семьсот восемьдесят седьмым'],
    [1562, 'pre', 'тысяча пятьсот шестьдесят втором'],
    [1940, 'nom', 'тысяча девятьсот сороковой'],
    [1900, 'dat', 'тысяча девятисотому'],
    [2600, 'gen', 'две тысячи шестисотого'],
    [2000, 'pre', 'двухтысячном'],
    [1000, 'nom', 'тысячный'],
    [190, 'gen', 'сто девяностого'],
    [125, 'gen', 'сто двадцать пятого'],
    [3, 'nom', 'третий'],
    [1913, 'ins', 'тысяча девятьсот тринадцатым'],
  ] as const)('%i in the %s case is "%s"', (year, grammaticalCase, words) => {
    expect(russianOrdinal(year, grammaticalCase)).toBe(words);
  });

  it('refuses what is not a year it can say', () => {
    expect(() => russianOrdinal(0, 'nom')).toThrow(RangeError);
    expect(() => russianOrdinal(10_000, 'nom')).toThrow(RangeError);
  });
});

describe('spokenForm', () => {
  it('leaves English as written', () => {
    expect(spokenForm('King Louis the Eighteenth gave her to the Louvre in 1821.', 'en')).toBe(
      'King Louis the Eighteenth gave her to the Louvre in 1821.',
    );
  });

  it('says French regnal numbers and "av. J.-C." in words, keeping the end of a sentence', () => {
    expect(spokenForm('le roi François Ier, Louis XVIII, Pie VII et Jules II.', 'fr')).toBe(
      'le roi François premier, Louis 18, Pie 7 et Jules 2.',
    );
    expect(spokenForm('entre 150 et 125\u00a0av.\u00a0J.-C. Elle représente', 'fr')).toBe(
      'entre 150 et 125\u00a0avant Jésus-Christ. Elle représente',
    );
    expect(spokenForm('vers 190\u00a0av.\u00a0J.-C., probablement', 'fr')).toBe(
      'vers 190\u00a0avant Jésus-Christ, probablement',
    );
    expect(spokenForm('un grand X. Le XIXe siècle', 'fr')).toBe('un grand X. Le XIXe siècle');
  });

  it('says Russian years as ordinals in the case "год" asks for', () => {
    expect(spokenForm('В 1911 году картину похитили, а в январе 1914 года она вернулась.', 'ru')).toBe(
      'В тысяча девятьсот одиннадцатом году картину похитили, а в январе тысяча девятьсот четырнадцатого года она вернулась.',
    );
    expect(spokenForm('в 1818–1819 годах, между 1787 и 1793 годами, к 1914 году', 'ru')).toBe(
      'в тысяча восемьсот восемнадцатом — тысяча восемьсот девятнадцатом годах, ' +
        'между тысяча семьсот восемьдесят седьмым и тысяча семьсот девяносто третьим годами, ' +
        'к тысяча девятьсот четырнадцатому году',
    );
    expect(spokenForm('около 150–125 годов до\u00a0н.\u00a0э. Скорее всего', 'ru')).toBe(
      'около сто пятидесятого — сто двадцать пятого годов до\u00a0нашей эры. Скорее всего',
    );
    expect(spokenForm('около 190 года до\u00a0н.\u00a0э., вероятно; 1\u00a0500 человек', 'ru')).toBe(
      'около сто девяностого года до\u00a0нашей эры, вероятно; 1500 человек',
    );
  });

  // Every guide as the voices will read it: plain letters and punctuation, no Roman numeral left for the
  // French voice, no digit left for the Russian one (it would read a year as a cardinal).
  it.each(artworkIds.flatMap((id) => [[id, 'fr'] as const, [id, 'ru'] as const]))(
    'leaves %s in %s nothing the voice would misread',
    (id, locale) => {
      const spoken = prepareNarration(spokenForm(narrationIn(id, locale), locale));
      expect(spoken).toMatch(/^[\p{L}\d ,.;:'"?!-]+$/u);
      expect(spoken).not.toMatch(/\b(?:[IVXL]{2,}|I)\b|av\. J/);
      if (locale === 'ru') expect(spoken).not.toMatch(/\d/);
    },
  );
});
