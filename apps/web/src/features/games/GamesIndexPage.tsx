import { paths } from '@artvoyage/contract/paths';
import { gameCatalogue, gamesIndexFigures, type GameDifficulty } from '@artvoyage/content/games';
import { BookOpen, Clock, Globe2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '@/shared/i18n/useLocale';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { GameIcon } from './GameIcon';
import { figureText } from './index-figures';
import { useGameTexts } from './shared/useGameTexts';

const difficultyClass: Record<GameDifficulty, string> = {
  Easy: 'bg-emerald-100 text-emerald-900',
  Medium: 'bg-amber-100 text-amber-900',
  Hard: 'bg-red-100 text-red-900',
};

/** /games: the hero, the eight game cards, the statistics blocks and "What You'll Learn". */
export default function GamesIndexPage() {
  const { t } = useTranslation();
  const texts = useGameTexts();
  const locale = useLocale();
  usePageTitle(t('games.index.title'));
  const figures = (['games', 'questions', 'movements', 'masterpieces'] as const).map((key) => ({
    key,
    value: figureText(gamesIndexFigures[key], locale),
  }));
  const learn = [
    { key: 'history', Icon: BookOpen },
    { key: 'biographies', Icon: Users },
    { key: 'context', Icon: Globe2 },
  ] as const;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <section className="rounded-3xl bg-ink px-6 py-12 text-center text-white sm:px-12">
        <h1 className="text-4xl font-bold sm:text-5xl">{t('games.index.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-stone-200">{t('games.index.intro')}</p>
      </section>

      <section aria-labelledby="games-grid" className="mt-10">
        <h2 id="games-grid" className="sr-only">
          {t('games.index.gamesGrid')}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {gameCatalogue.map(texts.game).map((game) => (
            <li key={game.id}>
              <Link
                to={paths.game.href(game.id)}
                className="group flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                <span className="flex items-center justify-between">
                  <span className="rounded-xl bg-accent/15 p-2.5 text-accent-darker">
                    <GameIcon name={game.icon} className="h-6 w-6" />
                  </span>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${difficultyClass[game.difficulty]}`}
                  >
                    {t(`games.difficulty.${game.difficulty}`)}
                  </span>
                </span>
                <h3 className="mt-4 text-lg font-bold leading-snug">{game.title}</h3>
                <p className="mt-2 flex-1 text-sm text-stone-700">{game.description}</p>
                <span className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-stone-600">
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden className="h-3.5 w-3.5" />
                    {game.duration}
                  </span>
                  <span>{game.category}</span>
                  <span>{t('games.index.players', { count: game.players })}</span>
                </span>
                <span className="mt-4 text-sm font-semibold text-accent-darker group-hover:underline">
                  {t('games.index.play')} →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="games-stats" className="mt-12">
        <h2 id="games-stats" className="sr-only">
          {t('games.index.stats.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {figures.map((figure) => (
            <div
              key={figure.key}
              className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 text-center"
            >
              <dt className="text-sm text-stone-600">{t(`games.index.stats.${figure.key}`)}</dt>
              <dd className="order-first text-3xl font-bold text-ink">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="games-learn" className="mt-12">
        <h2 id="games-learn" className="text-2xl font-bold">
          {t('games.index.learn.title')}
        </h2>
        <ul className="mt-5 grid gap-5 md:grid-cols-3">
          {learn.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl border border-stone-200 bg-white p-6">
              <Icon aria-hidden className="h-7 w-7 text-accent-darker" />
              <h3 className="mt-3 font-bold">{t(`games.index.learn.${key}`)}</h3>
              <p className="mt-1 text-sm text-stone-700">{t(`games.index.learn.${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
