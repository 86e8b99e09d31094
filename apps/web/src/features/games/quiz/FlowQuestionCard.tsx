import type { ReactNode, Ref } from 'react';
import { scoreSoFar, type FlowConfig, type FlowQuestion, type FlowState } from '../shared/question-flow';
import { focusTargetClass } from './FlowLayout';
import { FlowStatus } from './FlowStatus';

/**
 * The card a question-flow game shows while playing: an optional small line above the question, the
 * question as the level-2 heading that takes the focus when the question changes, then the answers and
 * the feedback, which the screen passes as children. The progress, score and clock are in the game bar
 * (see flowBarStatus), so on a phone the options, the verdict and Next fit under the question.
 */
export function FlowQuestionCard({
  category,
  question,
  headingRef,
  children,
}: {
  /** The question's category, in a small line above it (the true/false statements have one). */
  category?: string;
  question: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-8">
      {category !== undefined && (
        <p className="text-xs font-semibold uppercase tracking-wide text-accent-darker">{category}</p>
      )}
      <h2
        ref={headingRef}
        tabIndex={-1}
        className={`${category === undefined ? '' : 'mt-1'} text-lg font-bold leading-snug text-ink sm:text-2xl ${focusTargetClass}`}
      >
        {question}
      </h2>
      {children}
    </section>
  );
}

/** The game bar's status and progress line for a question flow in play. */
export function flowBarStatus<Q extends FlowQuestion, A>(
  config: FlowConfig<Q, A>,
  state: FlowState<Q, A>,
  secondsLeft: number | null,
  progressLabel: string,
  warningAt?: number,
): { status: ReactNode; progress: number } {
  const total = state.questions.length;
  return {
    status: (
      <FlowStatus
        progressLabel={progressLabel}
        score={scoreSoFar(config, state)}
        secondsLeft={secondsLeft}
        warningAt={warningAt}
      />
    ),
    progress: total > 0 ? (state.index + (state.locked ? 1 : 0)) / total : 0,
  };
}
