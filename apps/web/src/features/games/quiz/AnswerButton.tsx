import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionMark } from '../shared/question-flow';

const markClass: Record<OptionMark, string> = {
  open: 'border-stone-300 bg-white text-ink hover:border-ink hover:bg-stone-50',
  correct: 'border-emerald-600 bg-emerald-50 text-emerald-950',
  wrong: 'border-red-600 bg-red-50 text-red-950',
  other: 'border-stone-200 bg-white text-stone-500',
};

/**
 * One answer. Once the question is locked it is aria-disabled rather than disabled, so the focus stays
 * on the answer just given (a disabled button would drop it to the page) while clicks do nothing.
 */
export function AnswerButton({
  mark,
  badge,
  markBadge = true,
  onChoose,
  children,
}: {
  mark: OptionMark;
  /** 'A'-'D' or an icon, shown before the text and hidden from screen readers. */
  badge: ReactNode;
  /** Colour the badge with the mark (letters); off for badges that carry their own meaning (✓ / ✗). */
  markBadge?: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const locked = mark !== 'open';
  return (
    <button
      type="button"
      aria-disabled={locked || undefined}
      data-mark={mark}
      onClick={locked ? undefined : onChoose}
      className={`flex min-h-12 w-full items-center gap-3 rounded-2xl border-2 px-3 py-2 sm:min-h-14 sm:px-4 sm:py-3 text-left font-medium transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent ${
        locked ? 'cursor-default' : ''
      } ${markClass[mark]}`}
    >
      <span
        aria-hidden
        className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
          markBadge && mark === 'correct'
            ? 'bg-emerald-600 text-white'
            : markBadge && mark === 'wrong'
              ? 'bg-red-600 text-white'
              : 'bg-stone-100 text-ink'
        }`}
      >
        {badge}
      </span>
      <span className="flex-1">{children}</span>
      {mark === 'correct' && (
        <>
          <CheckCircle2 aria-hidden className="h-5 w-5 shrink-0 text-emerald-700" />
          <span className="sr-only">({t('games.quiz.markCorrect')})</span>
        </>
      )}
      {mark === 'wrong' && (
        <>
          <XCircle aria-hidden className="h-5 w-5 shrink-0 text-red-700" />
          <span className="sr-only">({t('games.quiz.markWrong')})</span>
        </>
      )}
    </button>
  );
}
