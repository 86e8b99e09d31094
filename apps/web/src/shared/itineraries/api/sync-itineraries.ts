import { type Itinerary, type ItinerarySyncRequest, itinerarySyncResponseSchema } from '@artvoyage/contract';
import { fetchParsed } from '@/shared/api/parse-response';
import { accessToken } from '@/shared/auth/access-token';

/**
 * One round of account sync (POST /api/v1/itineraries/sync): the device's changes go, the account's
 * whole list comes back, checked against the contract before it replaces anything on the device (a
 * malformed answer is a failed round: the sync status says so and the changes stay pending).
 */
export async function syncItineraries(body: ItinerarySyncRequest): Promise<Itinerary[]> {
  const response = await fetchParsed(itinerarySyncResponseSchema, '/api/v1/itineraries/sync', {
    method: 'POST',
    token: await accessToken(),
    body,
  });
  return response.itineraries;
}
