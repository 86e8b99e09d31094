import { matchingPairs, seededRandom } from '@artvoyage/content/games';
import { describe, expect, it } from 'vitest';
import {
  canSelect,
  efficiency,
  hasWrongMark,
  isMatched,
  isSelected,
  lastAttempt,
  lastAttempts,
  matchingMaxScore,
  matchingReducer,
  matchingScore,
  newMatchingGame,
  type MatchingAction,
  type MatchingState,
} from './matching-rules';

const [leonardo, vanGogh, picasso] = matchingPairs.map((pair) => pair.id) as [string, string, string];

function run(state: MatchingState, ...actions: MatchingAction[]): MatchingState {
  return actions.reduce(matchingReducer, state);
}

const artist = (pairId: string): MatchingAction => ({ type: 'select', column: 'artists', pairId });
const artwork = (pairId: string): MatchingAction => ({ type: 'select', column: 'artworks', pairId });

function fresh(seed = 1): MatchingState {
  return newMatchingGame(matchingPairs, seededRandom(seed), `play-${seed}`);
}

/** Matches every pair right, in content order. */
function matchAll(state: MatchingState): MatchingState {
  return run(state, ...matchingPairs.flatMap((pair) => [artist(pair.id), artwork(pair.id)]));
}

describe('matching game: a new play', () => {
  it('shows all 10 artists and 10 artworks, each column shuffled on its own', () => {
    const state = fresh();
    const ids = (list: readonly { id: string }[]) => list.map((pair) => pair.id);
    expect(state.phase).toBe('playing');
    expect([...ids(state.artists)].sort()).toEqual(ids(matchingPairs).sort());
    expect([...ids(state.artworks)].sort()).toEqual(ids(matchingPairs).sort());
    expect(ids(state.artists)).not.toEqual(ids(state.artworks));
    expect(ids(state.artists)).not.toEqual(ids(fresh(2).artists));
    expect(matchingScore(state)).toBe(0);
    expect(matchingMaxScore(state)).toBe(1000);
    expect(state.attempts).toEqual([]);
  });
});

describe('matching game: picking', () => {
  it('selects an artist, and picking it again deselects it', () => {
    let state = run(fresh(), artist(leonardo));
    expect(isSelected(state, 'artists', leonardo)).toBe(true);
    state = matchingReducer(state, artist(leonardo));
    expect(isSelected(state, 'artists', leonardo)).toBe(false);
    expect(state.attempts).toEqual([]);
  });

  it('deselects an artwork the same way', () => {
    const state = run(fresh(), artwork(picasso), artwork(picasso));
    expect(state.selectedArtwork).toBeNull();
  });

  it('moves the selection within a column without making an attempt', () => {
    const state = run(fresh(), artist(leonardo), artist(vanGogh));
    expect(state.selectedArtist).toBe(vanGogh);
    expect(state.attempts).toEqual([]);
  });

  it('matches a right pair picked artist first: matched, disabled, 100 points', () => {
    const state = run(fresh(), artist(leonardo), artwork(leonardo));
    expect(isMatched(state, leonardo)).toBe(true);
    expect(canSelect(state, leonardo)).toBe(false);
    expect(matchingScore(state)).toBe(100);
    expect(state.attempts).toEqual([{ artistPairId: leonardo, artworkPairId: leonardo, correct: true }]);
    expect(state.selectedArtist).toBeNull();
    expect(state.selectedArtwork).toBeNull();
    // A matched item cannot be picked again.
    expect(matchingReducer(state, artist(leonardo))).toBe(state);
    expect(matchingReducer(state, artwork(leonardo))).toBe(state);
  });

  it('matches a right pair picked artwork first', () => {
    const state = run(fresh(), artwork(picasso), artist(picasso));
    expect(isMatched(state, picasso)).toBe(true);
    expect(matchingScore(state)).toBe(100);
  });

  it('records a wrong pair only as an attempt, with a brief Try again mark on both items', () => {
    const state = run(fresh(), artist(leonardo), artwork(vanGogh));
    expect(state.matched).toEqual([]);
    expect(matchingScore(state)).toBe(0);
    expect(lastAttempt(state)).toEqual({ artistPairId: leonardo, artworkPairId: vanGogh, correct: false });
    expect(hasWrongMark(state, 'artists', leonardo)).toBe(true);
    expect(hasWrongMark(state, 'artworks', vanGogh)).toBe(true);
    expect(hasWrongMark(state, 'artworks', leonardo)).toBe(false);
    // Both stay available for another try.
    expect(canSelect(state, leonardo)).toBe(true);
    expect(canSelect(state, vanGogh)).toBe(true);
    expect(state.selectedArtist).toBeNull();
    expect(state.selectedArtwork).toBeNull();
  });

  it('clears the Try again mark when it fades or on the next pick', () => {
    const wrong = run(fresh(), artist(leonardo), artwork(vanGogh));
    expect(matchingReducer(wrong, { type: 'clearWrongMark' }).wrongMark).toBeNull();
    expect(matchingReducer(wrong, artist(picasso)).wrongMark).toBeNull();
    const plain = fresh();
    expect(matchingReducer(plain, { type: 'clearWrongMark' })).toBe(plain);
  });

  it('ignores an unknown item', () => {
    const state = fresh();
    expect(matchingReducer(state, artist('no-such-pair'))).toBe(state);
  });
});

