import { timelineEvents } from '@artvoyage/content/games';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import type { GameScreenProps } from '../shared/game-screen';
import { GameBar } from '../shared/GameBar';
import { GameNotFound } from '../shared/GameNotFound';
import { useStartedPlay, type PlayAnswers } from '../shared/useStartedPlay';
import { TimelineIntro } from './TimelineIntro';
import { TimelinePlay } from './TimelinePlay';
import { TimelineResults } from './TimelineResults';
import {
  drawTimeline,
  initialTimelineState,
  msUntilResults,
  scoreTimeline,
  timelineReducer,
  type MoveDirection,
} from './timeline-rules';

/** /games/chronology-puzzle: 'Art History Timeline', in three views: intro, play, results. */
export default function TimelineScreen({ gameId }: GameScreenProps) {
  if (gameId !== 'chronology-puzzle') return <GameNotFound gameId={gameId} />;
  return <TimelineGame gameId={gameId} />;
}

function TimelineGame({ gameId }: GameScreenProps) {
  const { t } = useTranslation();
  usePageTitle(t('games.timeline.title'));
  const [state, dispatch] = useReducer(timelineReducer, initialTimelineState);

  const checked = state.phase === 'checked' || state.phase === 'results';
  const score = useMemo(() => (checked ? scoreTimeline(state.events) : null), [checked, state.events]);
  // The answer is the player's order of the events.
  const finished = useMemo<PlayAnswers | null>(
    () =>
      score && state.playId ? { playId: state.playId, answers: state.events.map((event) => event.id) } : null,
    [score, state.playId, state.events],
  );
  const { start: startRound, reward } = useStartedPlay(gameId, timelineEvents, finished);

  // Start and New Timeline: the round's eight events (a local draw for visitors and offline) and a new
  // play id; randomness stays out of the reducer.
  const start = useCallback(
    () =>
      startRound((handedOut, playId) =>
        dispatch({
          type: 'start',
          events: handedOut ?? drawTimeline(timelineEvents, Math.random),
          playId,
        }),
      ),
    [startRound],
  );
  const move = useCallback(
    (index: number, direction: MoveDirection) => dispatch({ type: 'move', index, direction }),
    [],
  );
  const reorder = useCallback((from: number, to: number) => dispatch({ type: 'reorder', from, to }), []);
  const check = useCallback(() => dispatch({ type: 'check', now: Date.now() }), []);

  // The results follow TIMELINE_RESULTS_DELAY_MS after the check; the reducer decides when they are due.
  useEffect(() => {
    if (state.phase !== 'checked') return;
    let timer: number | undefined;
    const tick = () => {
      const now = Date.now();
      const wait = msUntilResults(state, now);
      if (wait === 0) dispatch({ type: 'showResults', now });
      else if (wait !== null) timer = window.setTimeout(tick, wait);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [state]);

  let view;
  if (state.phase === 'intro') view = <TimelineIntro onStart={start} />;
  else if (state.phase === 'results' && score) {
    view = <TimelineResults score={score} reward={reward} onNewTimeline={start} />;
  } else
    view = <TimelinePlay state={state} score={score} onMove={move} onReorder={reorder} onCheck={check} />;
  return (
    <>
      <GameBar title={t('games.timeline.title')} />
      {view}
    </>
  );
}
