import type { CrosswordClue } from '@artvoyage/content/games';
import { PartyPopper } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/buttons';
import { formatClock } from '../shared/countdown';
import { GameRewardNote } from '../shared/GameRewardNote';
import { PlayAgainButton } from '../shared/PlayAgainButton';
import type { GameReward } from '../shared/useGameReward';

interface CrosswordDoneProps {
  /** The heading, which takes the focus when the grid is completed. */
  headingRef: Ref<HTMLHeadingElement>;
  elapsedMs: number;
  score: number;
  reward: GameReward;
  onPlayAgain: () => void;
}

/** The results once the grid is completed: time, score, the XP note and Play Again. */
export function CrosswordDone({ headingRef, elapsedMs, score, reward, onPlayAgain }: CrosswordDoneProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="crossword-done"
      className="mt-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-center"
    >
      <PartyPopper aria-hidden className="mx-auto h-8 w-8 text-emerald-700" />
      <h2 id="crossword-done" ref={headingRef} tabIndex={-1} className="mt-2 text-2xl font-bold outline-none">
        {t('games.crossword.congratulations')}
      </h2>
      <p className="mt-2 text-stone-800">
        {t('games.crossword.completedIn', { time: formatClock(elapsedMs / 1000) })}
      </p>
      <p className="mt-1 font-semibold text-emerald-900">{t('games.crossword.score', { score })}</p>
      <GameRewardNote reward={reward} />
      <PlayAgainButton className={`${buttonClass.primary} mt-4`} onClick={onPlayAgain}>
        {t('games.crossword.playAgain')}
      </PlayAgainButton>
    </section>
  );
}

/** The bar above the grid naming the current clue; the grid's cells point to it by its id. */
export function CurrentClue({ id, clue }: { id: string; clue: CrosswordClue | undefined }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="mt-2 flex min-h-12 items-center rounded-xl bg-ink px-4 py-2 text-sm text-white">
      {clue ? (
        <span>
          <span className="font-bold text-accent">
            {t('games.crossword.clueHeading', {
              number: clue.number,
              direction: t(`games.crossword.${clue.direction}`),
            })}
          </span>{' '}
          {clue.clue}{' '}
          <span className="whitespace-nowrap text-stone-300">
            {t('games.crossword.clueLength', { count: clue.answer.length })}
          </span>
        </span>
      ) : (
        t('games.crossword.noClue')
      )}
    </p>
  );
}
