import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

describe('timeLeft', () => {
  it('uses minutes under an hour, rounding a started minute up', () => {
    expect(timeLeft(1)).toEqual({ unit: 'minute', value: 1 });
    expect(timeLeft(60)).toEqual({ unit: 'minute', value: 1 });
    expect(timeLeft(59 * 60)).toEqual({ unit: 'minute', value: 59 });
    // 59 minutes and a second is a started 60th minute: one hour.
    expect(timeLeft(59 * 60 + 1)).toEqual({ unit: 'hour', value: 1 });
  });

  it('uses hours under 1440 minutes', () => {
    expect(timeLeft(3600)).toEqual({ unit: 'hour', value: 1 });
    expect(timeLeft(5 * 3600 + 1200)).toEqual({ unit: 'hour', value: 5 });
    expect(timeLeft(1439 * 60)).toEqual({ unit: 'hour', value: 23 });
  });

  it('uses whole days from a day on', () => {
    expect(timeLeft(1440 * 60)).toEqual({ unit: 'day', value: 1 });
    expect(timeLeft(3 * 86400 + 7 * 3600)).toEqual({ unit: 'day', value: 3 });
    expect(timeLeft(7 * 86400)).toEqual({ unit: 'day', value: 7 });
  });

  it('is null once the time is up or unknown', () => {
    expect(timeLeft(0)).toBeNull();
    expect(timeLeft(-5)).toBeNull();
    expect(timeLeft(Number.NaN)).toBeNull();
  });
});
