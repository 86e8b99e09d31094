import { describe, expect, it } from 'vitest';
import {
  addActivity,
  changeActivity,
  editedActivity,
  removeActivity,
  toggledActivity,
  withDetails,
} from './itinerary-edits';
import { makeItinerary } from './test-fixtures';

describe('withDetails', () => {
  it('trims the name and sets or removes the start date on a copy', () => {
    const itinerary = makeItinerary({ startDate: '2030-05-01' });
    const renamed = withDetails(itinerary, { name: '  Paris again  ', startDate: null });
    expect(renamed.name).toBe('Paris again');
    expect(renamed.startDate).toBeUndefined();
    expect(itinerary.startDate).toBe('2030-05-01');
    expect(withDetails(itinerary, { startDate: '2031-01-02' }).startDate).toBe('2031-01-02');
  });

  it('refuses what the server would refuse', () => {
    expect(() => withDetails(makeItinerary(), { name: '   ' })).toThrow(RangeError);
    expect(() => withDetails(makeItinerary(), { startDate: '1999-12-31' })).toThrow(RangeError);
  });
});

describe('activity edits', () => {
  const place = { lat: 48.86, lng: 2.34, kind: 'point' as const };

  it('toggles completion', () => {
    expect(toggledActivity({ time: '10:00', description: 'Walk', completed: false }).completed).toBe(true);
  });

  it('keeps the place only while the description stays the same', () => {
    const activity = { time: '16:00', description: 'Visit the Louvre', completed: true, place };
    expect(editedActivity(activity, { time: ' 17:00 ', description: 'Visit the Louvre' })).toEqual({
      time: '17:00',
      description: 'Visit the Louvre',
      completed: true,
      place,
    });
    expect(editedActivity(activity, { time: '17:00', description: 'Visit the Orsay' })).not.toHaveProperty(
      'place',
    );
    expect(() => editedActivity(activity, { time: 'soon', description: 'Visit' })).toThrow();
  });

  it('answers null for a missing day or activity, and changes the given itinerary otherwise', () => {
    const itinerary = makeItinerary();
    expect(changeActivity(itinerary, 5, 0, toggledActivity)).toBeNull();
    expect(changeActivity(itinerary, 0, 9, toggledActivity)).toBeNull();
    expect(removeActivity(itinerary, 0, -1)).toBeNull();
    expect(addActivity(itinerary, 2, { time: '09:00', description: 'Breakfast' })).toBeNull();
    expect(changeActivity(itinerary, 0, 1, toggledActivity)?.days[0]?.activities[1]?.completed).toBe(true);
    expect(
      addActivity(itinerary, 1, { time: '09:00', description: ' Breakfast ' })?.days[1]?.activities[1],
    ).toEqual({
      time: '09:00',
      description: 'Breakfast',
      completed: false,
    });
    expect(removeActivity(itinerary, 0, 0)?.days[0]?.activities).toHaveLength(1);
  });
});
