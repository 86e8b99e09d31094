import {
  MATCHING_POINTS_PER_PAIR,
  shuffled,
  type MatchingPair,
  type RandomSource,
} from '@artvoyage/content/games';

/*
 * The matching game (see docs/product/games.md): pick an artist and an artwork in either order;
 * a right pair is matched for 100 points, a wrong one only counts as an attempt. When every pair is
 * matched the game is complete (banner), and the screen shows the results a second later. Pure: the
 * random source comes in with the actions.
 */

export type MatchingColumn = 'artists' | 'artworks';

export type MatchingPhase = 'playing' | 'complete' | 'results';

export interface MatchingAttempt {
  /** The pair whose artist was picked. */
  readonly artistPairId: string;
  /** The pair whose artwork was picked. */
  readonly artworkPairId: string;
  readonly correct: boolean;
}

export interface MatchingState {
  readonly phase: MatchingPhase;
  readonly pairs: readonly MatchingPair[];
  /** The two columns, each in its own random order. */
  readonly artists: readonly MatchingPair[];
  readonly artworks: readonly MatchingPair[];
  /** The pair id of the picked artist / artwork, if any. */
  readonly selectedArtist: string | null;
  readonly selectedArtwork: string | null;
  readonly matched: readonly string[];
  readonly attempts: readonly MatchingAttempt[];
  /** The brief 'Try again' mark on both items of the last wrong attempt, until it fades or a new pick. */
  readonly wrongMark: { readonly artistPairId: string; readonly artworkPairId: string } | null;
  /** Names this play for its reward; a new play gets a new id. */
  readonly playId: string;
}

export type MatchingAction =
  | { type: 'select'; column: MatchingColumn; pairId: string }
  | { type: 'clearWrongMark' }
  | { type: 'showResults' }
  | { type: 'playAgain'; random: RandomSource; playId: string };

export function newMatchingGame(
  pairs: readonly MatchingPair[],
  random: RandomSource,
  playId: string,
): MatchingState {
  return {
    phase: 'playing',
    pairs,
    // Each column is shuffled on its own, so a row never gives the answer away.
    artists: shuffled(pairs, random),
    artworks: shuffled(pairs, random),
    selectedArtist: null,
    selectedArtwork: null,
    matched: [],
    attempts: [],
    wrongMark: null,
    playId,
  };
}

export function isMatched(state: MatchingState, pairId: string): boolean {
  return state.matched.includes(pairId);
}

export function isSelected(state: MatchingState, column: MatchingColumn, pairId: string): boolean {
  return (column === 'artists' ? state.selectedArtist : state.selectedArtwork) === pairId;
}

/** An item can be picked while the game runs and its pair is not yet matched. */
export function canSelect(state: MatchingState, pairId: string): boolean {
  return state.phase === 'playing' && !isMatched(state, pairId);
}

export function hasWrongMark(state: MatchingState, column: MatchingColumn, pairId: string): boolean {
  if (!state.wrongMark) return false;
  return (column === 'artists' ? state.wrongMark.artistPairId : state.wrongMark.artworkPairId) === pairId;
}

export function matchingScore(state: MatchingState): number {
  return state.matched.length * MATCHING_POINTS_PER_PAIR;
}

export function matchingMaxScore(state: MatchingState): number {
  return state.pairs.length * MATCHING_POINTS_PER_PAIR;
}

/** Correct matches over attempts as a rounded percentage; 0 before any attempt. */
export function efficiency(state: MatchingState): number {
  if (state.attempts.length === 0) return 0;
  const correct = state.attempts.filter((attempt) => attempt.correct).length;
  return Math.round((correct / state.attempts.length) * 100);
}

/** The last 3 attempts, oldest first. */
export function lastAttempts(state: MatchingState, count = 3): readonly MatchingAttempt[] {
  return state.attempts.slice(-count);
}

export function pairById(state: MatchingState, pairId: string): MatchingPair | undefined {
  return state.pairs.find((pair) => pair.id === pairId);
}

/** The last attempt, for the live feedback after each pair is tried. */
export function lastAttempt(state: MatchingState): MatchingAttempt | null {
  return state.attempts.at(-1) ?? null;
}

function select(state: MatchingState, column: MatchingColumn, pairId: string): MatchingState {
  if (!canSelect(state, pairId) || !pairById(state, pairId)) return state;
  const key = column === 'artists' ? 'selectedArtist' : 'selectedArtwork';
  // Picking the selected item again deselects it; any pick clears the last 'Try again' mark.
  if (state[key] === pairId) return { ...state, [key]: null, wrongMark: null };
  const picked = { ...state, [key]: pairId, wrongMark: null };
  const { selectedArtist, selectedArtwork } = picked;
  if (selectedArtist === null || selectedArtwork === null) return picked;

  const correct = selectedArtist === selectedArtwork;
  const attempts = [
    ...state.attempts,
    { artistPairId: selectedArtist, artworkPairId: selectedArtwork, correct },
  ];
  const base = { ...picked, attempts, selectedArtist: null, selectedArtwork: null };
  if (!correct) {
    return { ...base, wrongMark: { artistPairId: selectedArtist, artworkPairId: selectedArtwork } };
  }
  const matched = [...state.matched, selectedArtist];
  return { ...base, matched, phase: matched.length === state.pairs.length ? 'complete' : 'playing' };
}

export function matchingReducer(state: MatchingState, action: MatchingAction): MatchingState {
  switch (action.type) {
    case 'select':
      return select(state, action.column, action.pairId);
    case 'clearWrongMark':
      return state.wrongMark ? { ...state, wrongMark: null } : state;
    case 'showResults':
      return state.phase === 'complete' ? { ...state, phase: 'results' } : state;
    case 'playAgain':
      return newMatchingGame(state.pairs, action.random, action.playId);
  }
}
