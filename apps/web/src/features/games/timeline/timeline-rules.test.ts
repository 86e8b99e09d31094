import {
  TIMELINE_EVENTS_PER_PLAY,
  TIMELINE_MAX_SCORE,
  TIMELINE_RESULTS_DELAY_MS,
  timelineEvents,
  type TimelineEvent,
  seededRandom,
} from '@artvoyage/content/games';
import { describe, expect, it } from 'vitest';
import {
  canCheck,
  canMove,
  categoryStyle,
  chronologicalOrder,
  drawTimeline,
  formatYear,
  initialTimelineState,
  moveEvent,
  msUntilResults,
  pointsPerEvent,
  reorderEvents,
  scoreTimeline,
  timelineReducer,
  yearParts,
  type TimelineAction,
  type TimelineState,
} from './timeline-rules';

const ev = (id: string, year: number, category: string = 'artwork'): TimelineEvent =>
  ({ id, title: `Event ${id}`, year, description: `About ${id}`, category, points: 100 }) as TimelineEvent;

/** Eight events whose true order is a..h. */
const [a, b, c, d, e, f, g, h] = [
  ev('a', -190),
  ev('b', 500),
  ev('c', 1190),
  ev('d', 1503),
  ev('e', 1682),
  ev('f', 1793),
  ev('g', 1911),
  ev('h', 1993),
] as [
  TimelineEvent,
  TimelineEvent,
  TimelineEvent,
  TimelineEvent,
  TimelineEvent,
  TimelineEvent,
  TimelineEvent,
  TimelineEvent,
];
const sorted = [a, b, c, d, e, f, g, h];

function run(state: TimelineState, ...actions: TimelineAction[]): TimelineState {
  return actions.reduce(timelineReducer, state);
}

const playing = (events: readonly TimelineEvent[], playId = 'play-1') =>
  run(initialTimelineState, { type: 'start', events, playId });

const ids = (events: readonly TimelineEvent[]) => events.map((event) => event.id);

describe('drawing a timeline', () => {
  it('picks 8 distinct events of the 18 in the pool', () => {
    expect(timelineEvents).toHaveLength(18);
    const drawn = drawTimeline(timelineEvents, seededRandom(1));
    expect(drawn).toHaveLength(TIMELINE_EVENTS_PER_PLAY);
    expect(new Set(ids(drawn)).size).toBe(8);
    for (const event of drawn) expect(timelineEvents).toContain(event);
  });

  it('gives a new draw for a new play, and the same draw for the same random sequence', () => {
    const first = drawTimeline(timelineEvents, seededRandom(7));
    expect(drawTimeline(timelineEvents, seededRandom(7))).toEqual(first);
    const others = [8, 9, 10].map((seed) => ids(drawTimeline(timelineEvents, seededRandom(seed))).join());
    expect(others.some((other) => other !== ids(first).join())).toBe(true);
  });

  it('presents the events shuffled, never already in chronological order', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const drawn = drawTimeline(timelineEvents, seededRandom(seed));
      expect(ids(drawn)).not.toEqual(ids(chronologicalOrder(drawn)));
    }
    // A source that always returns 0 draws the pool's first eight in pool order, which is by year.
    const zero = () => 0;
    const drawn = drawTimeline(timelineEvents, zero);
    expect(ids(drawn.slice(2))).toEqual(ids(timelineEvents.slice(2, 8)));
    expect(ids(drawn.slice(0, 2))).toEqual([timelineEvents[1]?.id, timelineEvents[0]?.id]);
  });

  it('never mutates the pool', () => {
    const before = ids(timelineEvents);
    drawTimeline(timelineEvents, seededRandom(3));
    expect(ids(timelineEvents)).toEqual(before);
  });
});

describe('the true order', () => {
  it('is by year, earliest first, with BCE (negative) years before CE ones', () => {
    expect(ids(chronologicalOrder([h, a, d, c, b, g, f, e]))).toEqual(ids(sorted));
  });
});

