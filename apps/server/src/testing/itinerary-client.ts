import { type Itinerary, itinerarySchema } from '@artvoyage/contract';
import { expect } from 'vitest';
import { postJson } from './auth-helpers';
import type { TestServer } from './test-server';

/**
 * The calls of the itineraries API (/api/v1/itineraries) that its suites all make, as one signed-in
 * user makes them: list (checked against the contract), read one, and store one with PUT.
 */
export function itineraryClient(server: TestServer) {
  const api = (path: string) => `${server.baseUrl}/api/v1/itineraries${path}`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    api,
    bearer,
    /** The caller's itineraries; fails the test unless the answer is a 200. */
    list: async (token: string) => {
      const response = await fetch(api(''), { headers: bearer(token) });
      expect(response.status).toBe(200);
      return itinerarySchema.array().parse(await response.json());
    },
    getOne: async (token: string, id: string) => {
      const response = await fetch(api(`/${id}`), { headers: bearer(token) });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    /** Stores `body` under `id` (its own id unless told). */
    put: (token: string, body: unknown, id = (body as Itinerary).id) =>
      postJson(api(`/${id}`), body, token, 'PUT'),
  };
}

/**
 * A valid itinerary named after its id, linked to the Mona Lisa, of one day with two activities (one
 * done); `overrides` replace top-level fields.
 */
export function sampleItinerary(id: string, overrides: Partial<Itinerary> = {}): Itinerary {
  return {
    id,
    name: `Trip ${id}`,
    linkedArtworkId: 'mona-lisa',
    days: [
      {
        day: 1,
        title: 'Arrival',
        activities: [
          { time: '09:30', description: 'Check in at the hotel', completed: false, type: 'hotel' },
          { time: '14:00', description: 'Walk along the Seine', completed: true },
        ],
      },
    ],
    ...overrides,
  };
}
