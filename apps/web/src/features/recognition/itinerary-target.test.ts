import type { Itinerary } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import {
  alreadyPlanned,
  defaultTarget,
  targetSelectValue,
  validTarget,
  visitActivity,
  visitItinerary,
  withActivity,
} from './itinerary-target';

const itinerary = (id: string, linkedArtworkId: string, days = 2): Itinerary => ({
  id,
  name: `Trip ${id}`,
  linkedArtworkId,
  days: Array.from({ length: days }, (_, index) => ({
    day: index + 1,
    title: `Day ${index + 1}`,
    activities: [
      { time: '09:00', description: 'Breakfast', completed: true },
      { time: '10:00', description: 'Museum', completed: false },
      { time: '14:30', description: 'Lunch by the Seine', completed: false },
    ],
  })),
});

const sample = itinerary('itinerary-1-sample', 'mona-lisa');
const later = itinerary('itinerary-2-later', 'venus-de-milo');
const raft = itinerary('itinerary-3-raft', 'raft-medusa', 1);

describe('defaultTarget', () => {
  it('prefers an itinerary linked to the artwork, on its first day', () => {
    expect(defaultTarget([sample, raft, later], 'raft-medusa')).toEqual({
      kind: 'existing',
      itineraryId: raft.id,
      dayIndex: 0,
    });
  });

  it('else the most recently added itinerary', () => {
    expect(defaultTarget([sample, later], 'raft-medusa')).toEqual({
      kind: 'existing',
      itineraryId: later.id,
      dayIndex: 0,
    });
  });

  it('else a new itinerary', () => {
    expect(defaultTarget([], 'raft-medusa')).toEqual({ kind: 'new' });
  });
});

describe('validTarget', () => {
  it('keeps a target that still exists', () => {
    const target = { kind: 'existing', itineraryId: sample.id, dayIndex: 1 } as const;
    expect(validTarget(target, [sample, later], 'raft-medusa')).toBe(target);
    expect(validTarget({ kind: 'new' }, [sample], 'raft-medusa')).toEqual({ kind: 'new' });
  });

  it('falls back to the default when the itinerary went away, and to day 1 when the day did', () => {
    expect(
      validTarget({ kind: 'existing', itineraryId: 'itinerary-9-gone', dayIndex: 1 }, [sample], 'x'),
    ).toEqual({
      kind: 'existing',
      itineraryId: sample.id,
      dayIndex: 0,
    });
    expect(validTarget({ kind: 'existing', itineraryId: 'itinerary-9-gone', dayIndex: 0 }, [], 'x')).toEqual({
      kind: 'new',
    });
    expect(validTarget({ kind: 'existing', itineraryId: raft.id, dayIndex: 4 }, [raft], 'x')).toEqual({
      kind: 'existing',
      itineraryId: raft.id,
      dayIndex: 0,
    });
  });
});

describe('targetSelectValue', () => {
  it('is the itinerary id, or "new"', () => {
    expect(targetSelectValue({ kind: 'new' })).toBe('new');
    expect(targetSelectValue({ kind: 'existing', itineraryId: sample.id, dayIndex: 0 })).toBe(sample.id);
  });
});

describe('withActivity', () => {
  it('places the visit in time order, after an activity at the same time', () => {
    const days = withActivity(sample, 1, visitActivity('Visit The Raft of the Medusa — Room 700'));
    expect(days?.[1]?.activities.map((activity) => activity.time + ' ' + activity.description)).toEqual([
      '09:00 Breakfast',
      '10:00 Museum',
      '10:00 Visit The Raft of the Medusa — Room 700',
      '14:30 Lunch by the Seine',
    ]);
    // The other day and the original are untouched.
    expect(days?.[0]).toBe(sample.days[0]);
    expect(sample.days[1]?.activities).toHaveLength(3);
  });

  it('appends after unreadable times and to an empty day, and refuses a missing day', () => {
    const odd = {
      days: [
        { day: 1, title: 'One', activities: [{ time: '9:05', description: 'Early', completed: false }] },
      ],
    };
    expect(withActivity(odd, 0, visitActivity('Visit'))?.[0]?.activities.map((a) => a.time)).toEqual([
      '9:05',
      '10:00',
    ]);
    const empty = { days: [{ day: 1, title: 'One', activities: [] }] };
    expect(withActivity(empty, 0, visitActivity('Visit'))?.[0]?.activities).toHaveLength(1);
    expect(withActivity(empty, 3, visitActivity('Visit'))).toBeNull();
    expect(withActivity(empty, -1, visitActivity('Visit'))).toBeNull();
  });
});

describe('alreadyPlanned', () => {
  it('finds the same visit on the same day, whatever the spacing or case', () => {
    expect(alreadyPlanned(sample, 0, 'museum')).toBe(true);
    expect(alreadyPlanned(sample, 0, '  Lunch  by the Seine ')).toBe(true);
    expect(alreadyPlanned(sample, 0, 'Visit The Raft of the Medusa')).toBe(false);
    expect(alreadyPlanned(sample, 5, 'Museum')).toBe(false);
  });
});

describe('visitActivity and visitItinerary', () => {
  it('make a 10:00 museum visit, not yet done, in a one-day itinerary linked to the artwork', () => {
    expect(visitActivity('Visit X — Room 1')).toEqual({
      time: '10:00',
      description: 'Visit X — Room 1',
      completed: false,
      type: 'museum',
    });
    expect(
      visitItinerary({
        artworkId: 'raft-medusa',
        name: 'The Raft of the Medusa at the Louvre',
        dayTitle: 'A visit to the Louvre',
        description: 'Visit The Raft of the Medusa — Denon Wing, Room 700 (Salle Mollien)',
      }),
    ).toEqual({
      name: 'The Raft of the Medusa at the Louvre',
      linkedArtworkId: 'raft-medusa',
      days: [
        {
          day: 1,
          title: 'A visit to the Louvre',
          activities: [
            {
              time: '10:00',
              description: 'Visit The Raft of the Medusa — Denon Wing, Room 700 (Salle Mollien)',
              completed: false,
              type: 'museum',
            },
          ],
        },
      ],
    });
  });
});