describe('matching game: completion and results', () => {
  it('is complete once all 10 pairs are matched, and shows the results on request', () => {
    const almost = run(
      fresh(),
      ...matchingPairs.slice(0, 9).flatMap((pair) => [artist(pair.id), artwork(pair.id)]),
    );
    expect(almost.phase).toBe('playing');
    expect(matchingReducer(almost, { type: 'showResults' })).toBe(almost);
    const last = matchingPairs[9]!.id;
    const complete = run(almost, artist(last), artwork(last));
    expect(complete.phase).toBe('complete');
    // Nothing can be picked while the banner shows.
    expect(matchingReducer(complete, artist(leonardo))).toBe(complete);
    const results = matchingReducer(complete, { type: 'showResults' });
    expect(results.phase).toBe('results');
  });

  it('scores a perfect play 1000 with 100% efficiency', () => {
    const state = matchAll(fresh());
    expect(matchingScore(state)).toBe(1000);
    expect(state.attempts).toHaveLength(10);
    expect(efficiency(state)).toBe(100);
  });

  it('rounds the efficiency of a play with mistakes: 10 matches in 13 attempts is 77%', () => {
    const state = matchAll(
      run(
        fresh(),
        artist(leonardo),
        artwork(vanGogh),
        artwork(picasso),
        artist(vanGogh),
        artist(picasso),
        artwork(leonardo),
      ),
    );
    expect(state.attempts).toHaveLength(13);
    expect(matchingScore(state)).toBe(1000);
    expect(efficiency(state)).toBe(77);
  });

  it('gives 0% efficiency before any attempt and when every attempt failed', () => {
    expect(efficiency(fresh())).toBe(0);
    expect(efficiency(run(fresh(), artist(leonardo), artwork(vanGogh)))).toBe(0);
  });

  it('keeps the last 3 attempts, oldest first', () => {
    const state = run(
      fresh(),
      artist(leonardo),
      artwork(vanGogh),
      artist(picasso),
      artwork(picasso),
      artwork(leonardo),
      artist(vanGogh),
      artist(leonardo),
      artwork(leonardo),
    );
    expect(state.attempts).toHaveLength(4);
    expect(lastAttempts(state)).toEqual([
      { artistPairId: picasso, artworkPairId: picasso, correct: true },
      { artistPairId: vanGogh, artworkPairId: leonardo, correct: false },
      { artistPairId: leonardo, artworkPairId: leonardo, correct: true },
    ]);
    expect(lastAttempts(run(fresh(), artist(leonardo), artwork(leonardo)))).toHaveLength(1);
  });
});

describe('matching game: play again', () => {
  it('reshuffles both columns and starts from nothing', () => {
    const done = matchingReducer(matchAll(fresh(1)), { type: 'showResults' });
    const again = matchingReducer(done, { type: 'playAgain', random: seededRandom(9), playId: 'play-9' });
    expect(again.phase).toBe('playing');
    expect(done.playId).toBe('play-1');
    expect(again.playId).toBe('play-9');
    expect(again.matched).toEqual([]);
    expect(again.attempts).toEqual([]);
    expect(matchingScore(again)).toBe(0);
    expect(again.artists.map((pair) => pair.id)).not.toEqual(done.artists.map((pair) => pair.id));
    expect(again.artworks.map((pair) => pair.id)).not.toEqual(done.artworks.map((pair) => pair.id));
  });
});
