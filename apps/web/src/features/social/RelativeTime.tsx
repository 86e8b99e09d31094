import { useSyncExternalStore } from 'react';
import { useLocale } from '@/shared/i18n/useLocale';
import { formatFullDate, formatRelativeTime } from './relative-time';

// One clock for every time on the screen, ticking each minute while something shows it.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, 30_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** "5 minutes ago" in the active language, with the full date as its machine value and tooltip. */
export function RelativeTime({ date }: { date: string }) {
  const locale = useLocale();
  const current = useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
  return (
    <time dateTime={date} title={formatFullDate(date, locale)}>
      {formatRelativeTime(date, current, locale)}
    </time>
  );
}
