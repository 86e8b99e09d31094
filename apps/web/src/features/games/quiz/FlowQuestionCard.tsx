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

/** What the game bar shows while a question flow is played: its status and its progress line. */
export interface FlowBar {
  status: ReactNode;
  /** Share of the play done. */
  progress: number;
}

/** The game bar's status and progress line for a question flow in play (see useQuestionFlow). */
export function flowBarStatus<Q extends FlowQuestion, A>(
  config: FlowConfig<Q, A>,
  flow: { state: FlowState<Q, A>; secondsLeft: number | null },
  /** 'Question 3 of 8' in the game's words. */
  progressLabel: (place: { current: number; total: number }) => string,
  warningAt?: number,
): FlowBar {
  const { state } = flow;
  const total = state.questions.length;
  return {
    status: (
      <FlowStatus
        progressLabel={progressLabel({ current: state.index + 1, total })}
        score={scoreSoFar(config, state)}
        secondsLeft={flow.secondsLeft}
        warningAt={warningAt}
      />
    ),
    progress: total > 0 ? (state.index + (state.locked ? 1 : 0)) / total : 0,
  };
}
