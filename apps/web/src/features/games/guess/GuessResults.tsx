import { Check, Clock, X } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@/shared/i18n/useLocale';
import { PlayAgainFooter } from '../shared/PlayAgainFooter';
import type { GameReward } from '../shared/useGameReward';
import { useGameTexts } from '../shared/useGameTexts';
import type { GuessResult, GuessState } from './guess-rules';

interface Props {
  state: GuessState;
  result: GuessResult;
  reward: GameReward;
  headingRef: Ref<HTMLHeadingElement>;
  onPlayAgain: () => void;
}

/** The finished screen: score out of 800, correct answers, percentage, each answer, Play Again. */
export function GuessResults({ state, result, reward, headingRef, onPlayAgain }: Props) {
  const { t } = useTranslation();
  const texts = useGameTexts();
  const formatNumber = useFormatNumber();
  const figures = [
    { key: 'correct', value: `${formatNumber(result.correct)} / ${formatNumber(result.total)}` },
    { key: 'accuracy', value: t('games.guess.results.accuracyValue', { percent: result.percent }) },
    { key: 'unanswered', value: formatNumber(result.unanswered) },
  ] as const;

  return (
    <section
      aria-labelledby="guess-results"
      className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <div className="text-center">
        <h2 id="guess-results" ref={headingRef} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold">
          {t('games.guess.results.title')}
        </h2>
        <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-stone-600">
          {t('games.guess.results.score')}
        </p>
        <p className="text-5xl font-bold text-accent-dark" data-testid="guess-score">
          {formatNumber(result.score)} / {formatNumber(result.maxScore)}
        </p>
        <dl className="mx-auto mt-6 grid max-w-xl grid-cols-3 gap-3">
          {figures.map((figure) => (
            <div key={figure.key} className="flex flex-col rounded-2xl bg-stone-50 p-3 sm:p-4">
              <dt className="text-xs text-stone-600 sm:text-sm">{t(`games.guess.results.${figure.key}`)}</dt>
              <dd className="order-first text-xl font-bold sm:text-2xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <h3 className="mt-8 font-bold">{t('games.guess.results.review')}</h3>
      <ol className="mt-3 divide-y divide-stone-100 rounded-2xl border border-stone-200">
        {state.items.map(texts.artwork).map((item, index) => {
          const answer = state.answers[index] ?? null;
          const right = answer === item.correctAnswer;
          let status = t('games.guess.results.timedOut');
          if (right) status = t('games.guess.results.answeredRight');
          else if (answer !== null)
            status = t('games.guess.results.answeredWrong', { answer: item.options[answer] });
          const Icon = right ? Check : answer === null ? Clock : X;
          return (
            <li key={item.id} className="flex items-start gap-3 px-4 py-3">
              <Icon
                aria-hidden
                className={`mt-0.5 h-5 w-5 shrink-0 ${
                  right ? 'text-emerald-700' : answer === null ? 'text-stone-500' : 'text-red-700'
                }`}
              />
              <span className="min-w-0">
                <span className="block font-semibold">{item.title}</span>
                <span className="block text-sm text-stone-600">
                  {item.artist} · {status}
                </span>
              </span>
            </li>
          );
        })}
      </ol>

      <PlayAgainFooter label={t('games.guess.results.playAgain')} reward={reward} onPlayAgain={onPlayAgain} />
    </section>
  );
}
