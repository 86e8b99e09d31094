import {
  tourVisitApiPath,
  tourVisitsApiPath,
  type TourId,
  type TourVisitBody,
  type TourVisitList,
  type TourVisitRecord,
} from '@artvoyage/contract';
import { tours } from '@artvoyage/content';
import { apiFetch } from '@/shared/api/http';
import { accessToken } from '@/shared/auth/access-token';
import { applyAccountTours, onLocalTourChange, readTourModeNow } from './tour-store';
import { TourSync } from './tour-sync';

/*
 * Tour sync wired to the real parts: the tour store, the tour-visit routes and the auth runtime's
 * (refreshed) access token. Loaded only once someone is signed in.
 */

async function fetchAll(): Promise<TourVisitRecord[]> {
  const list = await apiFetch<TourVisitList>(tourVisitsApiPath, { token: await accessToken() });
  return list.visits;
}

async function putVisit(tourId: TourId, body: TourVisitBody): Promise<TourVisitRecord> {
  return apiFetch<TourVisitRecord>(tourVisitApiPath(tourId), {
    method: 'PUT',
    token: await accessToken(),
    body,
  });
}

/** Keeps the signed-in account's tour progress in step with this tab; returns the stop function. */
export function startTourSync(): () => void {
  const sync = new TourSync({ tours, fetchAll, putVisit, read: readTourModeNow, apply: applyAccountTours });
  const stopListening = onLocalTourChange((before, after) => sync.changed(before, after));
  void sync.start();
  return () => {
    stopListening();
    sync.stop();
  };
}
