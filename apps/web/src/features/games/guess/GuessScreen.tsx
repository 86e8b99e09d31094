import {
  GUESS_SECONDS_PER_QUESTION,
  GUESS_TIMER_WARNING_SECONDS,
  guessTheArtworkItems,
  type GameCatalogueEntry,
} from '@artvoyage/content/games';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GameBar } from '../shared/GameBar';
import { GameTimer } from '../shared/GameTimer';
import { catalogueGameScreen } from '../shared/CatalogueGameScreen';
import { useCountdown } from '../shared/useCountdown';
import { useGameTexts } from '../shared/useGameTexts';
import { useShownGame } from '../shared/useShownGame';
import { useStartedPlay, type PlayAnswers } from '../shared/useStartedPlay';
import { currentItem, guessReducer, guessResult, initialGuessState } from './guess-rules';
import { scrollGameUnderHeader } from '../shared/scroll-under-header';
import { GuessIntro } from './GuessIntro';
import { GuessPlay } from './GuessPlay';
import { GuessResults } from './GuessResults';

/** /games/guess-the-artwork (see docs/product/games.md). */
export default catalogueGameScreen('guess-the-artwork', GuessGame);

function GuessGame({ game: englishGame }: { game: GameCatalogueEntry }) {
  const { t } = useTranslation();
  const texts = useGameTexts();
  const game = useShownGame(englishGame);
  const [state, dispatch] = useReducer(guessReducer, guessTheArtworkItems, initialGuessState);
  // The state keeps the English items (answers are option indices); the screen shows the active language.
  const current = currentItem(state);
  const item = current && texts.artwork(current);
  const result = guessResult(state);

  const onExpire = useCallback(() => dispatch({ type: 'timeUp', now: Date.now() }), []);
  const seconds = useCountdown(state.phase === 'playing' ? state.countdown : null, onExpire);

  const finished = useMemo<PlayAnswers | null>(
    () => (state.phase === 'finished' ? { playId: state.playId, answers: state.answers } : null),
    [state.phase, state.playId, state.answers],
  );
  const { start: startRound, reward } = useStartedPlay(game.id, guessTheArtworkItems, finished);

  // A new artwork or the results: move focus to its heading, so keyboard and screen-reader users follow.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.phase === 'intro') return;
    // The game's top under the header, so the crop and the first options are on screen together.
    headingRef.current?.focus({ preventScroll: true });
    scrollGameUnderHeader();
  }, [state.phase, state.index, state.playId]);

  const start = () =>
    // The artworks in the round's order when the server handed them out.
    startRound((items, playId) =>
      dispatch({
        type: 'start',
        now: Date.now(),
        random: Math.random,
        playId,
        ...(items ? { items } : {}),
      }),
    );

  return (
    <>
      <GameBar
        title={game.title}
        status={
          state.phase === 'playing' && (
            <>
              <span className="font-semibold text-accent-darker tabular-nums">
                {t('games.guess.score', { score: result.score })}
              </span>
              <GameTimer
                seconds={seconds ?? GUESS_SECONDS_PER_QUESTION}
                warningAt={GUESS_TIMER_WARNING_SECONDS}
              />
            </>
          )
        }
        progress={
          state.phase === 'playing'
            ? (state.index + (state.selected !== null ? 1 : 0)) / state.items.length
            : undefined
        }
      />
      <div className="mx-auto max-w-5xl px-4 pt-3 pb-8 sm:pt-6">
        {state.phase === 'intro' && (
          <GuessIntro
            game={game}
            artworks={state.items.length}
            seconds={GUESS_SECONDS_PER_QUESTION}
            points={state.items[0]?.points ?? 0}
            onStart={start}
          />
        )}
        {state.phase === 'playing' && item && (
          <GuessPlay
            state={state}
            item={item}
            headingRef={headingRef}
            onChoose={(option) => dispatch({ type: 'choose', option, now: Date.now() })}
            onToggleHint={() => dispatch({ type: 'toggleHint' })}
            onNext={() => dispatch({ type: 'next', now: Date.now() })}
          />
        )}
        {/* Always present, so screen readers hear the result when the play ends. */}
        <p className="sr-only" aria-live="polite">
          {state.phase === 'finished'
            ? t('games.guess.results.announce', { score: result.score, max: result.maxScore })
            : ''}
        </p>
        {state.phase === 'finished' && (
          <GuessResults
            state={state}
            result={result}
            reward={reward}
            headingRef={headingRef}
            onPlayAgain={start}
          />
        )}
      </div>
    </>
  );
}
