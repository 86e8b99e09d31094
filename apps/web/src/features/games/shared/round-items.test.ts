import type { GameRound } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import { itemsOfRound, mismatchedRound } from './round-items';
import type { PlayRound } from './useGameReward';

const pool = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

function openRound(items: string[]): PlayRound {
  const round: GameRound = {
    id: '00000000-0000-4000-8000-000000000001',
    game_id: 'guess-the-artwork',
    locale: 'en',
    items,
    opened_at: '2025-01-01T00:00:00Z',
  };
  return { status: 'open', round };
}

describe('itemsOfRound', () => {
  it('plays the items the server handed out, in its order, under its round', () => {
    const opened = openRound(['c', 'a']);
    expect(itemsOfRound(opened, pool)).toEqual({ items: [{ id: 'c' }, { id: 'a' }], round: opened });
  });

  it('draws locally and plays without XP when the round names an item this app lacks', () => {
    expect(itemsOfRound(openRound(['a', 'z']), pool)).toEqual({ items: null, round: mismatchedRound });
  });

  it('treats a round that names nothing as mismatched', () => {
    expect(itemsOfRound(openRound([]), pool)).toEqual({ items: null, round: mismatchedRound });
  });

  it('keeps a visitor or a failed round as it is, with a local draw', () => {
    const visitor: PlayRound = { status: 'none', reason: 'visitor' };
    const failed: PlayRound = { status: 'none', reason: 'failed', message: 'offline' };
    expect(itemsOfRound(visitor, pool)).toEqual({ items: null, round: visitor });
    expect(itemsOfRound(failed, pool)).toEqual({ items: null, round: failed });
  });
});
