import { describe, expect, it } from 'vitest';
import type { PlaceSuggestion } from '@artvoyage/contract';
import { distanceKm } from '@artvoyage/contract';
import { populationImportance } from './geo';
import { dropAmbiguousAlternates, parseCityLine } from './gazetteer';
import { isSearchableName, normalisePlaceName } from './normalise';
import { candidate, dedupe, mergeSuggestions, samePlace } from './ranking';

const place = (overrides: Partial<PlaceSuggestion>): PlaceSuggestion => ({
  id: 'x',
  name: 'Somewhere',
  kind: 'landmark',
  lat: 0,
  lng: 0,
  importance: 1,
  source: 'local',
  ...overrides,
});

describe('normalisePlaceName', () => {
  it.each([
    ['Sacré-Cœur Basilica', 'sacre coeur basilica'],
    ['  SÃO   Paulo ', 'sao paulo'],
    ['Musée d’Orsay', 'musee d orsay'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['Ærøskøbing', 'aeroskobing'],
    ['Washington, D.C.', 'washington d c'],
    ['İstanbul', 'istanbul'],
    ['Москва', 'москва'],
    ['!!!', ''],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePlaceName(input)).toBe(expected);
  });

  it('tells names in the scripts of the app’s languages from others', () => {
    expect(isSearchableName('firenze')).toBe(true);
    expect(isSearchableName('москва')).toBe(true);
    expect(isSearchableName('φλωρεντια')).toBe(false);
    expect(isSearchableName('東京')).toBe(false);
    expect(isSearchableName('москва moscow')).toBe(true);
  });
});

describe('geo', () => {
  it('measures great-circle distances', () => {
    // Eiffel Tower to the Louvre Pyramid: about 3 km.
    expect(distanceKm({ lat: 48.8584, lng: 2.2945 }, { lat: 48.861, lng: 2.3358 })).toBeCloseTo(3.04, 1);
    expect(distanceKm({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 })).toBeLessThan(23);
  });

  it('turns population into an importance below our own places', () => {
    expect(populationImportance(15_000)).toBeCloseTo(0.235, 3);
    expect(populationImportance(1_000_000)).toBe(0.6);
    expect(populationImportance(40_000_000)).toBe(0.9);
    expect(populationImportance(0)).toBe(0);
  });
});

describe('duplicates and merging', () => {
  const paris = candidate(
    place({ id: 'paris', name: 'Paris', kind: 'destination', lat: 48.8566, lng: 2.3522 }),
  );
  const gazetteerParis = candidate(
    place({
      id: 'geonames:2988507',
      name: 'Paris',
      kind: 'city',
      source: 'gazetteer',
      lat: 48.8534,
      lng: 2.3488,
    }),
  );
  const tower = candidate(place({ id: 'eiffel-tower', name: 'Eiffel Tower', lat: 48.8584, lng: 2.2945 }), [
    'tour eiffel',
  ]);

  it('matches names on any known name, within 1 km, or 15 km for two settlements', () => {
    expect(samePlace(paris, gazetteerParis)).toBe(true);
    const photonTower = candidate(
      place({ name: 'Tour Eiffel', source: 'geocoder', lat: 48.8583, lng: 2.2944 }),
    );
    expect(samePlace(tower, photonTower)).toBe(true);
    const farTower = candidate(place({ name: 'Tour Eiffel', source: 'geocoder', lat: 48.87, lng: 2.2945 }));
    expect(samePlace(tower, farTower)).toBe(false);
    const texas = candidate(place({ name: 'Paris', kind: 'city', lat: 33.66, lng: -95.55 }));
    expect(samePlace(paris, texas)).toBe(false);
  });

  it('keeps one entry per place, at the best rank, preferring our own', () => {
    const kept = dedupe([gazetteerParis, tower, paris]);
    expect(kept.map((entry) => entry.suggestion.id)).toEqual(['paris', 'eiffel-tower']);
  });

  it('puts the geocoder after local results, without duplicates, up to the limit', () => {
    const photon = candidate(
      place({ id: 'osm:N1', name: 'Tour Eiffel', source: 'geocoder', lat: 48.8583, lng: 2.2944 }),
    );
    const uluru = candidate(
      place({ id: 'osm:N2', name: 'Uluru', source: 'geocoder', lat: -25.34, lng: 131.03 }),
    );
    expect(mergeSuggestions([paris, tower], [photon, uluru], 8).map((entry) => entry.id)).toEqual([
      'paris',
      'eiffel-tower',
      'osm:N2',
    ]);
    expect(mergeSuggestions([paris, tower], [uluru], 2).map((entry) => entry.id)).toEqual([
      'paris',
      'eiffel-tower',
    ]);
  });
});

describe('gazetteer lines', () => {
  const line = (name: string, alternates: string, population: number) =>
    [
      '3176959',
      name,
      name,
      alternates,
      '43.77925',
      '11.24626',
      'P',
      'PPLA',
      'IT',
      '',
      '16',
      'FI',
      '',
      '',
      String(population),
    ].join('\t');

  it('keeps cities from 15,000 inhabitants with Latin and Cyrillic alternate names for big ones, codes dropped', () => {
    const city = parseCityLine(line('Florence', 'FLR,Firenze,Florenz,Φλωρεντία,Fflorens,Флоренция', 349_296));
    expect(city).toMatchObject({
      geonameId: '3176959',
      name: 'Florence',
      country: 'Italy',
      population: 349_296,
    });
    expect(city?.names).toEqual(['florence', 'firenze', 'florenz', 'fflorens', 'флоренция']);
    expect(parseCityLine(line('Fiesole', 'Fesulae', 14_000))).toBeUndefined();
    expect(parseCityLine(line('Prato', 'Prado', 50_000))?.names).toEqual(['prato']);
    expect(parseCityLine('not\ta\tcity')).toBeUndefined();
  });

  it('drops alternate names that are another city’s own name', () => {
    const washington = parseCityLine(line('Washington', 'Rome,Washington DC', 600_000))!;
    const rome = parseCityLine(line('Rome', 'Roma', 2_000_000))!;
    expect(dropAmbiguousAlternates([washington, rome]).map((city) => city.names)).toEqual([
      ['washington', 'washington dc'],
      ['rome', 'roma'],
    ]);
  });
});
