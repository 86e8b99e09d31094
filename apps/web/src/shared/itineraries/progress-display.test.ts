import { describe, expect, it } from 'vitest';
import { clampDayIndex, dayTone, toneDotClass, toneLabelKey } from './progress-display';

const activity = (completed: boolean) => ({ time: '10:00', description: 'Visit', completed });

describe('dayTone', () => {
  it('is none for a day without activities or none done', () => {
    expect(dayTone({ activities: [] })).toBe('none');
    expect(dayTone({ activities: [activity(false), activity(false)] })).toBe('none');
  });
  it('is started when some are done', () => {
    expect(dayTone({ activities: [activity(true), activity(false)] })).toBe('started');
  });
  it('is complete when all are done', () => {
    expect(dayTone({ activities: [activity(true), activity(true)] })).toBe('complete');
  });
  it('maps every tone to a colour and a label', () => {
    expect(toneDotClass.complete).toContain('green');
    expect(toneDotClass.started).toContain('yellow');
    expect(toneDotClass.none).toContain('stone');
    expect(Object.keys(toneLabelKey).sort()).toEqual(Object.keys(toneDotClass).sort());
  });
});

describe('clampDayIndex', () => {
  it('keeps the index within the days', () => {
    expect(clampDayIndex(1, 3)).toBe(1);
    expect(clampDayIndex(5, 3)).toBe(2);
    expect(clampDayIndex(-1, 3)).toBe(0);
    expect(clampDayIndex(2, 0)).toBe(0);
  });
});
