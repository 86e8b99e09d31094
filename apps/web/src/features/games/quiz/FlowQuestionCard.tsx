import type { ReactNode, Ref } from 'react';
import { scoreSoFar, type FlowConfig, type FlowQuestion, type FlowState } from '../shared/question-flow';
import { focusTargetClass } from './FlowLayout';
import { FlowStatus } from './FlowStatus';

/**
 * The card a question-flow game shows while playing: the status (progress, score so far, countdown and
 * bar), an optional small line above the question, the question as the level-2 heading that takes the
 * focus when the question changes, then the answers and the feedback, which the screen passes as
 * children.
 */
export function FlowQuestionCard<Q extends FlowQuestion, A>({
  config,
  state,
  secondsLeft,
  progressLabel,
  warningAt,
  category,
  question,
  headingRef,
  children,
}: {
  config: FlowConfig<Q, A>;
  state: FlowState<Q, A>;
  secondsLeft: number | null;
  /** Such as 'Question 3 of 8'. */
  progressLabel: string;
  /** The countdown turns red at this many seconds or fewer; never when left out. */
  warningAt?: number;
  /** The question's category, in a small line above it (the true/false statements have one). */
  category?: string;
  question: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <FlowStatus
        progressLabel={progressLabel}
        done={state.index + (state.locked ? 1 : 0)}
        total={state.questions.length}
        score={scoreSoFar(config, state)}
        secondsLeft={secondsLeft}
        warningAt={warningAt}
      />
      {category !== undefined && (
        <p className="mt-6 text-xs font-semibold uppercase tracking-wide text-accent-darker">{category}</p>
      )}
      <h2
        ref={headingRef}
        tabIndex={-1}
        className={`${category === undefined ? 'mt-6' : 'mt-1'} text-xl font-bold leading-snug text-ink sm:text-2xl ${focusTargetClass}`}
      >
        {question}
      </h2>
      {children}
    </section>
  );
}
