import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatClock } from './countdown';

/**
 * A game's countdown: m:ss, red at `warningAt` seconds or fewer. Screen readers hear it once when it
 * turns red and once when time is up, not every second.
 */
export function GameTimer({ seconds, warningAt }: { seconds: number; warningAt?: number }) {
  const { t } = useTranslation();
  const warning = warningAt !== undefined && seconds <= warningAt;
  let announcement = '';
  if (seconds === 0) announcement = t('games.timer.timeUp');
  else if (seconds === warningAt) announcement = t('games.timer.warning', { count: seconds });
  return (
    <div
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-mono text-sm font-semibold tabular-nums ${
        warning ? 'bg-red-100 text-red-800' : 'bg-stone-100 text-ink'
      }`}
      data-warning={warning || undefined}
    >
      <Timer aria-hidden className="h-4 w-4" />
      <span role="timer" aria-label={t('games.timer.label')}>
        {formatClock(seconds)}
      </span>
      <span className="sr-only" aria-live="assertive">
        {announcement}
      </span>
    </div>
  );
}
