import { paths } from '@artvoyage/contract/paths';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The slim bar at the top of every game page, under the app's header: the way back to the games, the
 * game's title (the page's level-1 heading) and, while playing, the progress, score and clock. It is the
 * only chrome a game adds, so a game page has one header and one footer like every other page.
 */
export function GameBar({
  title,
  titleRef,
  status,
  progress,
}: {
  title: string;
  /** The title takes focus when a screen returns to its start. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Progress, score and clock while a play runs. */
  status?: ReactNode;
  /** Share of the play done, 0 to 1, drawn as a thin bar along the bottom edge (for the eye only). */
  progress?: number;
}) {
  const { t } = useTranslation();
  return (
    <div data-game-bar className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
        <Link
          to={paths.games.href()}
          className="-ml-2 inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-semibold text-ink hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <ArrowLeft aria-hidden className="h-5 w-5" />
          {/* On a phone the arrow alone, so the title keeps the room; the link's name stays whole. */}
          <span className="sr-only sm:not-sr-only">{t('games.backToGames')}</span>
        </Link>
        <h1
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
          className="min-w-0 flex-1 rounded text-base leading-tight font-bold text-ink focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent sm:text-xl"
        >
          {title}
        </h1>
        {/* On a phone the status takes its own row, so a long title (French, Russian) keeps the width. */}
        {status && (
          <div className="flex w-full items-center justify-between gap-2 pb-1 text-sm sm:w-auto sm:justify-end sm:pb-0">
            {status}
          </div>
        )}
      </div>
      {progress !== undefined && (
        <div aria-hidden className="h-1 bg-stone-100">
          <div
            className="h-full bg-accent transition-[width]"
            style={{ width: `${Math.round(Math.min(1, Math.max(0, progress)) * 100)}%` }}
          />
        </div>
      )}
    </div>
  );
}
