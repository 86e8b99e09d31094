import {
  findCrossword,
  localizeCrossword,
  type Crossword,
  type CrosswordClue,
} from '@artvoyage/content/games';
import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentPack } from '@/shared/i18n';
import { buttonClass } from '@/shared/ui/buttons';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { GameBar } from '../shared/GameBar';
import type { GameScreenProps } from '../shared/game-screen';
import { GameNotFound } from '../shared/GameNotFound';
import { PlayAgainButton } from '../shared/PlayAgainButton';
import { newPlayId, useGameReward, useRoundForPlay, type FinishedPlay } from '../shared/useGameReward';
import { ClueList } from './ClueList';
import {
  activeClueIndex,
  buildModel,
  correctCount,
  crosswordReducer,
  initialState,
  scorePercent,
} from './crossword-rules';
import { cellKey, CrosswordGrid } from './CrosswordGrid';
import { CrosswordDone, CurrentClue } from './CrosswordPanels';

/**
 * /games/art-terms-crossword: the crossword of the active language, or 'Crossword Not Found' for an id
 * without one. Each language has its own grid of its own words, so a play cannot carry over to another
 * language: switching language starts a new play of that language's grid (the header says so).
 */
export default function CrosswordScreen({ gameId }: GameScreenProps) {
  const english = findCrossword(gameId);
  const translated = useContentPack('crossword');
  if (!english) return <GameNotFound gameId={gameId} kind="crossword" />;
  const crossword = localizeCrossword(english, translated);
  return <CrosswordGame key={crossword.locale} crossword={crossword} />;
}

const clock = () => Date.now();
const CLUE_TEXT_ID = 'crossword-current-clue';

function CrosswordGame({ crossword }: { crossword: Crossword }) {
  const { t } = useTranslation();
  usePageTitle(crossword.title);
  const model = useMemo(() => buildModel(crossword), [crossword]);
  const reducer = useMemo(() => crosswordReducer(model), [model]);
  const [state, dispatch] = useReducer(reducer, model, (m) => initialState(m, clock(), newPlayId()));
  const inputs = useRef(new Map<string, HTMLInputElement>()).current;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  const activeIndex = activeClueIndex(model, state);
  const activeClue = activeIndex === null ? undefined : model.clues[activeIndex];
  const complete = state.elapsedMs !== null;
  const score = scorePercent(model, state.entries);

  // The grid is fixed: the round only marks when the play began; the answers are the rows as filled in.
  // Opened in the grid's language, so that the server scores the answers against this grid.
  const round = useRoundForPlay(crossword.id, state.playId, crossword.locale);
  const finished = useMemo<FinishedPlay | null>(
    () =>
      complete
        ? {
            playId: state.playId,
            round,
            answers: state.entries.map((row) => row.map((letter) => letter || '.').join('')),
          }
        : null,
    [complete, state.playId, round, state.entries],
  );
  const reward = useGameReward(finished);

  // The results take focus when the grid is completed, so keyboard and screen-reader users land on them.
  useEffect(() => {
    if (complete) doneRef.current?.focus();
  }, [complete]);

  const chooseClue = (clue: CrosswordClue) => {
    dispatch({ type: 'selectClue', clueIndex: model.clues.indexOf(clue) });
    // Focus now, inside the click, so phones raise their keyboard.
    inputs.get(cellKey(clue.startRow, clue.startCol))?.focus();
  };

  const playAgain = () => {
    dispatch({ type: 'reset', now: clock(), playId: newPlayId() });
    titleRef.current?.focus();
  };

  return (
    <>
      <GameBar title={crossword.title} titleRef={titleRef} />
      <div className="mx-auto max-w-6xl px-4 pt-3 pb-8 sm:pt-6">
        <header>
          <p className="max-w-3xl text-stone-700">{crossword.description}</p>
          <p className="mt-1 max-w-3xl text-sm text-stone-600">{t('games.crossword.howTo')}</p>
          <p className="mt-1 max-w-3xl text-sm text-stone-600">{t('games.crossword.languageRestarts')}</p>
        </header>

        <div aria-live="polite">
          {complete && (
            <CrosswordDone
              headingRef={doneRef}
              elapsedMs={state.elapsedMs ?? 0}
              score={score}
              reward={reward}
              onPlayAgain={playAgain}
            />
          )}
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,34rem)_minmax(0,1fr)] lg:gap-8">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                onClick={() => dispatch({ type: 'toggleSolution' })}
                className={buttonClass.outline}
              >
                {state.showSolution ? (
                  <EyeOff aria-hidden className="h-4 w-4" />
                ) : (
                  <Eye aria-hidden className="h-4 w-4" />
                )}
                {state.showSolution ? t('games.crossword.hideSolution') : t('games.crossword.showSolution')}
              </button>
              {/* Once completed, the results' own Play Again is the one to use. */}
              {!complete && (
                <PlayAgainButton className={buttonClass.ghost} onClick={playAgain}>
                  {t('games.crossword.playAgain')}
                </PlayAgainButton>
              )}
            </div>
            <div aria-live="polite" className="mt-2 min-h-5 text-sm">
              {state.showSolution && !complete && (
                <p>
                  {t('games.crossword.solutionShown')}{' '}
                  <span className="font-semibold" data-testid="crossword-score">
                    {t('games.crossword.score', { score })}
                  </span>{' '}
                  <span className="text-stone-600">
                    (
                    {t('games.crossword.cellsCorrect', {
                      correct: correctCount(model, state.entries),
                      count: model.playableCount,
                    })}
                    )
                  </span>
                </p>
              )}
            </div>

            <CurrentClue id={CLUE_TEXT_ID} clue={activeClue} />

            <div className="mt-3">
              <CrosswordGrid
                model={model}
                state={state}
                dispatch={dispatch}
                clock={clock}
                inputs={inputs}
                clueTextId={CLUE_TEXT_ID}
              />
            </div>
          </div>

          <div className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <ClueList direction="across" clues={model.clues} activeClue={activeClue} onChoose={chooseClue} />
            <ClueList direction="down" clues={model.clues} activeClue={activeClue} onChoose={chooseClue} />
          </div>
        </div>
      </div>
    </>
  );
}
