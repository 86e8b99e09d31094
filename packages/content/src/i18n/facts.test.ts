import { describe, expect, it } from 'vitest';
import { factMismatches, factsOf, numbersIn } from './facts';

describe('numbersIn', () => {
  it('reads thousands and decimals the way each language writes them', () => {
    expect(numbersIn('1,500 visitors paid €3.5', 'en')).toEqual(['1500', '3.5']);
    expect(numbersIn('1 500 visiteurs ont payé 3,5 €', 'fr')).toEqual(['1500', '3.5']);
    expect(numbersIn('1\u202f500 посетителей заплатили 3,5 €', 'ru')).toEqual(['1500', '3.5']);
  });

  it('keeps a list of years apart', () => {
    expect(numbersIn('in 1503, 1516 and 1519', 'en')).toEqual(['1503', '1516', '1519']);
    expect(numbersIn('en 1503, 1516 et 1519', 'fr')).toEqual(['1503', '1516', '1519']);
    expect(numbersIn('в 1503, 1516 и 1519 годах', 'ru')).toEqual(['1503', '1516', '1519']);
  });

  it('reads clock times in each notation', () => {
    expect(numbersIn('from 9:00 to 18:30', 'en')).toEqual(['9:00', '18:30']);
    expect(numbersIn('de 9 h à 18 h 30', 'fr')).toEqual(['9:00', '18:30']);
    expect(numbersIn('с 09:00 до 18:30', 'ru')).toEqual(['9:00', '18:30']);
  });

  it('reads centuries and ordinals', () => {
    expect(numbersIn('the 19th century', 'en')).toEqual(['19']);
    expect(numbersIn('au XIXe siècle, le 1er mai', 'fr')).toEqual(['19', '1']);
    expect(numbersIn('Le Sacre de Napoléon Ier, au Ier siècle', 'fr')).toEqual(['1']);
    expect(numbersIn('в XIX веке, 20-го числа', 'ru')).toEqual(['19', '20']);
  });

  it('reads centuries spelt out as the same facts as numerals', () => {
    expect(numbersIn('through the nineteenth century, in the late twentieth-century', 'en')).toEqual([
      '19',
      '20',
    ]);
    expect(numbersIn('the fourth century BC, the second century AD', 'en')).toEqual(['4', '2']);
    expect(numbersIn('au dix-neuvième siècle, au IVe siècle', 'fr')).toEqual(['19', '4']);
    expect(numbersIn('в девятнадцатом веке, в пятнадцатом столетии, в IV в. до н. э.', 'ru')).toEqual([
      '19',
      '15',
      '4',
    ]);
    expect(numbersIn('the second day, la première fois', 'en')).toEqual([]);
  });

  it('reads Egyptian dynasties in Roman numerals', () => {
    expect(numbersIn('the 21st and 22nd Dynasties', 'en')).toEqual(['21', '22']);
    expect(numbersIn('les XXIe et XXIIe dynasties', 'fr')).toEqual(['21', '22']);
    expect(numbersIn('при XXI и XXII династиях, Аменемхет II (XII династия)', 'ru')).toEqual([
      '21',
      '22',
      '12',
    ]);
  });

  it('ignores the order of a sentence', () => {
    expect(factsOf('77 cm × 53 cm, 1503', 'en')).toEqual(factsOf('1503 : 53 × 77 cm', 'fr'));
  });
});

describe('factMismatches', () => {
  const english = { title: 'Mona Lisa', facts: ['Stolen in 1911.', 'Found in 1913.'] };

  it('accepts a translation with the same numbers', () => {
    const french = { title: 'La Joconde', facts: ['Volée en 1911.', 'Retrouvée en 1913.'] };
    expect(factMismatches(english, french, 'fr')).toEqual([]);
  });

  it('reports a changed year, a missing text and an extra one', () => {
    const wrong = { title: 'Джоконда', facts: ['Украдена в 1912 году.'], extra: '1' };
    expect(factMismatches(english, wrong, 'ru').map((mismatch) => mismatch.path)).toEqual([
      'facts[0]',
      'facts[1]',
      'extra',
    ]);
  });

  it('leaves out the listed exceptions', () => {
    const french = {
      title: 'La Joconde',
      facts: ['Volée en 1911.', 'Retrouvée à la fin de 1913, 2 ans après.'],
    };
    expect(factMismatches(english, french, 'fr', ['facts[1]'])).toEqual([]);
  });
});
