import { describe, expect, it } from 'vitest';
import type { Activity } from '@artvoyage/contract';
import { dayStops, groupCloseStops, isActivityPlace } from './day-places';

const activity = (description: string, place?: unknown): Activity =>
  ({ time: '10:00', description, completed: false, ...(place === undefined ? {} : { place }) }) as Activity;

describe('day stops', () => {
  it('numbers the located activities in the list’s order, skipping those without a place', () => {
    const louvre = { lat: 48.861, lng: 2.3358, kind: 'point' };
    const marais = { lat: 48.859, lng: 2.362, kind: 'area' };
    const stops = dayStops([
      activity('Hotel', marais),
      activity('Cruise'),
      activity('Louvre', louvre),
      activity('Dinner', marais),
    ]);
    expect(stops).toEqual([
      { number: 1, activityIndex: 0, place: marais },
      { number: 2, activityIndex: 2, place: louvre },
      { number: 3, activityIndex: 3, place: marais },
    ]);
  });

  it('has none for an itinerary saved before activities had places', () => {
    expect(dayStops([activity('Hotel'), activity('Louvre')])).toEqual([]);
  });

  it('leaves off places it cannot draw', () => {
    for (const place of [
      null,
      'Paris',
      [48.8, 2.3],
      { lat: 91, lng: 0, kind: 'point' },
      { lat: 0, lng: 200, kind: 'point' },
      { lat: Number.NaN, lng: 0, kind: 'point' },
      { lat: '48.8', lng: 2.3, kind: 'point' },
      { lat: 48.8, lng: 2.3, kind: 'city' },
      { lat: 48.8, lng: 2.3 },
    ]) {
      expect(isActivityPlace(place), JSON.stringify(place)).toBe(false);
    }
    expect(isActivityPlace({ lat: -90, lng: 180, kind: 'area' })).toBe(true);
  });
});

describe('grouping close markers', () => {
  const stop = (number: number, x: number, y: number) => ({
    number,
    activityIndex: number - 1,
    place: { lat: 0, lng: 0, kind: 'point' as const },
    x,
    y,
  });

  it('gathers markers that would overlap into the first one, keeping the visit order', () => {
    const groups = groupCloseStops(
      [stop(1, 100, 100), stop(2, 200, 40), stop(3, 300, 90), stop(4, 110, 104)],
      24,
    );
    expect(groups.map((group) => [group.stops.map((entry) => entry.number), group.x, group.y])).toEqual([
      [[1, 4], 100, 100],
      [[2], 200, 40],
      [[3], 300, 90],
    ]);
  });

  it('keeps markers apart from the given distance on', () => {
    expect(groupCloseStops([stop(1, 0, 0), stop(2, 24, 0)], 24)).toHaveLength(2);
    expect(groupCloseStops([], 24)).toEqual([]);
  });
});
