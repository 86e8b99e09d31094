import type { GuessArtwork } from '@artvoyage/content/games';
import { Check, ChevronRight, Lightbulb, X } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/buttons';
import {
  canGoNext,
  canToggleHint,
  feedback,
  isLastQuestion,
  optionMark,
  type GuessState,
  type OptionMark,
} from './guess-rules';
import { GuessImage } from './GuessImage';

interface Props {
  state: GuessState;
  item: GuessArtwork;
  headingRef: Ref<HTMLHeadingElement>;
  onChoose: (option: number) => void;
  onToggleHint: () => void;
  onNext: () => void;
}

const optionClass: Record<OptionMark, string> = {
  correct: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  wrong: 'border-red-600 bg-red-50 text-red-900',
  neutral: 'border-stone-300 bg-white text-ink',
};

/** One artwork: the crop (the full image once answered), the options, the hint, the reveal and Next. */
export function GuessPlay({ state, item, headingRef, onChoose, onToggleHint, onNext }: Props) {
  const { t } = useTranslation();
  const answered = state.selected !== null;
  const verdict = feedback(state);
  const total = state.items.length;
  const hintId = `guess-hint-${item.id}`;

  return (
    <section
      aria-labelledby="guess-question"
      className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-6"
    >
      {/* The score and the clock are in the game bar above. */}
      <h2 id="guess-question" ref={headingRef} tabIndex={-1} className="text-lg font-bold sm:text-xl">
        {t('games.guess.question', { current: state.index + 1, total })}
      </h2>
      <p
        aria-live="polite"
        className={
          state.lastTimedOut ? 'mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950' : ''
        }
      >
        {state.lastTimedOut ? t('games.guess.timedOut') : ''}
      </p>

      <div className="mt-2 grid gap-3 sm:mt-4 sm:gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* On a phone a shorter frame, so the first options show under it while the clock runs. */}
        <div className="h-44 overflow-hidden rounded-xl bg-stone-900 sm:h-auto sm:aspect-[4/3]">
          {answered ? (
            <GuessImage
              key={`artworks/${item.artworkId}`}
              kind="artworks"
              id={item.artworkId}
              alt={t('games.guess.fullAlt', { title: item.title, artist: item.artist })}
            />
          ) : (
            <GuessImage key={`crops/${item.id}`} kind="crops" id={item.id} alt={t('games.guess.cropAlt')} />
          )}
        </div>

        <div className="flex flex-col">
          <p id="guess-prompt" className="text-sm font-semibold sm:text-base">
            {t('games.guess.prompt')}
          </p>
          <div
            role="group"
            aria-label={t('games.guess.options')}
            className="mt-2 grid grid-cols-2 gap-2 sm:mt-3 lg:grid-cols-1"
          >
            {item.options.map((option, index) => {
              const mark = optionMark(state, index);
              return (
                <button
                  key={option}
                  type="button"
                  // Locked once answered. The chosen option keeps the focus (aria-disabled); the others
                  // leave the tab order, so Tab goes straight on to Next.
                  aria-disabled={answered || undefined}
                  disabled={answered && index !== state.selected}
                  onClick={() => onChoose(index)}
                  className={`flex min-h-12 items-center justify-between gap-2 rounded-xl border-2 px-3 py-2 text-left text-sm font-medium sm:px-4 sm:py-2.5 sm:text-base transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent ${
                    optionClass[mark]
                  } ${answered ? 'cursor-default' : 'hover:border-ink hover:bg-stone-50'}`}
                >
                  <span>{option}</span>
                  {mark === 'correct' && (
                    <>
                      <Check aria-hidden className="h-5 w-5 shrink-0" />
                      <span className="sr-only">{t('games.guess.answerCorrect')}</span>
                    </>
                  )}
                  {mark === 'wrong' && (
                    <>
                      <X aria-hidden className="h-5 w-5 shrink-0" />
                      <span className="sr-only">{t('games.guess.answerYours')}</span>
                    </>
                  )}
                </button>
              );
            })}
          </div>

          <div className="mt-4">
            <button
              type="button"
              className={buttonClass.ghost}
              aria-expanded={state.hintShown}
              aria-controls={hintId}
              disabled={!canToggleHint(state)}
              onClick={onToggleHint}
            >
              <Lightbulb aria-hidden className="h-4 w-4" />
              {state.hintShown ? t('games.guess.hideHint') : t('games.guess.showHint')}
            </button>
            <div id={hintId}>
              {state.hintShown && (
                <p className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
                  <span className="font-semibold">{t('games.guess.hintLabel')}</span> {item.hint}
                </p>
              )}
            </div>
          </div>

          <div aria-live="polite" className="mt-4">
            {verdict && (
              <div
                className={`rounded-xl border p-4 ${
                  verdict === 'correct' ? 'border-emerald-300 bg-emerald-50' : 'border-red-300 bg-red-50'
                }`}
              >
                <p
                  className={`font-bold ${verdict === 'correct' ? 'text-emerald-900' : 'text-red-900'}`}
                  data-testid="guess-feedback"
                >
                  {verdict === 'correct' ? t('games.guess.correct') : t('games.guess.wrong')}
                </p>
                <h3 className="mt-2 text-lg font-bold">{item.title}</h3>
                <p className="text-sm font-medium text-stone-700">
                  {t('games.guess.artistLine', { artist: item.artist })}
                </p>
                <p className="mt-2 text-sm text-stone-800">{item.description}</p>
              </div>
            )}
          </div>

          <button
            type="button"
            className={`${buttonClass.primary} mt-4 self-end`}
            disabled={!canGoNext(state)}
            onClick={onNext}
          >
            {isLastQuestion(state) ? t('games.guess.finish') : t('games.guess.next')}
            <ChevronRight aria-hidden className="h-4 w-4" />
          </button>
        </div>
      </div>
    </section>
  );
}
