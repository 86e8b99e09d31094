import type { MatchingPair } from '@artvoyage/content/games';
import { Check, Palette, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  canSelect,
  hasWrongMark,
  isMatched,
  isSelected,
  type MatchingColumn,
  type MatchingState,
} from './matching-rules';
import { useGameTexts } from '../shared/useGameTexts';

interface Props {
  state: MatchingState;
  onSelect: (column: MatchingColumn, pairId: string) => void;
}

/** The two columns, artists on the left and artworks on the right, each in its own shuffled order. */
export function MatchingBoard({ state, onSelect }: Props) {
  return (
    <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-6">
      <Column column="artists" items={state.artists} state={state} onSelect={onSelect} />
      <Column column="artworks" items={state.artworks} state={state} onSelect={onSelect} />
    </div>
  );
}

function Column({
  column,
  items,
  state,
  onSelect,
}: Props & { column: MatchingColumn; items: readonly MatchingPair[] }) {
  const { t } = useTranslation();
  const texts = useGameTexts();
  const Icon = column === 'artists' ? User : Palette;
  const headingId = `matching-${column}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden className="h-5 w-5 text-accent-darker" />
        {t(`games.matching.${column}`)}
      </h2>
      <ul className="mt-3 grid gap-2">
        {items.map((pair) => {
          const matched = isMatched(state, pair.id);
          const selected = isSelected(state, column, pair.id);
          const wrong = hasWrongMark(state, column, pair.id);
          const shown = texts.pair(pair);
          const label = column === 'artists' ? shown.left : shown.right;
          let look = 'border-stone-300 bg-white hover:border-ink hover:bg-stone-50';
          if (matched) look = 'border-emerald-300 bg-emerald-50 text-emerald-900';
          else if (wrong) look = 'border-red-500 bg-red-50 text-red-900';
          else if (selected) look = 'border-ink bg-ink text-white';
          return (
            <li key={pair.id}>
              <button
                type="button"
                aria-pressed={selected}
                // aria-disabled, not disabled: the focus stays on a just-matched item instead of vanishing.
                aria-disabled={!canSelect(state, pair.id) || undefined}
                onClick={() => onSelect(column, pair.id)}
                className={`relative flex min-h-12 w-full items-center justify-between gap-2 rounded-xl border-2 px-3 py-2 text-left text-sm font-medium transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent sm:px-4 sm:text-base ${look} ${
                  matched ? 'cursor-default' : ''
                }`}
              >
                <span className="min-w-0">{label}</span>
                {matched && (
                  <>
                    <Check aria-hidden className="h-5 w-5 shrink-0" />
                    <span className="sr-only">{t('games.matching.matchedMark')}</span>
                  </>
                )}
                {/* On the corner, so the brief mark never squeezes or moves the name. */}
                {wrong && (
                  <span className="absolute -top-2.5 right-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white shadow-sm">
                    {t('games.matching.tryAgain')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
