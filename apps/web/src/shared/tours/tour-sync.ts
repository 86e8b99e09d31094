import type { TourId, TourVisitBody, TourVisitRecord } from '@artvoyage/contract';
import { RoundSync } from '@/shared/sync/round-sync';
import type { TourModeState, TourStops } from './tour-mode';
import { changedTours, mergeWithAccount, visitBody, withAccountAnswer } from './tour-visit-merge';

export interface TourSyncOptions {
  tours: readonly TourStops[];
  /** The account's visits (GET). */
  fetchAll: () => Promise<TourVisitRecord[]>;
  /** Sends one tour's visit; answers the visit the account kept (PUT). */
  putVisit: (tourId: TourId, body: TourVisitBody) => Promise<TourVisitRecord>;
  read: () => TourModeState;
  /** Rewrites the device's tours with what came from the account. */
  apply: (change: (before: TourModeState) => TourModeState) => void;
}

/**
 * Keeps a signed-in visitor's tour progress in step with their account: first the account's visits
 * are merged with the device's (newest wins) and the device's newer ones sent, then each local change
 * is sent. Rounds never overlap. A failed round (offline, server down) leaves tour mode as it is and
 * keeps what was not sent, to try again at the next change or the next start.
 */
export class TourSync extends RoundSync {
  private merged = false;
  private readonly pending = new Set<TourId>();

  constructor(private readonly options: TourSyncOptions) {
    super();
  }

  /** The visitor changed their tours on this device. */
  changed(before: TourModeState, after: TourModeState): void {
    for (const id of changedTours(before, after)) this.pending.add(id);
    void this.syncNow();
  }

  protected round(): Promise<void> {
    return this.send().catch((error: unknown) => {
      // A request cut short by sign-out is no failure to report.
      if (!this.stopped) console.warn('Tour progress could not reach the account; retried later', error);
    });
  }

  /** Merges with the account once, then sends the tours changed since the last round. */
  private async send(): Promise<void> {
    const { tours } = this.options;
    if (!this.merged) {
      const account = await this.options.fetchAll();
      if (this.stopped) return;
      this.options.apply((local) => {
        const merged = mergeWithAccount(local, account, tours);
        for (const id of merged.send) this.pending.add(id);
        return sameVisits(local, merged.state) ? local : merged.state;
      });
      this.merged = true;
    }
    const ids = [...this.pending];
    this.pending.clear();
    for (const [index, id] of ids.entries()) {
      const visit = this.options.read()[id];
      if (!visit) continue;
      try {
        const kept = await this.options.putVisit(id, visitBody(visit));
        if (this.stopped) return;
        this.options.apply((state) => withAccountAnswer(state, kept, tours));
      } catch (error) {
        for (const unsent of ids.slice(index)) this.pending.add(unsent);
        throw error;
      }
    }
  }
}

/** Whether a merge changed nothing, so the device's storage is not rewritten for nothing. */
function sameVisits(a: TourModeState, b: TourModeState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
