import { MATCHING_RESULTS_DELAY_MS, matchingPairs, type GameCatalogueEntry } from '@artvoyage/content/games';
import { PartyPopper } from 'lucide-react';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@/shared/i18n/useLocale';
import { GameBar } from '../shared/GameBar';
import { catalogueGameScreen } from '../shared/CatalogueGameScreen';
import { useGameTexts } from '../shared/useGameTexts';
import { useShownGame } from '../shared/useShownGame';
import { newPlayId, useGameReward, useRoundForPlay, type FinishedPlay } from '../shared/useGameReward';
import { MatchingBoard } from './MatchingBoard';
import { lastAttempt, matchingReducer, matchingScore, newMatchingGame, pairById } from './matching-rules';
import { MatchingResults } from './MatchingResults';

/** How long the 'Try again' mark stays on a wrong pair. */
const WRONG_MARK_MS = 1200;

/** /games/matching-game (see docs/product/games.md). */
export default catalogueGameScreen('matching-game', MatchingGame);

function MatchingGame({ game: englishGame }: { game: GameCatalogueEntry }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const texts = useGameTexts();
  const game = useShownGame(englishGame);
  const [state, dispatch] = useReducer(matchingReducer, null, () =>
    newMatchingGame(matchingPairs, Math.random, newPlayId()),
  );

  // The 'Try again' mark is brief.
  useEffect(() => {
    if (!state.wrongMark) return;
    const timer = window.setTimeout(() => dispatch({ type: 'clearWrongMark' }), WRONG_MARK_MS);
    return () => window.clearTimeout(timer);
  }, [state.wrongMark]);

  // The banner first, the results a second later.
  useEffect(() => {
    if (state.phase !== 'complete') return;
    const timer = window.setTimeout(() => dispatch({ type: 'showResults' }), MATCHING_RESULTS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.phase]);

  const score = matchingScore(state);
  // The pairs are fixed: the round only marks when the play began; the answers are the attempts.
  const round = useRoundForPlay(game.id, state.playId);
  const finished = useMemo<FinishedPlay | null>(
    () =>
      state.phase === 'playing'
        ? null
        : {
            playId: state.playId,
            round,
            answers: state.attempts.map((attempt) => [attempt.artistPairId, attempt.artworkPairId]),
          },
    [state.phase, state.playId, round, state.attempts],
  );
  const reward = useGameReward(finished);

  // Results: focus their heading. A new play: focus the page heading, at the top of the new board.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const firstPlay = useRef(state.playId);
  useEffect(() => {
    if (state.phase === 'results') resultsHeading.current?.focus();
    else if (state.phase === 'playing' && state.playId !== firstPlay.current) pageHeading.current?.focus();
  }, [state.phase, state.playId]);

  const attempt = lastAttempt(state);
  // The state keeps the English pairs (attempts are scored by id); the words shown are the active language's.
  const shown = (pairId: string) => {
    const pair = pairById(state, pairId);
    return pair && texts.pair(pair);
  };
  let feedback = '';
  if (state.phase !== 'playing') feedback = t('games.matching.banner', { count: state.pairs.length });
  else if (attempt) {
    const names = {
      artist: shown(attempt.artistPairId)?.left ?? '',
      artwork: shown(attempt.artworkPairId)?.right ?? '',
    };
    feedback = attempt.correct
      ? t('games.matching.feedbackCorrect', names)
      : t('games.matching.feedbackWrong', names);
  }
  const matchedStory = attempt?.correct ? shown(attempt.artistPairId)?.description : undefined;

  const stats = [
    {
      key: 'matched',
      value: t('games.matching.matchedCount', { matched: state.matched.length, total: state.pairs.length }),
    },
    { key: 'attempts', value: formatNumber(state.attempts.length) },
    { key: 'score', value: formatNumber(score) },
  ] as const;

  return (
    <>
      <GameBar title={game.title} titleRef={pageHeading} />
      <div className="mx-auto max-w-5xl px-4 pt-3 pb-8 sm:pt-6">
        {state.phase === 'results' ? (
          <MatchingResults
            state={state}
            reward={reward}
            headingRef={resultsHeading}
            onPlayAgain={() => dispatch({ type: 'playAgain', random: Math.random, playId: newPlayId() })}
          />
        ) : (
          <>
            <p className="mt-2 text-stone-700">{game.description}</p>
            <p className="mt-1 text-sm text-stone-600">{t('games.matching.howTo')}</p>
            <dl className="mt-5 grid grid-cols-3 gap-3">
              {stats.map((stat) => (
                <div
                  key={stat.key}
                  className="flex flex-col rounded-2xl border border-stone-200 bg-white p-3 text-center"
                >
                  <dt className="text-xs text-stone-600 sm:text-sm">{t(`games.matching.${stat.key}`)}</dt>
                  <dd
                    className="order-first text-xl font-bold sm:text-2xl"
                    data-testid={`matching-${stat.key}`}
                  >
                    {stat.value}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}

        {/* Always present while playing, so each attempt and the banner are announced. */}
        <div aria-live="polite" className={state.phase === 'results' ? 'sr-only' : 'mt-4'}>
          {state.phase === 'complete' ? (
            // Fixed to the viewport: the last pair is often picked far down the columns.
            <p className="fixed inset-x-4 bottom-6 z-30 mx-auto flex max-w-lg items-center justify-center gap-2 rounded-2xl bg-emerald-700 px-5 py-4 text-center text-lg font-bold text-white shadow-xl">
              <PartyPopper aria-hidden className="h-6 w-6" />
              {feedback}
            </p>
          ) : (
            state.phase === 'playing' &&
            feedback && (
              <div
                className={`rounded-xl border px-4 py-3 text-sm ${
                  attempt?.correct
                    ? 'border-emerald-300 bg-emerald-50 text-emerald-950'
                    : 'border-red-300 bg-red-50 text-red-950'
                }`}
              >
                <p className="font-semibold">{feedback}</p>
                {matchedStory && <p className="mt-1">{matchedStory}</p>}
              </div>
            )
          )}
        </div>

        {state.phase !== 'results' && (
          <MatchingBoard
            state={state}
            onSelect={(column, pairId) => dispatch({ type: 'select', column, pairId })}
          />
        )}
      </div>
    </>
  );
}
