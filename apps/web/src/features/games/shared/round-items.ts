import type { PlayRound } from './useGameReward';

/** A round naming content this app does not have (an older app than the server): played without XP. */
export const mismatchedRound: PlayRound = { status: 'none', reason: 'mismatched' };

/**
 * What a play starts from once its round is opened: the items the server handed out, in its order, when
 * this app has every one of them (else null: the screen draws its own), and the round the play is scored
 * under, `mismatchedRound` when the server named an item unknown here.
 */
export function itemsOfRound<T extends { readonly id: string }>(
  opened: PlayRound,
  pool: readonly T[],
): { items: T[] | null; round: PlayRound } {
  if (opened.status !== 'open') return { items: null, round: opened };
  const ids = opened.round.items;
  const items = ids.map((id) => pool.find((item) => item.id === id));
  const known = ids.length > 0 && items.every((item) => item !== undefined);
  return known ? { items: items as T[], round: opened } : { items: null, round: mismatchedRound };
}
