import type { Itinerary } from '@artvoyage/contract';
import type { StorageLike } from './itinerary-store';

/** Test-only helpers (imported by the *.test.ts files beside this one). */

export function makeItinerary(overrides: Partial<Itinerary> = {}): Itinerary {
  return {
    id: 'itinerary-1700000000000-sample01',
    name: 'Parisian Dream inspired by Mona Lisa',
    linkedArtworkId: 'mona-lisa',
    days: [
      {
        day: 1,
        title: 'Arrival and Artistic Immersion',
        activities: [
          { time: '14:00', description: 'Check in at a hotel in Le Marais', completed: false, type: 'hotel' },
          { time: '16:00', description: 'Visit the Louvre', completed: false, type: 'museum' },
        ],
      },
      {
        day: 2,
        title: 'Exploring the Seine',
        activities: [
          { time: '10:00', description: 'Morning river cruise', completed: false, type: 'sightseeing' },
        ],
      },
    ],
    ...overrides,
  };
}

/** A Map-backed Storage whose writes can be made to fail like a full localStorage. */
export class FakeStorage implements StorageLike {
  readonly data = new Map<string, string>();
  failWrites = false;
  failReads = false;

  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}
