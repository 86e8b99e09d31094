import { CheckCircle2, CircleHelp, Trophy, XCircle } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@/shared/i18n/useLocale';
import { buttonClass } from '@/shared/ui/buttons';
import { BackToGames } from '../shared/BackToGames';
import { GameRewardNote } from '../shared/GameRewardNote';
import { PlayAgainButton } from '../shared/PlayAgainButton';
import type { FlowResults } from '../shared/question-flow';
import type { GameReward } from '../shared/useGameReward';
import { focusTargetClass } from './FlowLayout';

export interface ReviewRow {
  id: string;
  prompt: string;
  /** The answer given, as text; null when unanswered. */
  answer: string | null;
  correctAnswer: string;
  outcome: 'correct' | 'wrong' | 'unanswered';
}

const outcomeStyle = {
  correct: {
    Icon: CheckCircle2,
    className: 'border-emerald-200 bg-emerald-50',
    iconClass: 'text-emerald-700',
  },
  wrong: { Icon: XCircle, className: 'border-red-200 bg-red-50', iconClass: 'text-red-700' },
  unanswered: { Icon: CircleHelp, className: 'border-stone-200 bg-stone-50', iconClass: 'text-stone-500' },
} as const;

/** The finished screen: score / max, percentage, the counts, a review of every question and Try Again. */
export function FlowResultsPanel({
  results,
  rows,
  note,
  reward,
  headingRef,
  onTryAgain,
}: {
  results: FlowResults<unknown, unknown>;
  rows: readonly ReviewRow[];
  /** Said above the score, such as why the play ended. */
  note?: string;
  reward: GameReward;
  headingRef: Ref<HTMLHeadingElement>;
  onTryAgain: () => void;
}) {
  const { t } = useTranslation();
  const reviewId = useId();
  const formatNumber = useFormatNumber();
  const counts = [
    { key: 'correct', value: results.correct, className: 'text-emerald-800' },
    { key: 'wrong', value: results.wrong, className: 'text-red-800' },
    { key: 'unanswered', value: results.unanswered, className: 'text-stone-700' },
  ] as const;
  return (
    <section className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="text-center">
        <Trophy aria-hidden className="mx-auto h-10 w-10 text-accent-darker" />
        <h2 ref={headingRef} tabIndex={-1} className={`mt-2 text-2xl font-bold ${focusTargetClass}`}>
          {t('games.quiz.results.title')}
        </h2>
        {note && <p className="mt-3 rounded-xl bg-amber-50 px-4 py-2 text-amber-900">{note}</p>}
        <p className="sr-only">
          {t('games.quiz.results.scoreSummary', { score: results.score, max: results.maxScore })}
        </p>
        <div aria-hidden className="mt-5 flex flex-wrap items-end justify-center gap-x-8 gap-y-3">
          <p>
            <span className="block text-sm text-stone-600">{t('games.quiz.results.score')}</span>
            <span className="text-4xl font-bold tabular-nums text-ink" data-testid="quiz-score">
              {t('games.quiz.results.points', { score: results.score, max: results.maxScore })}
            </span>
          </p>
          <p>
            <span className="text-4xl font-bold tabular-nums text-accent-darker" data-testid="quiz-percent">
              {t('games.quiz.results.percent', { percent: results.percent })}
            </span>
            <span className="block text-sm text-stone-600">{t('games.quiz.results.percentLabel')}</span>
          </p>
        </div>
        <p className="sr-only">
          {t('games.quiz.results.percent', { percent: results.percent })}{' '}
          {t('games.quiz.results.percentLabel')}
        </p>
      </div>

      <dl className="mt-6 grid grid-cols-3 gap-3">
        {counts.map(({ key, value, className }) => (
          <div key={key} className="flex flex-col rounded-2xl bg-stone-50 p-3 text-center">
            <dt className="text-xs text-stone-600 sm:text-sm">{t(`games.quiz.results.${key}`)}</dt>
            <dd
              className={`order-first text-2xl font-bold tabular-nums ${className}`}
              data-testid={`count-${key}`}
            >
              {formatNumber(value)}
            </dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <PlayAgainButton className={buttonClass.accent} onClick={onTryAgain}>
          {t('games.quiz.results.tryAgain')}
        </PlayAgainButton>
        <BackToGames className="px-3 py-2" />
      </div>
      <GameRewardNote reward={reward} />

      <h3 id={reviewId} className="mt-8 text-lg font-bold">
        {t('games.quiz.results.review')}
      </h3>
      <ol aria-labelledby={reviewId} className="mt-3 space-y-3">
        {rows.map((row, index) => {
          const style = outcomeStyle[row.outcome];
          return (
            <li key={row.id} className={`flex gap-3 rounded-2xl border p-4 ${style.className}`}>
              <style.Icon aria-hidden className={`mt-0.5 h-5 w-5 shrink-0 ${style.iconClass}`} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <span className="tabular-nums">{index + 1}. </span>
                  {row.prompt}
                </p>
                <p className="mt-1 text-sm">
                  <span className="sr-only">{t(`games.quiz.results.${row.outcome}`)}. </span>
                  {row.answer === null
                    ? t('games.quiz.results.noAnswer')
                    : t('games.quiz.results.yourAnswer', { answer: row.answer })}
                </p>
                {row.outcome !== 'correct' && (
                  <p className="mt-0.5 text-sm font-semibold text-emerald-800">
                    {t('games.quiz.results.correctAnswer', { answer: row.correctAnswer })}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