describe('states and transitions', () => {
  it('starts on the intro with nothing drawn', () => {
    expect(initialTimelineState.phase).toBe('intro');
    expect(initialTimelineState.events).toEqual([]);
    expect(canCheck(initialTimelineState)).toBe(false);
  });

  it('Start enters playing with the given arrangement and play id', () => {
    const state = playing([c, a, b]);
    expect(state.phase).toBe('playing');
    expect(ids(state.events)).toEqual(['c', 'a', 'b']);
    expect(state.playId).toBe('play-1');
    expect(state.checkedAt).toBeNull();
    expect(canCheck(state)).toBe(true);
  });

  it('a drag takes a card out and puts it back elsewhere, the others closing up', () => {
    const state = playing([c, a, b, d]);
    expect(ids(run(state, { type: 'reorder', from: 0, to: 2 }).events)).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(run(state, { type: 'reorder', from: 3, to: 0 }).events)).toEqual(['d', 'c', 'a', 'b']);
    // Nowhere to go, or outside the list: the order stays.
    expect(ids(reorderEvents(state.events, 1, 1))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(reorderEvents(state.events, -1, 2))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(reorderEvents(state.events, 0, 4))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('ignores a drag once the timeline is checked', () => {
    const checked = run(playing([c, a, b, d]), { type: 'check', now: 1 });
    expect(run(checked, { type: 'reorder', from: 0, to: 3 })).toBe(checked);
  });

  it('moves an event one place up or down by swapping with its neighbour', () => {
    const state = playing([c, a, b, d]);
    expect(ids(run(state, { type: 'move', index: 1, direction: 'up' }).events)).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(run(state, { type: 'move', index: 1, direction: 'down' }).events)).toEqual([
      'c',
      'b',
      'a',
      'd',
    ]);
    expect(ids(state.events)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('never moves past either end', () => {
    const state = playing([c, a, b]);
    expect(canMove(state, 0, 'up')).toBe(false);
    expect(canMove(state, 0, 'down')).toBe(true);
    expect(canMove(state, 2, 'down')).toBe(false);
    expect(canMove(state, 2, 'up')).toBe(true);
    expect(canMove(state, 3, 'up')).toBe(false);
    expect(canMove(state, -1, 'down')).toBe(false);
    expect(run(state, { type: 'move', index: 0, direction: 'up' })).toBe(state);
    expect(run(state, { type: 'move', index: 2, direction: 'down' })).toBe(state);
    expect(run(state, { type: 'move', index: 7, direction: 'up' })).toBe(state);
  });

  it('moves nothing outside play: on the intro, once checked and on the results', () => {
    expect(canMove(initialTimelineState, 0, 'down')).toBe(false);
    expect(run(initialTimelineState, { type: 'move', index: 0, direction: 'down' })).toBe(
      initialTimelineState,
    );
    const checked = run(playing([c, a, b]), { type: 'check', now: 5_000 });
    expect(canMove(checked, 1, 'up')).toBe(false);
    expect(run(checked, { type: 'move', index: 1, direction: 'up' })).toBe(checked);
    const results = run(checked, { type: 'showResults', now: 6_000 });
    expect(run(results, { type: 'move', index: 1, direction: 'up' })).toBe(results);
  });

  it('Check records the clock time and locks the arrangement', () => {
    const checked = run(playing([b, a]), { type: 'check', now: 42_000 });
    expect(checked.phase).toBe('checked');
    expect(checked.checkedAt).toBe(42_000);
    expect(canCheck(checked)).toBe(false);
    // A second check (a double click) keeps the first time.
    expect(run(checked, { type: 'check', now: 43_000 })).toBe(checked);
  });

  it('Check does nothing on the intro', () => {
    expect(run(initialTimelineState, { type: 'check', now: 1 })).toBe(initialTimelineState);
  });

  it('shows the results exactly TIMELINE_RESULTS_DELAY_MS after checking, not before', () => {
    expect(TIMELINE_RESULTS_DELAY_MS).toBe(1000);
    const checked = run(playing([b, a]), { type: 'check', now: 10_000 });
    expect(msUntilResults(checked, 10_000)).toBe(1000);
    expect(msUntilResults(checked, 10_400)).toBe(600);
    expect(msUntilResults(checked, 10_999)).toBe(1);
    expect(run(checked, { type: 'showResults', now: 10_999 })).toBe(checked);
    expect(msUntilResults(checked, 11_000)).toBe(0);
    expect(run(checked, { type: 'showResults', now: 11_000 }).phase).toBe('results');
    // A timer that fires late still shows them.
    expect(run(checked, { type: 'showResults', now: 90_000 }).phase).toBe('results');
  });

  it('has no results to wait for before a check', () => {
    const state = playing([b, a]);
    expect(msUntilResults(state, 0)).toBeNull();
    expect(run(state, { type: 'showResults', now: 1e12 })).toBe(state);
    expect(run(initialTimelineState, { type: 'showResults', now: 1e12 })).toBe(initialTimelineState);
  });

  it('New Timeline starts a new play with a new draw and a new play id', () => {
    const results = run(
      playing([b, a], 'play-1'),
      { type: 'check', now: 0 },
      { type: 'showResults', now: 1000 },
    );
    const again = run(results, { type: 'start', events: [d, c, e], playId: 'play-2' });
    expect(again).toEqual({ phase: 'playing', events: [d, c, e], playId: 'play-2', checkedAt: null });
  });
});

describe('scoring', () => {
  it('scores 1000 (100%) for the chronological order', () => {
    const result = scoreTimeline(sorted);
    expect(result.correctCount).toBe(8);
    expect(result.total).toBe(8);
    expect(result.score).toBe(TIMELINE_MAX_SCORE);
    expect(result.maxScore).toBe(1000);
    expect(result.percent).toBe(100);
    expect(result.placements.every((p) => p.correct)).toBe(true);
  });

  it('scores 0 (0%) when no event is in its place', () => {
    const result = scoreTimeline([h, g, f, e, d, c, b, a]);
    expect(result.correctCount).toBe(0);
    expect(result.score).toBe(0);
    expect(result.percent).toBe(0);
  });

  it('scores a swap of two neighbours as 6 of 8: 750 points, 75%', () => {
    const arrangement = moveEvent(sorted, 3, 'down');
    const result = scoreTimeline(arrangement);
    expect(result.correctCount).toBe(6);
    expect(result.score).toBe(750);
    expect(result.percent).toBe(75);
    const wrong = result.placements.filter((p) => !p.correct);
    // Row 4 of the true order is d, where the player put e; row 5 is e, where the player put d.
    expect(wrong.map((p) => [p.event.id, p.placed.id])).toEqual([
      ['d', 'e'],
      ['e', 'd'],
    ]);
  });

  it('rounds the score and the percentage for partial counts', () => {
    // Rotating the last n events by one place leaves 8 - n of them in place.
    const rotated = (n: number) => [...sorted.slice(0, 8 - n), ...sorted.slice(9 - n), sorted[8 - n]!];
    const cases: [n: number, correct: number, score: number, percent: number][] = [
      [8, 0, 0, 0],
      [7, 1, 125, 13],
      [6, 2, 250, 25],
      [5, 3, 375, 38],
      [4, 4, 500, 50],
      [3, 5, 625, 63],
      [2, 6, 750, 75],
    ];
    for (const [n, correctCount, score, percent] of cases) {
      expect(scoreTimeline(rotated(n)), `rotating ${n}`).toMatchObject({ correctCount, score, percent });
    }
    // Seven of eight in place is impossible for a permutation; check the rounding with three events.
    expect(scoreTimeline([a, c, b])).toMatchObject({ correctCount: 1, total: 3, score: 333, percent: 33 });
    expect(scoreTimeline([a, b, c, e, d, f])).toMatchObject({ correctCount: 4, score: 667, percent: 67 });
  });

  it('lists the correct order with what the player placed at each position', () => {
    const result = scoreTimeline([b, a, c]);
    expect(result.placements.map((p) => [p.event.id, p.placed.id, p.correct])).toEqual([
      ['a', 'b', false],
      ['b', 'a', false],
      ['c', 'c', true],
    ]);
  });

  it('scores nothing for an empty arrangement without dividing by zero', () => {
    expect(scoreTimeline([])).toMatchObject({ correctCount: 0, total: 0, score: 0, percent: 0 });
  });

  it('is worth 125 points per event for eight', () => {
    expect(pointsPerEvent()).toBe(125);
    expect(pointsPerEvent(0)).toBe(0);
  });
});

describe('year labels', () => {
  it('labels negative years BCE and all others CE', () => {
    expect(formatYear(-190)).toBe('190 BCE');
    expect(formatYear(1190)).toBe('1190 CE');
    // A "below 1000 is BCE" rule (the prototype's) would wrongly call these BCE.
    expect(formatYear(500)).toBe('500 CE');
    expect(formatYear(999)).toBe('999 CE');
    expect(formatYear(1000)).toBe('1000 CE');
    expect(formatYear(0)).toBe('0 CE');
    expect(yearParts(-1)).toEqual({ year: 1, era: 'bce' });
    expect(yearParts(1993)).toEqual({ year: 1993, era: 'ce' });
  });

  it('labels every pool event, the Winged Victory as BCE', () => {
    const victory = timelineEvents.find((event) => event.id === 'tl-winged-victory-carved');
    expect(victory && formatYear(victory.year)).toBe('190 BCE');
    for (const event of timelineEvents) expect(formatYear(event.year)).toMatch(/^\d+ (BCE|CE)$/);
  });
});

describe('category styles', () => {
  it('colours artwork purple, historical blue, architectural green and acquisition orange', () => {
    const colours = { artwork: 'purple', historical: 'blue', architectural: 'green', acquisition: 'orange' };
    for (const [kind, colour] of Object.entries(colours)) {
      expect(categoryStyle(kind)).toMatchObject({ kind, badgeClass: expect.stringContaining(colour) });
    }
  });

  it('gives any other value the grey default', () => {
    for (const unknown of ['other', 'sculpture', '', 'Artwork', 'toString', '__proto__', 'constructor']) {
      const style = categoryStyle(unknown);
      expect(style.kind, unknown).toBe('other');
      expect(style.badgeClass, unknown).toContain('gray');
    }
  });

  it('styles every pool event by its own category', () => {
    for (const event of timelineEvents) expect(categoryStyle(event.category).kind).toBe(event.category);
  });
});

describe('a whole play with a fake clock', () => {
  it('draws, rearranges into order, checks, and shows 1000 points a second later', () => {
    let state = run(initialTimelineState, {
      type: 'start',
      events: drawTimeline(timelineEvents, seededRandom(5)),
      playId: 'p',
    });
    const target = ids(chronologicalOrder(state.events));
    // Bubble each event up to its place with the up moves a player would make.
    for (let i = 0; i < target.length; i += 1) {
      let at = ids(state.events).indexOf(target[i]!);
      while (at > i) {
        state = timelineReducer(state, { type: 'move', index: at, direction: 'up' });
        at -= 1;
      }
    }
    expect(ids(state.events)).toEqual(target);
    state = run(
      state,
      { type: 'check', now: 1_700_000_000_000 },
      { type: 'showResults', now: 1_700_000_000_500 },
    );
    expect(state.phase).toBe('checked');
    state = timelineReducer(state, { type: 'showResults', now: 1_700_000_001_000 });
    expect(state.phase).toBe('results');
    expect(scoreTimeline(state.events)).toMatchObject({ score: 1000, percent: 100 });
  });
});
