import { useTranslation } from 'react-i18next';
import { GameTimer } from '../shared/GameTimer';

/** Above each question: 'Question n of 8', the score so far, the countdown and a progress bar. */
export function FlowStatus({
  progressLabel,
  done,
  total,
  score,
  secondsLeft,
  warningAt,
}: {
  progressLabel: string;
  /** Questions answered or timed out, for the bar. */
  done: number;
  total: number;
  score: number;
  secondsLeft: number | null;
  warningAt?: number;
}) {
  const { t } = useTranslation();
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="font-semibold text-ink">{progressLabel}</p>
        <div className="flex items-center gap-3">
          <p className="text-sm font-semibold text-accent-darker tabular-nums">
            {t('games.quiz.score', { score })}
          </p>
          {secondsLeft !== null && <GameTimer seconds={secondsLeft} warningAt={warningAt} />}
        </div>
      </div>
      {/* The text above already says where the player is; the bar is for the eye only. */}
      <div aria-hidden className="mt-3 h-2 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
