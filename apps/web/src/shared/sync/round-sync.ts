import { SerialRounds } from './serial-rounds';

/**
 * What the account syncs (itineraries, tour progress) have in common: rounds one at a time through
 * SerialRounds, started at once, asked for again on demand, drained before signing out, stopped for
 * good. A sync writes only its `round`, which must not reject.
 */
export abstract class RoundSync {
  private readonly rounds = new SerialRounds(() => this.round());

  protected abstract round(): Promise<void>;

  /** Starts syncing; returns the first round (tests and callers may wait for it). */
  start(): Promise<void> {
    return this.syncNow();
  }

  protected get stopped(): boolean {
    return this.rounds.isStopped;
  }

  stop(): void {
    this.rounds.stop();
  }

  syncNow(): Promise<void> {
    return this.rounds.run();
  }

  /** Sends what is pending and waits until nothing is left to send (before signing out). */
  flush(): Promise<void> {
    return this.rounds.drain();
  }
}
