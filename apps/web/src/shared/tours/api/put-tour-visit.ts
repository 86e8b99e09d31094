import {
  type TourId,
  type TourVisitBody,
  type TourVisitRecord,
  tourVisitApiPath,
  tourVisitSchema,
} from '@artvoyage/contract';
import { fetchParsed } from '@/shared/api/parse-response';
import { accessToken } from '@/shared/auth/access-token';

/** Sends one tour's visit; the answer is what the account kept (the newest change wins). */
export async function putTourVisit(tourId: TourId, body: TourVisitBody): Promise<TourVisitRecord> {
  return fetchParsed(tourVisitSchema, tourVisitApiPath(tourId), {
    method: 'PUT',
    token: await accessToken(),
    body,
  });
}
