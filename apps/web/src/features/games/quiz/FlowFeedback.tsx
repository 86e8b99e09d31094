import { CheckCircle2, ChevronRight, Clock, Eye, EyeOff, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/buttons';
import {
  canGoNext,
  explanationToggle,
  isLastQuestion,
  type FeedbackKind,
  type FlowQuestion,
  type FlowState,
} from '../shared/question-flow';

const feedbackStyle: Record<FeedbackKind, { className: string; Icon: typeof CheckCircle2 }> = {
  correct: { className: 'border-emerald-300 bg-emerald-50 text-emerald-900', Icon: CheckCircle2 },
  wrong: { className: 'border-red-300 bg-red-50 text-red-900', Icon: XCircle },
  timeUp: { className: 'border-amber-300 bg-amber-50 text-amber-900', Icon: Clock },
};

/**
 * Under the options: the verdict, the Show/Hide Explanation toggle with Next Question / Finish Quiz,
 * then the explanation. Verdict and explanation are live regions, so screen readers hear both when an
 * answer locks.
 */
export function FlowFeedback({
  kind,
  message,
  detail,
  explanation,
  flow,
}: {
  kind: FeedbackKind | null;
  message: string;
  /** A second line, such as the statement's true answer. */
  detail?: string;
  explanation: string;
  /** The running flow (see useQuestionFlow): its state says which buttons to offer. */
  flow: { state: FlowState<FlowQuestion, unknown>; toggleExplanation: () => void; next: () => void };
}) {
  const { t } = useTranslation();
  const { state } = flow;
  const style = kind ? feedbackStyle[kind] : null;
  const toggle = explanationToggle(state);
  return (
    <>
      <div aria-live="polite">
        {style && (
          <div className={`mt-3 rounded-2xl border px-4 py-3 ${style.className}`}>
            <p className="flex items-start gap-2 font-semibold">
              <style.Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
              <span>{message}</span>
            </p>
            {detail && <p className="mt-1 pl-7">{detail}</p>}
          </div>
        )}
      </div>
      {/* Next comes straight after the verdict and before the explanation, so on a phone the options,
          the verdict and Next are on screen together; the explanation reads on below. */}
      <div className="mt-3 flex flex-wrap items-center justify-end gap-3">
        {toggle && (
          <button type="button" className={`${buttonClass.ghost} mr-auto`} onClick={flow.toggleExplanation}>
            {toggle === 'show' ? (
              <Eye aria-hidden className="h-4 w-4" />
            ) : (
              <EyeOff aria-hidden className="h-4 w-4" />
            )}
            {toggle === 'show' ? t('games.quiz.showExplanation') : t('games.quiz.hideExplanation')}
          </button>
        )}
        <button
          type="button"
          className={buttonClass.primary}
          disabled={!canGoNext(state)}
          onClick={flow.next}
        >
          {isLastQuestion(state) ? t('games.quiz.finish') : t('games.quiz.next')}
          <ChevronRight aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <div aria-live="polite">
        {style && state.explanationShown && (
          <div className="mt-3 rounded-2xl border border-stone-200 bg-stone-50 px-4 py-3 text-stone-800">
            <h3 className="text-sm font-bold uppercase tracking-wide text-stone-600">
              {t('games.quiz.explanation')}
            </h3>
            <p className="mt-1">{explanation}</p>
          </div>
        )}
      </div>
    </>
  );
}
