import { describe, expect, it } from 'vitest';
import { textsIn } from '../i18n/facts';
import { translatedPacks, type ContentPackName } from '../i18n/packs';
import russianKnowledge from '../knowledge/ru';

/**
 * The artists' names as Russian museum texts write them, each with the variants that slip in beside
 * it (a missing hyphen, another transliteration, a declined form of a name that does not decline).
 * Every case of the right form passes: «Жака-Луи Давида», «Жаку-Луи Давиду».
 */
const spellings = [
  { name: 'Жак-Луи Давид', wrong: /Жак\p{L}*(?:\s|[\u2010-\u2015])+Луи|Дэвид/u },
  { name: 'Теодор Жерико', wrong: /Жэрико|Герико|Жерико\p{L}/u },
  { name: 'Эжен Делакруа', wrong: /Делякруа|Деллакруа|Делакруа\p{L}|Эжэн|Евгени\p{L}* Делакруа/u },
  {
    name: 'Леонардо да Винчи',
    wrong: /Леонардо(?:\s|-)+(?:Да|ди)(?:\s|-)+Винчи|Леонардо(?:\s|-)+да-Винчи|Давинчи/u,
  },
  {
    name: 'Микеланджело',
    wrong: /Микельанджело|Микеланжело|Микеланджелло|Буанарр?оти|Буонаротти/u,
  },
] as const;

function misspellings(value: unknown): string[] {
  return textsIn(value).flatMap(([path, text]) =>
    spellings.flatMap(({ name, wrong }) => {
      const found = new RegExp(wrong.source, 'gu').exec(text);
      return found ? [`${path}: «${found[0]}» for «${name}»`] : [];
    }),
  );
}

describe('Russian artists’ names', () => {
  it.each(Object.keys(translatedPacks.ru) as ContentPackName[])(
    'are spelt one way in the %s pack',
    (name) => {
      expect(misspellings(translatedPacks.ru[name])).toEqual([]);
    },
  );

  it('are spelt one way in the art expert’s knowledge', () => {
    expect(misspellings(russianKnowledge)).toEqual([]);
  });

  it.each([
    'Жак Луи Давид',
    'картину Жаку Луи Давиду',
    'Жерикоа',
    'Делякруа',
    'Леонардо Да Винчи',
    'Микельанджело',
  ])('flag «%s»', (text) => {
    expect(misspellings(text)).toHaveLength(1);
  });

  it('let every case of the right forms through', () => {
    expect(
      misspellings([
        'Жака-Луи Давида',
        'Жаком-Луи Давидом',
        'Теодора Жерико',
        'Эжену Делакруа',
        '«Да Винчи» значит «из Винчи»',
        'Микеланджело Буонарроти',
      ]),
    ).toEqual([]);
  });
});
