import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@/shared/i18n/useLocale';
import { buttonClass } from '@/shared/ui/buttons';
import { BackToGames } from '../shared/BackToGames';
import { GameRewardNote } from '../shared/GameRewardNote';
import { PlayAgainButton } from '../shared/PlayAgainButton';
import { useGameTexts } from '../shared/useGameTexts';
import type { GameReward } from '../shared/useGameReward';
import type { TimelineScore } from './timeline-rules';
import { CategoryIcon, useYearLabel } from './timeline-ui';

interface Props {
  score: TimelineScore;
  reward: GameReward;
  onNewTimeline: () => void;
}

/** View 3: the score, the correct order (green where the player was right, red where not), New Timeline. */
export function TimelineResults({ score, reward, onNewTimeline }: Props) {
  const { t } = useTranslation();
  const texts = useGameTexts();
  const yearLabel = useYearLabel();
  const formatNumber = useFormatNumber();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="mx-auto max-w-3xl px-4 pt-3 pb-8 sm:pt-6">
      <section className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold focus:outline-none sm:text-4xl">
          {t('games.timeline.results.title')}
        </h2>
        <p className="mt-5">
          <span className="sr-only">{t('games.timeline.results.scoreLabel')} </span>
          <span className="block text-5xl font-bold text-accent-darker" data-testid="timeline-score">
            {formatNumber(score.score)}
          </span>{' '}
          <span className="mt-1 block text-stone-700">
            {t('games.timeline.results.outOf', { max: score.maxScore, percent: score.percent })}
          </span>
        </p>
        <GameRewardNote reward={reward} />
      </section>

      <section aria-labelledby="timeline-correct" className="mt-8">
        <h2 id="timeline-correct" className="text-xl font-bold">
          {t('games.timeline.results.correctTimeline')}
        </h2>
        <ol aria-labelledby="timeline-correct" className="mt-3 space-y-3">
          {score.placements.map(({ event: english, placed: englishPlaced, correct }) => {
            const event = texts.event(english);
            const placed = texts.event(englishPlaced);
            return (
              <li
                key={event.id}
                data-correct={correct}
                className={`flex gap-3 rounded-2xl border-2 p-4 ${
                  correct ? 'border-green-400 bg-green-50' : 'border-red-400 bg-red-50'
                }`}
              >
                <div className="flex w-20 shrink-0 flex-col items-center gap-2 text-center sm:w-24">
                  <span className="text-sm font-bold text-ink">{yearLabel(event.year)}</span>
                  <span className="flex items-center gap-1.5">
                    <CategoryIcon category={event.category} size="sm" />
                    {correct ? (
                      <CircleCheck aria-hidden className="h-6 w-6 text-green-700" />
                    ) : (
                      <CircleX aria-hidden className="h-6 w-6 text-red-700" />
                    )}
                  </span>
                </div>
                <div className="min-w-0 flex-1">
                  <h3 className="font-bold leading-snug">{event.title}</h3>
                  <p className="mt-1 text-sm text-stone-700">{event.description}</p>
                  {!correct && (
                    <p className="mt-2 text-sm font-semibold text-red-800">
                      {t('games.timeline.results.youPlaced', {
                        title: placed.title,
                        year: yearLabel(placed.year),
                      })}
                    </p>
                  )}
                </div>
                <span className="sr-only">
                  {t(correct ? 'games.timeline.results.correct' : 'games.timeline.results.wrong')}
                </span>
              </li>
            );
          })}
        </ol>
      </section>

      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <PlayAgainButton className={buttonClass.accent} onClick={onNewTimeline}>
          {t('games.timeline.results.newTimeline')}
        </PlayAgainButton>
        <BackToGames className={buttonClass.outline} />
      </div>
    </div>
  );
}
