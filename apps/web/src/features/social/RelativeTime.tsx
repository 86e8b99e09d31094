import { useLocale } from '@/shared/i18n/useLocale';
import { createExternalStore } from '@/shared/store/external-store';
import { useExternalStore } from '@/shared/store/use-external-store';
import { formatFullDate, formatRelativeTime } from './relative-time';

// One clock for every time on the screen, ticking each minute while something shows it.
const clock = createExternalStore(Date.now(), {
  watch: (store) => {
    store.set(Date.now());
    const timer = setInterval(() => store.set(Date.now()), 30_000);
    return () => clearInterval(timer);
  },
});

/** "5 minutes ago" in the active language, with the full date as its machine value and tooltip. */
export function RelativeTime({ date }: { date: string }) {
  const locale = useLocale();
  const current = useExternalStore(clock);
  return (
    <time dateTime={date} title={formatFullDate(date, locale)}>
      {formatRelativeTime(date, current, locale)}
    </time>
  );
}
