import {
  GUESS_SECONDS_PER_QUESTION,
  gameCatalogue,
  guessTheArtworkItems,
  type GameCatalogueEntry,
} from '@artvoyage/content/games';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { BackToGames } from '../shared/BackToGames';
import type { GameScreenProps } from '../shared/game-screen';
import { GameNotFound } from '../shared/GameNotFound';
import { useCountdown } from '../shared/useCountdown';
import { newPlayId, useGameReward } from '../shared/useGameReward';
import { currentItem, guessReducer, guessResult, initialGuessState } from './guess-rules';
import { GuessIntro } from './GuessIntro';
import { GuessPlay } from './GuessPlay';
import { GuessResults } from './GuessResults';

/** /games/guess-the-artwork (profile-games spec sections 2, 4 and 9). */
export default function GuessScreen({ gameId }: GameScreenProps) {
  const game = gameCatalogue.find((entry) => entry.id === gameId);
  if (gameId !== 'guess-the-artwork' || !game) return <GameNotFound gameId={gameId} />;
  return <GuessGame game={game} />;
}

function GuessGame({ game }: { game: GameCatalogueEntry }) {
  const { t } = useTranslation();
  usePageTitle(game.title);
  const [state, dispatch] = useReducer(guessReducer, guessTheArtworkItems, initialGuessState);
  const item = currentItem(state);
  const result = guessResult(state);

  const onExpire = useCallback(() => dispatch({ type: 'timeUp', now: Date.now() }), []);
  const seconds = useCountdown(state.phase === 'playing' ? state.countdown : null, onExpire);

  const finished = useMemo(
    () =>
      state.phase === 'finished'
        ? { playId: state.playId, score: result.score, maxScore: result.maxScore }
        : null,
    [state.phase, state.playId, result.score, result.maxScore],
  );
  const reward = useGameReward(game.id, finished);

  // A new artwork or the results: move focus to its heading, so keyboard and screen-reader users follow.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.phase !== 'intro') headingRef.current?.focus();
  }, [state.phase, state.index, state.playId]);

  const start = () => dispatch({ type: 'start', now: Date.now(), random: Math.random, playId: newPlayId() });

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <BackToGames />
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{game.title}</h1>
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
          seconds={seconds ?? GUESS_SECONDS_PER_QUESTION}
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
  );
}
