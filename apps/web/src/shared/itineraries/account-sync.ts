import type { Itinerary } from '@artvoyage/contract';
import { NetworkError } from '@/shared/api/http';
import type { ItineraryStore, StorageLike } from './itinerary-store';
import { applySync, planSync, type SyncRequestBody, type SyncRules } from './sync-plan';
import { readSyncState, writeSyncState } from './sync-state';
import type { SyncStatus } from './sync-status';
import { errorText } from '@/shared/i18n';
import { RoundSync } from '@/shared/sync/round-sync';

export interface AccountSyncOptions {
  userId: string;
  store: ItineraryStore;
  storage: StorageLike;
  /** One round trip to the account: sends the changes, answers with the account's whole list. */
  send: (body: SyncRequestBody) => Promise<Itinerary[]>;
  rules: SyncRules;
  /** The device's list was rewritten (screens re-read it). */
  onApplied: () => void;
  onStatus: (status: SyncStatus) => void;
  /** Itineraries this device handed to the account and the account kept (new there): they earn XP. */
  onNewInAccount?: (ids: string[]) => void;
  /** Waits before the first retry after a network failure; doubles up to a minute. */
  retryDelayMs?: number;
  /** Groups quick successive edits into one round. */
  debounceMs?: number;
}

const maxRetryDelayMs = 60_000;

/**
 * Keeps one signed-in account's itineraries in step with the device: a round at start, one shortly
 * after each local change, one when the network comes back. Rounds never overlap (a change during a
 * round asks for another); network failures are retried with backoff, and nothing pending is lost
 * meanwhile because pending changes live in storage, not in this object.
 */
export class AccountSync extends RoundSync {
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay: number;
  private lastRoundAt = 0;

  constructor(private readonly options: AccountSyncOptions) {
    super();
    this.retryDelay = options.retryDelayMs ?? 2000;
  }

  override stop(): void {
    super.stop();
    clearTimeout(this.retryTimer);
    clearTimeout(this.debounceTimer);
  }

  /** A local change was recorded: sync soon. */
  changed(): void {
    if (this.stopped) return;
    clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => void this.syncNow(), this.options.debounceMs ?? 300);
  }

  /** Syncs unless a round ran in the last `minIntervalMs` (used when the tab becomes visible again). */
  refresh(minIntervalMs: number): void {
    if (Date.now() - this.lastRoundAt >= minIntervalMs) void this.syncNow();
  }

  protected async round(): Promise<void> {
    // This round does what a pending retry or a debounced change would have started.
    clearTimeout(this.retryTimer);
    clearTimeout(this.debounceTimer);
    const { store, storage, userId, rules } = this.options;
    this.lastRoundAt = Date.now();
    this.options.onStatus({ state: 'syncing' });
    let plan;
    try {
      plan = planSync(store.list(), readSyncState(storage), userId, rules);
    } catch (error) {
      this.options.onStatus({ state: 'failed', message: messageOf(error) });
      return;
    }
    if (plan.unsendable.length > 0) {
      console.warn(
        `${plan.unsendable.length} itinerary(ies) stay on this device only: not valid for the account`,
      );
    }
    let server: Itinerary[];
    try {
      server = await this.options.send(plan.request);
    } catch (error) {
      if (this.stopped) return;
      if (error instanceof NetworkError) {
        this.options.onStatus({ state: 'offline' });
        this.scheduleRetry();
      } else {
        // The server refused (limit reached, invalid data, session gone): retrying will not help
        // until something changes; the changes stay pending on the device.
        this.options.onStatus({ state: 'failed', message: messageOf(error) });
      }
      return;
    }
    if (this.stopped) return;
    try {
      const outcome = applySync(server, store.list({ seed: false }), readSyncState(storage), plan, rules);
      store.replaceAll(outcome.itineraries);
      writeSyncState(storage, outcome.state);
    } catch (error) {
      this.options.onStatus({ state: 'failed', message: messageOf(error) });
      return;
    } finally {
      this.options.onApplied();
    }
    this.retryDelay = this.options.retryDelayMs ?? 2000;
    this.options.onStatus({ state: 'synced', at: Date.now() });
    const before = new Set(plan.state.synced);
    const kept = new Set(server.map((itinerary) => itinerary.id));
    const added = plan.sent.filter((id) => kept.has(id) && !before.has(id));
    if (added.length > 0) this.options.onNewInAccount?.(added);
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.syncNow(), this.retryDelay);
    this.retryDelay = Math.min(this.retryDelay * 2, maxRetryDelayMs);
  }
}

function messageOf(error: unknown): string {
  return errorText(error, String(error));
}
