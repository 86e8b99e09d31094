import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GameBar } from '../shared/GameBar';
import type { FlowPhase } from '../shared/question-flow';
import type { FlowBar } from './FlowQuestionCard';

/**
 * The page every quiz phase sits in: the game bar ('Back to Games', the title and, while playing, the
 * progress, score and clock), then the phase's content in a column.
 * Screens render it in the same place in every phase, so its live region persists.
 */
export function FlowLayout({
  title,
  flow,
  bar,
  children,
}: {
  title: string;
  /**
   * The running flow (see useQuestionFlow). The title takes its focus when the screen returns to the
   * intro; once the play is over, its score is said by screen readers in the same words for every
   * quiz-like game (the live region stays mounted in every phase so that the change is heard).
   */
  flow: {
    state: { phase: FlowPhase };
    headingRef: Ref<HTMLHeadingElement>;
    results: { score: number; maxScore: number } | null;
  };
  /** While playing: the game bar's progress, score and clock (see flowBarStatus). */
  bar?: FlowBar;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const score = flow.results;
  const announcement = score
    ? `${t('games.quiz.results.title')} ${t('games.quiz.results.scoreSummary', { score: score.score, max: score.maxScore })}`
    : '';
  return (
    <>
      <GameBar
        title={title}
        titleRef={flow.state.phase === 'intro' ? flow.headingRef : undefined}
        status={bar?.status}
        progress={bar?.progress}
      />
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
