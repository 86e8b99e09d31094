import { destinations, landmarks } from '@artvoyage/content/places';
import frPlaces from '@artvoyage/content/locales/fr/places';
import ruPlaces from '@artvoyage/content/locales/ru/places';
import type { PlaceSuggestion } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import { countryNames, localizeSuggestion, toMapItems, type MapItem } from './map-items';

// The API's rows are the bundled English places without their search names.
const destinationRows = destinations.map(({ alternateNames: _names, ...row }) => row);
const landmarkRows = landmarks.map(
  ({ alternateNames: _names, culturalContext: _c, visitTips: _t, ...row }) => row,
);

const byId = (items: readonly MapItem[], id: string) => items.find((item) => item.id === id);

describe('map items in the visitor’s language', () => {
  it('overlays the French texts on the English rows by id, keeping the English name for the base map', () => {
    const items = toMapItems(destinationRows, landmarkRows, frPlaces);
    expect(byId(items, 'london')).toMatchObject({
      name: 'Londres',
      sourceName: 'London',
      country: 'Royaume-Uni',
      latitude: 51.5074,
    });
    const tower = byId(items, 'eiffel-tower');
    expect(tower).toMatchObject({
      name: 'Tour Eiffel',
      sourceName: 'Eiffel Tower',
      openingHours:
        'Généralement tous les jours de 9\u00a0h\u00a030 à 23\u00a0h\u00a045 (dès 9\u00a0h en été)',
      admission: { kind: 'from', euros: 4 },
    });
    expect(tower?.description).toMatch(/^La tour en fer puddlé de Gustave Eiffel/);
    expect(byId(items, 'grand-egyptian-museum')?.name).toBe('Grand Musée égyptien');
    // Every row has its translation.
    const english = toMapItems(destinationRows, landmarkRows);
    const unchanged = items.filter((item, index) => item.description === english[index]?.description);
    expect(unchanged).toEqual([]);
  });

  it('stays English without a pack, and for a row the pack does not know', () => {
    const [paris] = toMapItems(destinationRows.slice(0, 1), []);
    expect(paris).toMatchObject({ name: 'Paris', description: destinationRows[0]?.description });
    const [newcomer] = toMapItems(
      [],
      [{ ...landmarkRows[0]!, id: 'not-yet-translated', name: 'Newcomer' }],
      frPlaces,
    );
    expect(newcomer).toMatchObject({ name: 'Newcomer', sourceName: 'Newcomer' });
  });

  it('names our own search results and every country in French, and leaves the gazetteer’s city names', () => {
    const countries = countryNames(destinationRows, frPlaces, 'fr');
    expect(countries.get('United Kingdom')).toBe('Royaume-Uni');
    const suggestion = (place: Partial<PlaceSuggestion>): PlaceSuggestion => ({
      id: 'x',
      name: 'x',
      kind: 'city',
      lat: 0,
      lng: 0,
      importance: 1,
      source: 'local',
      ...place,
    });
    const inFrench = (place: PlaceSuggestion) => localizeSuggestion(place, frPlaces, countries);
    const gazetteerCity = (geonameId: number, name: string, country: string) =>
      suggestion({ id: `geonames:${geonameId}`, name, country, source: 'gazetteer' });
    const london = suggestion({
      id: 'london',
      name: 'London',
      kind: 'destination',
      country: 'United Kingdom',
    });
    expect(inFrench(london)).toMatchObject({ name: 'Londres', country: 'Royaume-Uni' });
    const colosseum = suggestion({ id: 'colosseum', name: 'Colosseum', kind: 'landmark', country: 'Italy' });
    expect(inFrench(colosseum)).toMatchObject({ name: 'Colisée', country: 'Italie' });
    const munich = gazetteerCity(2867714, 'Munich', 'Germany');
    expect(inFrench(munich)).toMatchObject({ name: 'Munich', country: 'Allemagne' });
    const tokyo = gazetteerCity(1850147, 'Tokyo', 'Japan');
    // A country none of our destinations is in is named by the browser's own list of regions.
    expect(inFrench(tokyo)).toEqual({ ...tokyo, country: 'Japon' });
    expect(localizeSuggestion(london, undefined, countries)).toEqual(london);
  });

  it('names every country in Russian, ours as our texts write them, and keeps English as it is', () => {
    const countries = countryNames(destinationRows, ruPlaces, 'ru');
    expect(countries.get('Belgium')).toBe('Бельгия');
    expect(countries.get('Japan')).toBe('Япония');
    expect(countries.get('United States')).toBe('Соединенные Штаты');
    expect(countries.get('Italy')).toBe('Италия');
    // A name the browser's list does not hold (an old server's spelling) stays as the server sent it.
    expect(countries.get('Atlantis')).toBeUndefined();
    expect(countryNames(destinationRows, undefined, 'en').size).toBe(0);
  });
});
