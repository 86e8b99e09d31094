/*
 * A countdown measured against a clock rather than by counting ticks, so a throttled background tab,
 * a slow device or a paused debugger never makes it run slow: whatever fires late still reads the
 * true time left. Pure; the clock time is always passed in.
 */

export interface Countdown {
  readonly durationMs: number;
  /** Clock time (ms) of the last start or resume; null while paused. */
  readonly runningSince: number | null;
  /** Time used before the last start or resume. */
  readonly usedMs: number;
}

export function startCountdown(seconds: number, now: number): Countdown {
  return { durationMs: Math.max(0, seconds) * 1000, runningSince: now, usedMs: 0 };
}

/** Stops the clock where it is (true/false: the timer pauses once an answer is locked). */
export function pauseCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.runningSince === null) return countdown;
  return { ...countdown, runningSince: null, usedMs: usedMs(countdown, now) };
}

export function isRunning(countdown: Countdown): boolean {
  return countdown.runningSince !== null;
}

function usedMs(countdown: Countdown, now: number): number {
  const running = countdown.runningSince === null ? 0 : Math.max(0, now - countdown.runningSince);
  return countdown.usedMs + running;
}

export function remainingMs(countdown: Countdown, now: number): number {
  return Math.max(0, countdown.durationMs - usedMs(countdown, now));
}

/** Whole seconds left as a clock shows them: 0.2 s left still reads 1, and 0 only when time is up. */
export function remainingSeconds(countdown: Countdown, now: number): number {
  return Math.ceil(remainingMs(countdown, now) / 1000);
}

export function isExpired(countdown: Countdown, now: number): boolean {
  return remainingMs(countdown, now) === 0;
}

/** 480 -> '8:00', 9 -> '0:09'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
