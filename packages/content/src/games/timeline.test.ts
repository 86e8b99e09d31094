import { describe, expect, it } from 'vitest';
import { drawEvents } from './draw';
import { TIMELINE_EVENTS_PER_PLAY, TIMELINE_MAX_SCORE } from './rules';
import { duplicates, seededRandom } from './test-support';
import { timelineEvents } from './timeline';
import type { TimelineCategory } from './types';

const categories: readonly TimelineCategory[] = ['artwork', 'historical', 'architectural', 'acquisition'];

describe('timeline events', () => {
  it('has exactly 18 events with unique ids and titles, 100 points each', () => {
    expect(timelineEvents).toHaveLength(18);
    expect(duplicates(timelineEvents.map((e) => e.id))).toEqual([]);
    expect(duplicates(timelineEvents.map((e) => e.title))).toEqual([]);
    expect(timelineEvents.every((e) => e.points === 100)).toBe(true);
  });

  it('has distinct whole-number years, so any 8 events have one chronological order', () => {
    const years = timelineEvents.map((e) => e.year);
    expect(years.every(Number.isInteger)).toBe(true);
    expect(new Set(years).size).toBe(years.length);
    // BCE years are negative; the earliest event is ancient.
    expect(Math.min(...years)).toBeLessThan(0);
  });

  it('uses each of the four categories at least twice', () => {
    for (const category of categories) {
      expect(timelineEvents.filter((e) => e.category === category).length, category).toBeGreaterThanOrEqual(
        2,
      );
    }
    expect(timelineEvents.every((e) => categories.includes(e.category))).toBe(true);
  });

  it.each(timelineEvents.map((e) => [e.id, e] as const))('%s has a description', (_id, e) => {
    expect(e.description.length).toBeGreaterThan(20);
  });

  it('draws 8 distinct events per play, worth the 1000-point maximum together', () => {
    const drawn = drawEvents(timelineEvents, TIMELINE_EVENTS_PER_PLAY, seededRandom(11));
    expect(drawn).toHaveLength(8);
    expect(new Set(drawn.map((e) => e.id)).size).toBe(8);
    expect(TIMELINE_MAX_SCORE).toBe(1000);
    const sorted = [...drawn].sort((a, b) => a.year - b.year);
    for (let i = 1; i < sorted.length; i += 1) {
      expect((sorted[i]?.year ?? 0) > (sorted[i - 1]?.year ?? 0)).toBe(true);
    }
  });
});
