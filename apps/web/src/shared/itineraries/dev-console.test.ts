// @vitest-environment happy-dom
import type { Itinerary } from '@artvoyage/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installDevConsole, type ItineraryDevConsole } from './dev-console';
import { ItineraryStore } from './itinerary-store';
import { FakeStorage, makeItinerary } from './test-fixtures';

const demos = (): Itinerary[] => [
  makeItinerary({
    id: 'itinerary-1-roman',
    name: 'Roman Adventure inspired by Psyche',
    linkedArtworkId: 'psyche-cupid',
  }),
  makeItinerary({ id: 'itinerary-1-paris', name: 'Parisian Dream inspired by Mona Lisa' }),
  makeItinerary({
    id: 'itinerary-1-greek',
    name: 'Greek Odyssey inspired by Venus',
    linkedArtworkId: 'venus-de-milo',
  }),
];

afterEach(() => {
  delete window.artvoyageItineraries;
});

describe('installDevConsole', () => {
  it('exposes the store operations on window and loads the demos into an empty store', () => {
    const store = new ItineraryStore(new FakeStorage(), { sample: () => makeItinerary() });
    const devConsole = installDevConsole(store, demos);
    expect(window.artvoyageItineraries).toBe(devConsole);
    expect(devConsole.list().map((it) => it.linkedArtworkId)).toEqual([
      'psyche-cupid',
      'mona-lisa',
      'venus-de-milo',
    ]);
    const roman = devConsole.listByArtwork('psyche-cupid')[0]!;
    expect(devConsole.toggleActivity(roman.id, 0, 0)?.days[0]?.activities[0]?.completed).toBe(true);
    expect(
      devConsole.addActivity(roman.id, 1, { time: '20:00', description: 'Dinner in Trastevere' }),
    ).not.toBeNull();
    expect(
      devConsole.editActivity(roman.id, 1, 1, { time: '20:30', description: 'Late dinner' }),
    ).not.toBeNull();
    expect(devConsole.deleteActivity(roman.id, 1, 1)).toBe(true);
    expect(devConsole.update(roman.id, { name: 'Renamed' })?.name).toBe('Renamed');
    expect(devConsole.get(roman.id)?.name).toBe('Renamed');
    expect(devConsole.delete(roman.id)).toBe(true);
    devConsole.clearAll();
    expect(devConsole.list()).toEqual([]);
    expect(devConsole.loadDemo()).toHaveLength(3);
    expect(store.list()).toHaveLength(3);
  });
  it('does not load the demos when itineraries exist', () => {
    const store = new ItineraryStore(new FakeStorage());
    const mine = store.create(makeItinerary({ id: 'itinerary-2-mine' }));
    const demoSpy = vi.fn(demos);
    installDevConsole(store, demoSpy);
    expect(demoSpy).not.toHaveBeenCalled();
    expect(store.list()).toEqual([mine]);
  });
  it('loads the demos into a store the user emptied (empty, not only first use)', () => {
    const store = new ItineraryStore(new FakeStorage());
    store.clearAll();
    installDevConsole(store, demos);
    expect(store.list()).toHaveLength(3);
  });
  it('installs on a given target and survives a failure while loading the demos', () => {
    const storage = new FakeStorage();
    storage.failWrites = true;
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const target: { artvoyageItineraries?: ItineraryDevConsole } = {};
    const devConsole = installDevConsole(new ItineraryStore(storage), demos, target);
    expect(target.artvoyageItineraries).toBe(devConsole);
    expect(window.artvoyageItineraries).toBeUndefined();
    expect(errorSpy).toHaveBeenCalledOnce();
    errorSpy.mockRestore();
  });
});
