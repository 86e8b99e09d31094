import { timelineEvents, type TimelineEvent } from '@artvoyage/content/games';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import type { GameScreenProps } from '../shared/game-screen';
import { GameBar } from '../shared/GameBar';
import { GameNotFound } from '../shared/GameNotFound';
import {
  mismatchedRound,
  newPlayId,
  useGameReward,
  useRoundStart,
  type FinishedPlay,
  type PlayRound,
} from '../shared/useGameReward';
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

/** The events a round names, in its order; null when one is unknown here (an older app). */
function eventsOf(ids: readonly string[]): TimelineEvent[] | null {
  const events = ids.map((id) => timelineEvents.find((event) => event.id === id));
  return events.length > 0 && events.every((event) => event !== undefined)
    ? (events as TimelineEvent[])
    : null;
}

/** /games/chronology-puzzle: 'Art History Timeline', in three views: intro, play, results. */
export default function TimelineScreen({ gameId }: GameScreenProps) {
  if (gameId !== 'chronology-puzzle') return <GameNotFound gameId={gameId} />;
  return <TimelineGame gameId={gameId} />;
}

function TimelineGame({ gameId }: GameScreenProps) {
  const { t } = useTranslation();
  usePageTitle(t('games.timeline.title'));
  const [state, dispatch] = useReducer(timelineReducer, initialTimelineState);

  // Start and New Timeline: the round's eight events (a local draw for visitors and offline) and a new
  // play id; randomness stays out of the reducer.
  const [round, setRound] = useState<PlayRound | null>(null);
  const beginRound = useRoundStart(gameId);
  const start = useCallback(
    () =>
      beginRound((opened) => {
        const handedOut = opened.status === 'open' ? eventsOf(opened.round.items) : null;
        setRound(opened.status === 'open' && !handedOut ? mismatchedRound : opened);
        dispatch({
          type: 'start',
          events: handedOut ?? drawTimeline(timelineEvents, Math.random),
          playId: newPlayId(),
        });
      }),
    [beginRound],
  );
  const move = useCallback(
    (index: number, direction: MoveDirection) => dispatch({ type: 'move', index, direction }),
    [],
  );
  const reorder = useCallback((from: number, to: number) => dispatch({ type: 'reorder', from, to }), []);
  const check = useCallback(() => dispatch({ type: 'check', now: Date.now() }), []);

  const checked = state.phase === 'checked' || state.phase === 'results';
  const score = useMemo(() => (checked ? scoreTimeline(state.events) : null), [checked, state.events]);
  // The answer is the player's order of the events.
  const finished = useMemo<FinishedPlay | null>(
    () =>
      score && state.playId
        ? { playId: state.playId, round, answers: state.events.map((event) => event.id) }
        : null,
    [score, state.playId, round, state.events],
  );
  const reward = useGameReward(finished);

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
