import { describe, expect, it } from 'vitest';
import { activityTypes, locationTags } from '@artvoyage/contract/constants';
import { activityTimePattern } from '@artvoyage/contract';
import { TEMPLATE_ACTIVITIES_PER_DAY, TEMPLATE_DAYS, itineraryTemplates, locationTitles } from './templates';

const minutes = (time: string): number => {
  const [hours = '', mins = ''] = time.split(':');
  return Number(hours) * 60 + Number(mins);
};

describe('itineraryTemplates', () => {
  it('covers exactly the six location tags, each with a title', () => {
    expect(Object.keys(itineraryTemplates).sort()).toEqual([...locationTags].sort());
    expect(Object.keys(locationTitles).sort()).toEqual([...locationTags].sort());
  });

  it('has the documented per-location titles', () => {
    expect(locationTitles).toEqual({
      Paris: 'Parisian Dream',
      Greece: 'Greek Odyssey',
      Rome: 'Roman Adventure',
      Florence: 'Florentine Renaissance',
      Venice: 'Venetian Journey',
      Egypt: "Pharaoh's Legacy",
    });
  });

  describe.each(locationTags)('%s', (tag) => {
    const days = itineraryTemplates[tag];

    it(`has ${TEMPLATE_DAYS} titled days of ${TEMPLATE_ACTIVITIES_PER_DAY} activities`, () => {
      expect(days).toHaveLength(TEMPLATE_DAYS);
      for (const day of days) {
        expect(day.title.trim().length).toBeGreaterThan(0);
        expect(day.activities).toHaveLength(TEMPLATE_ACTIVITIES_PER_DAY);
      }
    });

    it('uses HH:MM times, ascending within each day, between 08:00 and 21:00', () => {
      for (const day of days) {
        const times = day.activities.map((activity) => activity.time);
        for (const time of times) {
          expect(time).toMatch(activityTimePattern);
          expect(time).toMatch(/^\d{2}:\d{2}$/);
          expect(minutes(time)).toBeGreaterThanOrEqual(8 * 60);
          expect(minutes(time)).toBeLessThanOrEqual(21 * 60);
        }
        const asMinutes = times.map(minutes);
        expect(asMinutes).toEqual([...asMinutes].sort((a, b) => a - b));
        expect(new Set(asMinutes).size).toBe(asMinutes.length);
      }
    });

    it('uses known activity types and real descriptions', () => {
      for (const day of days) {
        for (const activity of day.activities) {
          expect(activityTypes).toContain(activity.type);
          expect(activity.description.trim().length).toBeGreaterThanOrEqual(3);
          expect(activity.description.length).toBeLessThanOrEqual(500);
        }
      }
    });

    it('starts day 1 with arrival or check-in', () => {
      expect(['hotel', 'transport']).toContain(days[0]?.activities[0]?.type);
    });

    it('offers alternatives for at least four slots, each a real description unlike any other of the place', () => {
      const slots = days.flatMap((day) => day.activities).filter((activity) => activity.alternatives?.length);
      expect(slots.length).toBeGreaterThanOrEqual(4);
      const all = days.flatMap((day) =>
        day.activities.flatMap((activity) => [
          activity.description,
          ...(activity.alternatives ?? []).map((alternative) => alternative.description),
        ]),
      );
      expect(new Set(all).size).toBe(all.length);
      for (const text of all) {
        expect(text.trim().length).toBeGreaterThanOrEqual(3);
        expect(text.length).toBeLessThanOrEqual(500);
      }
    });

    it('has distinct day titles', () => {
      expect(new Set(days.map((day) => day.title)).size).toBe(days.length);
    });
  });
});
