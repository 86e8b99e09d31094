import type { PlaceSuggestion } from '@artvoyage/contract';
import { distanceKm } from '@artvoyage/contract';
import { normalisePlaceName } from './normalise';

/** A suggestion with every normalised name its place is known by (used to spot duplicates). */
export interface Candidate {
  suggestion: PlaceSuggestion;
  names: readonly string[];
}

const settlementKinds = new Set<PlaceSuggestion['kind']>(['city', 'destination']);

export const candidate = (suggestion: PlaceSuggestion, names: readonly string[] = []): Candidate => ({
  suggestion,
  names: [normalisePlaceName(suggestion.name), ...names],
});

/**
 * Two candidates are one place when they share a name (any of their names, once normalised) and lie
 * within about 1 km, or 15 km for two settlements: sources put a city's point in different spots
 * (Venice's centre is 1.4 km apart between our data and GeoNames).
 */
export function samePlace(a: Candidate, b: Candidate): boolean {
  if (!a.names.some((name) => b.names.includes(name))) return false;
  const both = settlementKinds.has(a.suggestion.kind) && settlementKinds.has(b.suggestion.kind);
  return distanceKm(a.suggestion, b.suggestion) <= (both ? 15 : 1);
}

/**
 * One entry per place, at the rank of its best match; of duplicates our own (local) entry is the
 * one kept, since the web app can open it as a landmark or destination.
 */
export function dedupe(candidates: readonly Candidate[]): Candidate[] {
  const kept: Candidate[] = [];
  for (const entry of candidates) {
    const index = kept.findIndex((other) => samePlace(other, entry));
    if (index === -1) kept.push(entry);
    else if (entry.suggestion.source === 'local' && kept[index]?.suggestion.source !== 'local') {
      kept[index] = entry;
    }
  }
  return kept;
}

/** Local results first, then the geocoder's that add a new place, cut to `limit`. */
export function mergeSuggestions(
  local: readonly Candidate[],
  remote: readonly Candidate[],
  limit: number,
): PlaceSuggestion[] {
  return dedupe([...dedupe(local), ...remote])
    .slice(0, limit)
    .map((entry) => entry.suggestion);
}
