import type { CrosswordClue, CrosswordDirection } from '@artvoyage/content/games';
import { useTranslation } from 'react-i18next';

interface Props {
  direction: CrosswordDirection;
  clues: readonly CrosswordClue[];
  /** The clue of the selected word, highlighted. */
  activeClue: CrosswordClue | undefined;
  onChoose: (clue: CrosswordClue) => void;
}

/** 'Across' or 'Down': each clue is a button that selects its word's first square. */
export function ClueList({ direction, clues, activeClue, onChoose }: Props) {
  const { t } = useTranslation();
  const headingId = `crossword-clues-${direction}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-bold">
        {t(`games.crossword.${direction}`)}
      </h2>
      <ol className="mt-2 space-y-1">
        {clues
          .filter((clue) => clue.direction === direction)
          .map((clue) => {
            const active = clue === activeClue;
            return (
              <li key={clue.number}>
                <button
                  type="button"
                  aria-current={active || undefined}
                  onClick={() => onChoose(clue)}
                  className={`flex w-full gap-2 rounded-lg border-l-4 px-2 py-1.5 text-left text-sm transition focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent ${
                    active
                      ? 'border-accent-dark bg-amber-100 font-semibold text-ink'
                      : 'border-transparent text-stone-800 hover:bg-stone-100'
                  }`}
                >
                  <span className="w-5 shrink-0 text-right font-bold tabular-nums">{clue.number}</span>
                  <span>
                    {clue.clue}{' '}
                    <span className="whitespace-nowrap text-stone-600">
                      {t('games.crossword.clueLength', { count: clue.answer.length })}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
      </ol>
    </section>
  );
}
