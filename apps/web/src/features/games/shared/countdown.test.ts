import { describe, expect, it } from 'vitest';
import {
  formatClock,
  isExpired,
  isRunning,
  pauseCountdown,
  remainingMs,
  remainingSeconds,
  startCountdown,
} from './countdown';

describe('countdown', () => {
  it('reads the time left from the clock, however rarely it is asked', () => {
    const countdown = startCountdown(30, 1_000);
    expect(remainingSeconds(countdown, 1_000)).toBe(30);
    expect(remainingSeconds(countdown, 1_001)).toBe(30);
    expect(remainingSeconds(countdown, 2_000)).toBe(29);
    // A background tab that wakes 25 s later sees 5 s left, not 29.
    expect(remainingSeconds(countdown, 26_000)).toBe(5);
    expect(isExpired(countdown, 30_999)).toBe(false);
    expect(remainingSeconds(countdown, 30_999)).toBe(1);
    expect(isExpired(countdown, 31_000)).toBe(true);
    expect(remainingMs(countdown, 99_000)).toBe(0);
  });

  it('stops while paused and keeps the time used', () => {
    const paused = pauseCountdown(startCountdown(20, 0), 4_500);
    expect(isRunning(paused)).toBe(false);
    expect(remainingMs(paused, 4_500)).toBe(15_500);
    expect(remainingMs(paused, 60_000)).toBe(15_500);
    expect(pauseCountdown(paused, 70_000)).toBe(paused);
  });

  it('formats minutes and seconds', () => {
    expect(formatClock(480)).toBe('8:00');
    expect(formatClock(300)).toBe('5:00');
    expect(formatClock(69)).toBe('1:09');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});
