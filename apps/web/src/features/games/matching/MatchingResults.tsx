import { Check, X } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayAgainFooter } from '../shared/PlayAgainFooter';
import type { GameReward } from '../shared/useGameReward';
import { useGameTexts } from '../shared/useGameTexts';
import {
  efficiency,
  lastAttempts,
  matchingMaxScore,
  matchingScore,
  pairById,
  type MatchingState,
} from './matching-rules';

interface Props {
  state: MatchingState;
  reward: GameReward;
  headingRef: Ref<HTMLHeadingElement>;
  onPlayAgain: () => void;
}

/** After the banner: score, efficiency, the last 3 attempts and every pair with its story. */
export function MatchingResults({ state, reward, headingRef, onPlayAgain }: Props) {
  const { t } = useTranslation();
  const texts = useGameTexts();
  const shown = (pairId: string) => {
    const pair = pairById(state, pairId);
    return pair && texts.pair(pair);
  };
  const correct = state.attempts.filter((attempt) => attempt.correct).length;

  return (
    <section
      aria-labelledby="matching-results"
      className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2
        id="matching-results"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-28 text-center text-2xl font-bold"
      >
        {t('games.matching.results.title')}
      </h2>
      <dl className="mx-auto mt-6 grid max-w-xl grid-cols-2 gap-3">
        <div className="flex flex-col rounded-2xl bg-stone-50 p-4 text-center">
          <dt className="text-sm text-stone-600">{t('games.matching.results.score')}</dt>
          <dd
            className="order-first text-xl font-bold text-accent-dark sm:text-3xl"
            data-testid="matching-score"
          >
            {t('games.matching.results.scoreValue', {
              score: matchingScore(state),
              max: matchingMaxScore(state),
            })}
          </dd>
        </div>
        <div className="flex flex-col rounded-2xl bg-stone-50 p-4 text-center">
          <dt className="text-sm text-stone-600">{t('games.matching.results.efficiency')}</dt>
          <dd
            className="order-first text-xl font-bold text-accent-dark sm:text-3xl"
            data-testid="matching-efficiency"
          >
            {t('games.matching.results.efficiencyValue', { percent: efficiency(state) })}
          </dd>
          <dd className="mt-1 text-xs text-stone-600">
            {t('games.matching.results.efficiencyNote', { correct, count: state.attempts.length })}
          </dd>
        </div>
      </dl>

      <h3 className="mt-8 font-bold">{t('games.matching.results.lastAttempts')}</h3>
      <ol
        className="mt-3 divide-y divide-stone-100 rounded-2xl border border-stone-200"
        data-testid="matching-last-attempts"
      >
        {lastAttempts(state).map((attempt, index) => (
          <li key={index} className="flex items-center justify-between gap-3 px-4 py-3">
            <span className="min-w-0 text-sm font-medium">
              {t('games.matching.results.attempt', {
                artist: shown(attempt.artistPairId)?.left ?? '',
                artwork: shown(attempt.artworkPairId)?.right ?? '',
              })}
            </span>
            <span
              className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                attempt.correct ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'
              }`}
            >
              {attempt.correct ? (
                <Check aria-hidden className="h-3.5 w-3.5" />
              ) : (
                <X aria-hidden className="h-3.5 w-3.5" />
              )}
              {attempt.correct ? t('games.matching.results.correct') : t('games.matching.results.incorrect')}
            </span>
          </li>
        ))}
      </ol>

      <h3 className="mt-8 font-bold">{t('games.matching.results.pairs')}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {state.pairs.map(texts.pair).map((pair) => (
          <li key={pair.id} className="rounded-2xl border border-stone-200 p-4">
            <p className="font-semibold">
              {pair.left} → <span className="italic">{pair.right}</span>
            </p>
            <p className="mt-1 text-sm text-stone-700">{pair.description}</p>
          </li>
        ))}
      </ul>

      <PlayAgainFooter
        label={t('games.matching.results.playAgain')}
        reward={reward}
        onPlayAgain={onPlayAgain}
      />
    </section>
  );
}
