import { useEffect, useRef, useState } from 'react';
import { isExpired, remainingSeconds, type Countdown } from './countdown';

/**
 * The seconds left on a game's countdown, re-read from the clock four times a second and whenever the
 * tab becomes visible again; `onExpire` runs once per countdown when it reaches zero. The countdown
 * itself lives in the game's state, so pausing or restarting is a state change, never a timer reset.
 */
export function useCountdown(
  countdown: Countdown | null,
  onExpire: () => void,
  clock: () => number = Date.now,
): number | null {
  const [now, setNow] = useState(clock);
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;
  const expiredFor = useRef<Countdown | null>(null);

  useEffect(() => {
    if (!countdown) return;
    const check = () => {
      const time = clock();
      setNow(time);
      if (countdown.runningSince !== null && isExpired(countdown, time) && expiredFor.current !== countdown) {
        expiredFor.current = countdown;
        expireRef.current();
      }
    };
    check();
    if (countdown.runningSince === null) return;
    const interval = window.setInterval(check, 250);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [countdown, clock]);

  return countdown ? remainingSeconds(countdown, Math.max(now, countdown.runningSince ?? now)) : null;
}
