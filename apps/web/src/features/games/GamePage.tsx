import type { GameId } from '@artvoyage/contract';
import { gameCatalogue } from '@artvoyage/content/games';
import type { ComponentType } from 'react';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import type { ContentPackName } from '@artvoyage/content/i18n';
import { loadScreenPacks } from '@/shared/i18n';
import type { GameScreenProps } from './shared/game-screen';
import { GameNotFound } from './shared/GameNotFound';

type ScreenModule = { default: ComponentType<GameScreenProps> };

/** A screen's chunk together with the content packs only it shows, in the current language. */
const withPacks =
  (load: () => Promise<ScreenModule>, packs: readonly ContentPackName[]) =>
  async (): Promise<ScreenModule> => {
    const [screen] = await Promise.all([load(), loadScreenPacks(packs)]);
    return screen;
  };

const loadQuizScreen = withPacks(() => import('./quiz/QuizScreen'), ['quizzes']);

/** Each game's screen is its own chunk; the three multiple-choice quizzes share one. */
const screenLoaders: Record<GameId, () => Promise<ScreenModule>> = {
  'louvre-history-quiz': loadQuizScreen,
  'famous-artworks-quiz': loadQuizScreen,
  'artists-knowledge-test': loadQuizScreen,
  'art-terms-crossword': withPacks(() => import('./crossword/CrosswordScreen'), ['crossword']),
  'guess-the-artwork': () => import('./guess/GuessScreen'),
  'matching-game': () => import('./matching/MatchingScreen'),
  'true-false-quiz': () => import('./true-false/TrueFalseScreen'),
  'chronology-puzzle': () => import('./timeline/TimelineScreen'),
};

const catalogueGame = (gameId: string | undefined) => gameCatalogue.find((entry) => entry.id === gameId);

/**
 * The route's loader: loads the game's screen (and its packs) before the page renders, so that the
 * first render is the screen itself, not its spinner. That is what lets a game page be prerendered and
 * then hydrated (the server's HTML and the browser's first render are the same screen), and a visitor
 * who opens a game from the index sees the game come in whole.
 */
export async function loader({
  params,
}: LoaderFunctionArgs): Promise<{ gameId: GameId; Screen: ComponentType<GameScreenProps> } | null> {
  const game = catalogueGame(params.gameId);
  if (!game) return null;
  // Asked again on every visit: the chunk is cached, but the packs must be there in today's language.
  return { gameId: game.id, Screen: (await screenLoaders[game.id]()).default };
}

/** /games/{gameId}: the game's own screen, or 'Game Not Found' for an id the catalogue lacks. */
export default function GamePage() {
  const { gameId = '' } = useParams();
  const loaded = useLoaderData<typeof loader>();
  if (!loaded) return <GameNotFound gameId={gameId} />;
  const { Screen } = loaded;
  return (
    // At least a screen tall, so the footer starts below the fold: in French or Russian the screen's
    // texts may replace the English ones once they arrive, without moving a visible footer (a layout
    // shift of 0.265 in some languages before).
    <div className="min-h-screen">
      {/* A new key per game, so moving from one quiz to another starts afresh. */}
      <Screen key={loaded.gameId} gameId={loaded.gameId} />
    </div>
  );
}
