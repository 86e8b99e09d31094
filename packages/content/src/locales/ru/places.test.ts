import { describe, expect, it } from 'vitest';
import { factMismatches, textsIn } from '../../i18n/facts';
import { englishPlacesPack } from '../../places/texts';
import ruPlaces from './places';

/*
 * The checks of locales/parity.test.ts, run on the Russian places pack before it is registered there.
 * Once the pack is in `translatedPacks`, the parity test covers it and this file may be folded into it.
 */

/** Texts left identical to the English on purpose, by path, each with its reason (none: all are Cyrillic). */
const keptInEnglish: Readonly<Record<string, string>> = {};

describe('the Russian places pack', () => {
  it('has every text of the English, in the same order, and no other', () => {
    const english = textsIn(englishPlacesPack).map(([path]) => path);
    const translated = textsIn(ruPlaces).map(([path]) => path);
    expect(translated).toEqual(english);
  });

  it('keeps every number of the English', () => {
    expect(factMismatches(englishPlacesPack, ruPlaces, 'ru')).toEqual([]);
  });

  it('is translated: no text is left in English unless listed', () => {
    const source = new Map(textsIn(englishPlacesPack));
    const untranslated = textsIn(ruPlaces)
      .filter(([path, text]) => text.length > 3 && text === source.get(path) && !(path in keptInEnglish))
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = textsIn(ruPlaces).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('writes its thousands with a non-breaking space and its quotes as «ёлочки» and „лапки“', () => {
    const texts = textsIn(ruPlaces).map(([, text]) => text);
    expect(texts.filter((text) => /\d \d{3}(?!\d)/.test(text))).toEqual([]);
    // „Лапки“ open with „ and close with “, so a “ without its „ is an English quote left over.
    const englishQuotes = (text: string) =>
      /["”]/.test(text) || (text.match(/“/g)?.length ?? 0) !== (text.match(/„/g)?.length ?? 0);
    expect(texts.filter(englishQuotes)).toEqual([]);
  });
});
