import { useTranslation } from 'react-i18next';
import { GameTimer } from '../shared/GameTimer';

/** In the game bar while a question flow runs: 'Question n of 8', the score so far and the countdown. */
export function FlowStatus({
  progressLabel,
  score,
  secondsLeft,
  warningAt,
}: {
  progressLabel: string;
  score: number;
  secondsLeft: number | null;
  warningAt?: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="font-semibold text-ink">{progressLabel}</p>
      <p className="font-semibold text-accent-darker tabular-nums">{t('games.quiz.score', { score })}</p>
      {secondsLeft !== null && <GameTimer seconds={secondsLeft} warningAt={warningAt} />}
    </>
  );
}
