import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GameBar } from '../shared/GameBar';

/**
 * The page every quiz phase sits in: the game bar ('Back to Games', the title and, while playing, the
 * progress, score and clock), then the phase's content in a column.
 * Screens render it in the same place in every phase, so its live region persists.
 */
export function FlowLayout({
  title,
  titleRef,
  score,
  status,
  progress,
  children,
}: {
  title: string;
  /** The title takes focus when the screen returns to the intro. */
  titleRef?: Ref<HTMLHeadingElement>;
  /**
   * The play's score once it is over, said by screen readers in the same words for every quiz-like
   * game; the live region stays mounted in every phase so that the change is heard.
   */
  score?: { score: number; maxScore: number } | null;
  /** The game bar's progress, score and clock while playing. */
  status?: ReactNode;
  /** Share of the play done, for the game bar's thin progress line. */
  progress?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const announcement = score
    ? `${t('games.quiz.results.title')} ${t('games.quiz.results.scoreSummary', { score: score.score, max: score.maxScore })}`
    : '';
  return (
    <>
      <GameBar title={title} titleRef={titleRef} status={status} progress={progress} />
      <div className="mx-auto max-w-3xl px-4 pt-3 pb-8 sm:pt-6 sm:pb-10">
        {children}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>
    </>
  );
}

/** Headings that receive focus programmatically: a ring for keyboard users, none for the mouse. */
export const focusTargetClass =
  'rounded focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent';
