import { settleWithin } from './settle-within';

/*
 * The account syncs running in this tab (itineraries, tour progress) register how to drain their
 * writes on the way, so that signing out can wait for them while the session is still valid: sent once
 * it has ended, a write would be refused, and signing out then takes the device's copy away.
 */

type Drain = () => Promise<void>;

const drains = new Set<Drain>();

/** Registers a running sync's drain; returns the function that removes it when the sync stops. */
export function registerAccountWrites(drain: Drain): () => void {
  drains.add(drain);
  return () => {
    drains.delete(drain);
  };
}

/** Drains every running sync side by side, giving up after `timeoutMs` (what is left stays pending). */
export async function drainAccountWrites(timeoutMs = 3000): Promise<void> {
  await Promise.all([...drains].map((drain) => settleWithin(drain(), timeoutMs)));
}
