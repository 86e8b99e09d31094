/*
 * The chronology puzzle 'Art History Timeline' (see docs/product/games.md) as pure
 * functions: intro -> playing (Start) -> checked (score, green banner) -> results 1000 ms later ->
 * 'New Timeline' starts a new draw. No React, no clock, no Math.random: the clock time and the random
 * source are always passed in.
 */
import {
  drawEvents,
  TIMELINE_EVENTS_PER_PLAY,
  TIMELINE_MAX_SCORE,
  TIMELINE_RESULTS_DELAY_MS,
  type RandomSource,
  type TimelineEvent,
} from '@artvoyage/content/games';

export type TimelinePhase = 'intro' | 'playing' | 'checked' | 'results';

export interface TimelineState {
  readonly phase: TimelinePhase;
  /** The player's arrangement, top (earliest) to bottom (latest). */
  readonly events: readonly TimelineEvent[];
  /** One id per play, so the reward for a play is sent once (see useGameReward). */
  readonly playId: string | null;
  /** Clock time (ms) of 'Check My Timeline'; the results are due TIMELINE_RESULTS_DELAY_MS later. */
  readonly checkedAt: number | null;
}

export type MoveDirection = 'up' | 'down';

export type TimelineAction =
  /** Start and 'New Timeline': a fresh arrangement from drawTimeline and a fresh play id. */
  | { type: 'start'; events: readonly TimelineEvent[]; playId: string }
  | { type: 'move'; index: number; direction: MoveDirection }
  /** A card dragged (or carried by keyboard) from one place to another; the others close up. */
  | { type: 'reorder'; from: number; to: number }
  | { type: 'check'; now: number }
  | { type: 'showResults'; now: number };

export const initialTimelineState: TimelineState = {
  phase: 'intro',
  events: [],
  playId: null,
  checkedAt: null,
};

/** The true order: by year, earliest first (every pool year is distinct; ties keep their place). */
export function chronologicalOrder(events: readonly TimelineEvent[]): TimelineEvent[] {
  return [...events].sort((a, b) => a.year - b.year);
}

function isChronological(events: readonly TimelineEvent[]): boolean {
  return events.every((event, i) => i === 0 || (events[i - 1]?.year ?? event.year) <= event.year);
}

/**
 * The events of a new play: TIMELINE_EVENTS_PER_PLAY of the pool, in the random order drawEvents
 * gives them. In the rare draw (1 in 40,320 for eight) that already comes out in chronological
 * order, the first two are swapped so that there is always a puzzle to solve.
 */
export function drawTimeline(
  pool: readonly TimelineEvent[],
  random: RandomSource,
  count: number = TIMELINE_EVENTS_PER_PLAY,
): TimelineEvent[] {
  const drawn = drawEvents(pool, count, random);
  if (drawn.length > 1 && isChronological(drawn)) {
    const [first, second, ...rest] = drawn as [TimelineEvent, TimelineEvent, ...TimelineEvent[]];
    return [second, first, ...rest];
  }
  return drawn;
}

/** Whether an event may move: only while playing, never past either end. */
export function canMove(state: TimelineState, index: number, direction: MoveDirection): boolean {
  if (state.phase !== 'playing' || !Number.isInteger(index)) return false;
  if (index < 0 || index >= state.events.length) return false;
  return direction === 'up' ? index > 0 : index < state.events.length - 1;
}

/** Moves the event at `index` one place by swapping it with its neighbour. */
export function moveEvent(
  events: readonly TimelineEvent[],
  index: number,
  direction: MoveDirection,
): TimelineEvent[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  const moved = [...events];
  const a = moved[index];
  const b = moved[target];
  if (a === undefined || b === undefined) return moved;
  moved[index] = b;
  moved[target] = a;
  return moved;
}

/**
 * Takes the event at `from` out and puts it back at `to`, the others shifting to close the gap: what a
 * drag does, unlike the up and down buttons' swap. Out-of-range places leave the order as it was.
 */
export function reorderEvents(events: readonly TimelineEvent[], from: number, to: number): TimelineEvent[] {
  const reordered = [...events];
  if (from === to || from < 0 || to < 0 || from >= events.length || to >= events.length) return reordered;
  const [moved] = reordered.splice(from, 1);
  if (moved) reordered.splice(to, 0, moved);
  return reordered;
}

export function canCheck(state: TimelineState): boolean {
  return state.phase === 'playing' && state.events.length > 0;
}

/** Milliseconds until the results are due (0 once due); null when nothing has been checked. */
export function msUntilResults(state: TimelineState, now: number): number | null {
  if (state.phase !== 'checked' || state.checkedAt === null) return null;
  return Math.max(0, state.checkedAt + TIMELINE_RESULTS_DELAY_MS - now);
}

