import type { GameId } from '@artvoyage/contract';
import { gameCatalogue } from '@artvoyage/content/games';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ContentPackName } from '@artvoyage/content/i18n';
import { loadScreenPacks } from '@/shared/i18n';
import { Spinner } from '@/shared/ui/Spinner';
import type { GameScreenProps } from './shared/game-screen';
import { GameNotFound } from './shared/GameNotFound';

type Screen = LazyExoticComponent<ComponentType<GameScreenProps>>;

/** A screen's chunk together with the content packs only it shows, in the current language. */
const withPacks =
  (load: () => Promise<{ default: ComponentType<GameScreenProps> }>, packs: readonly ContentPackName[]) =>
  async () => {
    const [screen] = await Promise.all([load(), loadScreenPacks(packs)]);
    return screen;
  };

const quizScreen = lazy(withPacks(() => import('./quiz/QuizScreen'), ['quizzes']));

/** Each game's screen is its own chunk; the three multiple-choice quizzes share one. */
const screens: Record<GameId, Screen> = {
  'louvre-history-quiz': quizScreen,
  'famous-artworks-quiz': quizScreen,
  'artists-knowledge-test': quizScreen,
  'art-terms-crossword': lazy(withPacks(() => import('./crossword/CrosswordScreen'), ['crossword'])),
  'guess-the-artwork': lazy(() => import('./guess/GuessScreen')),
  'matching-game': lazy(() => import('./matching/MatchingScreen')),
  'true-false-quiz': lazy(() => import('./true-false/TrueFalseScreen')),
  'chronology-puzzle': lazy(() => import('./timeline/TimelineScreen')),
};

/** /games/{gameId}: the game's own screen, or 'Game Not Found' for an id the catalogue lacks. */
export default function GamePage() {
  const { t } = useTranslation();
  const { gameId = '' } = useParams();
  const game = gameCatalogue.find((entry) => entry.id === gameId);
  if (!game) return <GameNotFound gameId={gameId} />;
  const GameScreen = screens[game.id];
  return (
    // At least a screen tall, so the footer starts below the fold: the screen replaces its loading
    // spinner, and in French or Russian its texts replace the English ones once they arrive, without
    // moving a visible footer (a layout shift of 0.265 in some languages before).
    <div className="min-h-screen">
      <Suspense fallback={<Spinner label={t('games.loadingGame')} />}>
        {/* A new key per game, so moving from one quiz to another starts afresh. */}
        <GameScreen key={game.id} gameId={game.id} />
      </Suspense>
    </div>
  );
}
