import { type TourVisitRecord, tourVisitListSchema, tourVisitsApiPath } from '@artvoyage/contract';
import { fetchParsed } from '@/shared/api/parse-response';
import { accessToken } from '@/shared/auth/access-token';

/** Every tour visit the signed-in account holds (not a query: tour sync merges it into the device's). */
export async function fetchTourVisits(): Promise<TourVisitRecord[]> {
  const list = await fetchParsed(tourVisitListSchema, tourVisitsApiPath, { token: await accessToken() });
  return list.visits;
}
