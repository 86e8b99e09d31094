import type { GameId } from '@artvoyage/contract';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  flowResults,
  initialFlowState,
  questionFlowReducer,
  type FlowConfig,
  type FlowQuestion,
  type FlowState,
} from '../shared/question-flow';
import { scrollGameUnderHeader } from '../shared/scroll-under-header';
import { useCountdown } from '../shared/useCountdown';
import { useStartedPlay, type PlayAnswers } from '../shared/useStartedPlay';

/**
 * Runs the shared question flow for a screen: the reducer, the countdown (whose expiry becomes an
 * action), the results and XP of a finished play, and the heading that takes focus whenever the
 * question or the phase changes. `config` must be stable (module constant or memoised).
 */
export function useQuestionFlow<Q extends FlowQuestion, A extends boolean | number>(
  gameId: GameId,
  config: FlowConfig<Q, A>,
  /** The bank the server's round names its questions from. */
  pool: readonly Q[],
) {
  const reduce = useMemo(() => questionFlowReducer(config), [config]);
  const [state, dispatch] = useReducer(reduce, undefined, () => initialFlowState<Q, A>());
  // One id per play, made when the play starts, so its answers are sent once and Try Again counts anew.
  const [playId, setPlayId] = useState('');

  const secondsLeft = useCountdown(state.countdown, () => dispatch({ type: 'expire', now: Date.now() }));
  const results = useMemo(
    () => (state.phase === 'finished' ? flowResults(config, state) : null),
    [config, state],
  );
  const finished = useMemo<PlayAnswers | null>(
    () => (results ? { playId, answers: state.answers } : null),
    [results, playId, state.answers],
  );
  const { start: startRound, reward } = useStartedPlay(gameId, pool, finished);
  const headingRef = useFocusOnChange(`${state.phase}:${state.index}`);

  const start = useCallback(
    () =>
      startRound((handedOut, id) => {
        // The round's questions when the server handed them out; else (visitor, offline) a local draw.
        setPlayId(id);
        dispatch({
          type: 'start',
          now: Date.now(),
          random: Math.random,
          ...(handedOut ? { questions: handedOut } : {}),
        });
      }),
    [startRound],
  );
  const answer = useCallback((value: A) => dispatch({ type: 'answer', answer: value, now: Date.now() }), []);
  const toggleExplanation = useCallback(() => dispatch({ type: 'toggleExplanation' }), []);
  const next = useCallback(() => dispatch({ type: 'next', now: Date.now() }), []);
  const tryAgain = useCallback(() => dispatch({ type: 'tryAgain' }), []);

  return {
    state: state as FlowState<Q, A>,
    secondsLeft,
    results,
    reward,
    headingRef,
    start,
    answer,
    toggleExplanation,
    next,
    tryAgain,
  };
}

/**
 * A ref for the heading that should take focus when `key` changes (a new question, the results, back
 * to the intro), so keyboard and screen-reader users land on what just appeared. Not on first render.
 */
function useFocusOnChange(key: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    // The page scrolls the game to just under the header itself: focus() alone would scroll only as far
    // as the heading, leaving the options and Next below the fold on a phone.
    ref.current?.focus({ preventScroll: true });
    scrollGameUnderHeader();
  }, [key]);
  return ref;
}