export function timelineReducer(state: TimelineState, action: TimelineAction): TimelineState {
  switch (action.type) {
    case 'start':
      return { phase: 'playing', events: [...action.events], playId: action.playId, checkedAt: null };
    case 'move':
      if (!canMove(state, action.index, action.direction)) return state;
      return { ...state, events: moveEvent(state.events, action.index, action.direction) };
    case 'reorder':
      if (state.phase !== 'playing') return state;
      return { ...state, events: reorderEvents(state.events, action.from, action.to) };
    case 'check':
      if (!canCheck(state)) return state;
      return { ...state, phase: 'checked', checkedAt: action.now };
    case 'showResults':
      if (msUntilResults(state, action.now) !== 0) return state;
      return { ...state, phase: 'results' };
  }
}

export interface Placement {
  /** The event that belongs at this position (the 'Correct Timeline' row). */
  readonly event: TimelineEvent;
  /** The event the player put here. */
  readonly placed: TimelineEvent;
  readonly correct: boolean;
}

export interface TimelineScore {
  readonly placements: readonly Placement[];
  readonly correctCount: number;
  readonly total: number;
  /** round(correct / total * 1000). */
  readonly score: number;
  readonly maxScore: number;
  /** round(correct / total * 100). */
  readonly percent: number;
}

/** A position is correct when its event is the event at that position in the true order. */
export function scoreTimeline(arrangement: readonly TimelineEvent[]): TimelineScore {
  const truth = chronologicalOrder(arrangement);
  const placements = truth.flatMap((event, i) => {
    const placed = arrangement[i];
    return placed ? [{ event, placed, correct: placed.id === event.id }] : [];
  });
  const correctCount = placements.filter((p) => p.correct).length;
  const total = placements.length;
  const ratio = total === 0 ? 0 : correctCount / total;
  return {
    placements,
    correctCount,
    total,
    score: Math.round(ratio * TIMELINE_MAX_SCORE),
    maxScore: TIMELINE_MAX_SCORE,
    percent: Math.round(ratio * 100),
  };
}

/** Points one correctly placed event is worth, for the scoring tip (125 for eight). */
export function pointsPerEvent(count: number = TIMELINE_EVENTS_PER_PLAY): number {
  return count > 0 ? Math.round(TIMELINE_MAX_SCORE / count) : 0;
}

export type Era = 'bce' | 'ce';

/**
 * A year for display. The prototype's rule ("BCE if the year is below 1000, otherwise CE") would call
 * the year 500 'BCE', which is false; the content stores BCE years as negative numbers, so a
 * negative year is '{abs} BCE' and any other is '{year} CE'.
 */
export function yearParts(year: number): { year: number; era: Era } {
  return year < 0 ? { year: -year, era: 'bce' } : { year, era: 'ce' };
}

/** The English label: -190 -> '190 BCE', 1190 -> '1190 CE'. The screen uses the translated one. */
export function formatYear(year: number): string {
  const parts = yearParts(year);
  return `${parts.year} ${parts.era === 'bce' ? 'BCE' : 'CE'}`;
}

export type CategoryKind = 'artwork' | 'historical' | 'architectural' | 'acquisition' | 'other';

export interface CategoryStyle {
  readonly kind: CategoryKind;
  /** Badge and icon tile colours (Tailwind classes). */
  readonly badgeClass: string;
  readonly iconClass: string;
}

const categoryStyles: Record<CategoryKind, CategoryStyle> = {
  artwork: {
    kind: 'artwork',
    badgeClass: 'bg-purple-100 text-purple-900',
    iconClass: 'bg-purple-100 text-purple-800',
  },
  historical: {
    kind: 'historical',
    badgeClass: 'bg-blue-100 text-blue-900',
    iconClass: 'bg-blue-100 text-blue-800',
  },
  architectural: {
    kind: 'architectural',
    badgeClass: 'bg-green-100 text-green-900',
    iconClass: 'bg-green-100 text-green-800',
  },
  acquisition: {
    kind: 'acquisition',
    badgeClass: 'bg-orange-100 text-orange-900',
    iconClass: 'bg-orange-100 text-orange-800',
  },
  other: {
    kind: 'other',
    badgeClass: 'bg-gray-100 text-gray-800',
    iconClass: 'bg-gray-100 text-gray-700',
  },
};

/**
 * Purple artwork, blue historical, green architectural, orange acquisition; any
 * other value gets the grey style and, in the screen, a calendar icon.
 */
export function categoryStyle(category: string): CategoryStyle {
  return Object.hasOwn(categoryStyles, category) && category !== 'other'
    ? categoryStyles[category as CategoryKind]
    : categoryStyles.other;
}
