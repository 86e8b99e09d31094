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
import { useCountdown } from '../shared/useCountdown';
import { newPlayId, useGameReward } from '../shared/useGameReward';

/**
 * Runs the shared question flow for a screen: the reducer, the countdown (whose expiry becomes an
 * action), the results and XP of a finished play, and the heading that takes focus whenever the
 * question or the phase changes. `config` must be stable (module constant or memoised).
 */
export function useQuestionFlow<Q extends FlowQuestion, A>(gameId: GameId, config: FlowConfig<Q, A>) {
  const reduce = useMemo(() => questionFlowReducer(config), [config]);
  const [state, dispatch] = useReducer(reduce, undefined, () => initialFlowState<Q, A>());
  // One id per play, made when the play starts, so its score is sent once and Try Again counts anew.
  const [playId, setPlayId] = useState('');

  const secondsLeft = useCountdown(state.countdown, () => dispatch({ type: 'expire', now: Date.now() }));
  const results = useMemo(
    () => (state.phase === 'finished' ? flowResults(config, state) : null),
    [config, state],
  );
  const finishedPlay = useMemo(
    () => (results ? { playId, score: results.score, maxScore: results.maxScore } : null),
    [results, playId],
  );
  const reward = useGameReward(gameId, finishedPlay);
  const headingRef = useFocusOnChange(`${state.phase}:${state.index}`);

  const start = useCallback(() => {
    setPlayId(newPlayId());
    dispatch({ type: 'start', now: Date.now(), random: Math.random });
  }, []);
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
    ref.current?.focus();
  }, [key]);
  return ref;
}
