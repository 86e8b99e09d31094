import type { Itinerary } from '@artvoyage/contract';
import type { ItineraryStore } from './itinerary-store';

/** The developer console object, reachable as `window.artvoyageItineraries`. */
export interface ItineraryDevConsole {
  list: ItineraryStore['list'];
  get: ItineraryStore['get'];
  listByArtwork: ItineraryStore['listByArtwork'];
  create: ItineraryStore['create'];
  update: ItineraryStore['update'];
  delete: ItineraryStore['delete'];
  toggleActivity: ItineraryStore['toggleActivity'];
  editActivity: ItineraryStore['editActivity'];
  addActivity: ItineraryStore['addActivity'];
  deleteActivity: ItineraryStore['deleteActivity'];
  clearAll: ItineraryStore['clearAll'];
  /** Adds the demo itineraries (again) and returns the stored copies. */
  loadDemo: () => Itinerary[];
}

declare global {
  interface Window {
    artvoyageItineraries?: ItineraryDevConsole;
  }
}

export const DEV_CONSOLE_NAME = 'artvoyageItineraries';

/**
 * Exposes the store's operations as `target.artvoyageItineraries` and, when the store holds no
 * itinerary (checked without seeding the sample), loads the demo itineraries. A failure while
 * loading them is logged, never thrown, so a full storage cannot break start-up.
 */
export function installDevConsole(
  store: ItineraryStore,
  demoItineraries: () => Itinerary[],
  target: { artvoyageItineraries?: ItineraryDevConsole } = window,
): ItineraryDevConsole {
  const devConsole: ItineraryDevConsole = {
    list: (options) => store.list(options),
    get: (id) => store.get(id),
    listByArtwork: (artworkId) => store.listByArtwork(artworkId),
    create: (itinerary) => store.create(itinerary),
    update: (id, patch) => store.update(id, patch),
    delete: (id) => store.delete(id),
    toggleActivity: (id, day, activity) => store.toggleActivity(id, day, activity),
    editActivity: (id, day, activity, edit) => store.editActivity(id, day, activity, edit),
    addActivity: (id, day, values) => store.addActivity(id, day, values),
    deleteActivity: (id, day, activity) => store.deleteActivity(id, day, activity),
    clearAll: () => store.clearAll(),
    loadDemo: () => demoItineraries().map((itinerary) => store.create(itinerary)),
  };
  target.artvoyageItineraries = devConsole;
  try {
    if (store.list({ seed: false }).length === 0) devConsole.loadDemo();
  } catch (error) {
    console.error('Could not load the demo itineraries', error);
  }
  return devConsole;
}
