import { paths } from '@artvoyage/contract/paths';
import { xpRewards } from '@artvoyage/contract';
import { findTourBySlug, tourArtworks, tourDurationMinutes } from '@artvoyage/content';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Circle, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocalizedArtworks } from '@/shared/artworks/useArtworks';
import { useLocalizedTour } from '@/shared/artworks/useTours';
import { useAuth } from '@/shared/auth/auth-context';
import { openAuthDialog } from '@/shared/auth/auth-dialog-store';
import { completeTour } from '@/shared/gamification/track';
import { tourStopPath, visitedStops, withTourFinished } from '@/shared/tours/tour-mode';
import { buttonClass } from '@/shared/ui/buttons';
import { HeadedSection } from '@/shared/ui/HeadedSection';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { updateTourMode, useTourModeState } from '@/shared/tours/tour-store';
import { TourNotFound } from './TourNotFound';
import { TourScreen } from './TourScreen';

type XpState =
  | { kind: 'pending' }
  | { kind: 'earned' }
  | { kind: 'already' }
  | { kind: 'incomplete' }
  | { kind: 'failed'; reason: string };

/**
 * /guided-tours/{slug}/finish: the end of a tour. A summary (which stops were opened in tour mode, the
 * tour's theme and length) and its XP: for a signed-in user the server is asked to count the tour (it
 * pays once per tour, and only when every stop was viewed); a visitor is invited to sign in.
 */
export default function TourFinishPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const source = findTourBySlug(slug);
  const tour = useLocalizedTour(source);
  const stops = useLocalizedArtworks(source ? tourArtworks(source) : []);
  const state = useTourModeState();
  const visited = new Set<string>(source ? visitedStops(state, source) : []);
  usePageTitle(tour ? t('tours.finish.pageTitle', { name: tour.name }) : t('tours.notFoundTitle'));

  // Reaching this screen ends the walk: the tour pages offer Start again instead of Resume.
  useEffect(() => {
    if (source) updateTourMode((before) => withTourFinished(before, source));
  }, [source]);

  if (!tour || !source) {
    return <TourNotFound />;
  }
  const { min, max } = tourDurationMinutes(stops.length);
  const first = source.artworkIds[0];
  return (
    <TourScreen>
      <h1 className="mt-4 flex items-start gap-3 text-3xl font-bold sm:text-4xl">
        <Trophy aria-hidden className="mt-1 h-8 w-8 shrink-0 text-accent-dark" />
        {t('tours.finish.heading', { name: tour.name })}
      </h1>

      <HeadedSection
        id="tour-xp-title"
        title={t('tours.finish.xpTitle')}
        className="mt-6 rounded-xl bg-ink p-5 text-white"
        headingClassName="text-lg font-bold"
      >
        <TourXp tourId={source.id} />
      </HeadedSection>

      <HeadedSection
        id="tour-summary-title"
        title={t('tours.finish.summary')}
        className="mt-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
        headingClassName="text-xl font-bold"
      >
        <p className="mt-2 font-medium" data-testid="tour-visited">
          {t('tours.finish.visited', { visited: visited.size, total: stops.length })}
        </p>
        <ol className="mt-3 space-y-2">
          {stops.map((artwork, index) => {
            const seen = visited.has(artwork.id);
            return (
              <li key={artwork.id} className="flex items-center gap-3">
                <span
                  className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    seen ? 'bg-accent-dark text-white' : 'border border-stone-400 text-stone-700'
                  }`}
                >
                  {seen ? (
                    <Check aria-hidden className="h-4 w-4" />
                  ) : (
                    <Circle aria-hidden className="h-3 w-3" />
                  )}
                  <span className="sr-only">{index + 1}</span>
                </span>
                <span>
                  <Link to={tourStopPath(slug, artwork.id)} className="font-semibold hover:underline">
                    {artwork.title}
                  </Link>
                  <span className="text-stone-600">
                    {' '}
                    — {seen ? t('tours.finish.wasVisited') : t('tours.finish.notVisited')}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
        <h3 className="mt-5 font-bold">{t('tours.finish.theme')}</h3>
        <p className="mt-1 text-stone-700">{tour.description}</p>
        <p className="mt-3 text-stone-700">{t('tours.duration', { count: stops.length, min, max })}</p>
      </HeadedSection>

      <div className="mt-8 flex flex-wrap gap-3">
        {first && (
          <Link to={tourStopPath(slug, first)} className={buttonClass.outline}>
            {t('tours.finish.again')}
          </Link>
        )}
        <Link to={paths.guidedTours.href()} className={buttonClass.primary}>
          {t('tours.allTours')}
        </Link>
      </div>
    </TourScreen>
  );
}

/** The XP part: asks the server once per visit of this screen; the server pays once per tour. */
function TourXp({ tourId }: { tourId: Parameters<typeof completeTour>[1] }) {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const [xp, setXp] = useState<XpState>({ kind: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const reward = xpRewards.tour_completed;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    setXp({ kind: 'pending' });
    completeTour(userId, tourId, queryClient)
      .then((outcome) => {
        if (!live) return;
        if (outcome.success) setXp(outcome.xpAwarded > 0 ? { kind: 'earned' } : { kind: 'already' });
        else if ('code' in outcome && outcome.code === 'TOUR_INCOMPLETE') setXp({ kind: 'incomplete' });
        else setXp({ kind: 'failed', reason: outcome.message });
      })
      .catch((error: unknown) => {
        if (live) setXp({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [userId, tourId, queryClient, attempt]);

  if (status === 'loading') return <p className="mt-2">{t('tours.finish.xpPending')}</p>;
  if (!userId) {
    return (
      <>
        <p className="mt-2">{t('tours.finish.signedOut', { xp: reward })}</p>
        <button
          type="button"
          onClick={() => openAuthDialog('signIn')}
          className={`${buttonClass.accent} mt-4`}
        >
          {t('tours.finish.signIn')}
        </button>
      </>
    );
  }
  return (
    <div aria-live="polite">
      {xp.kind === 'pending' && <p className="mt-2">{t('tours.finish.xpPending')}</p>}
      {xp.kind === 'earned' && (
        <p className="mt-2 text-2xl font-bold" data-testid="tour-xp">
          {t('tours.finish.xpEarned', { xp: reward })}
        </p>
      )}
      {xp.kind === 'already' && (
        <p className="mt-2" data-testid="tour-xp">
          {t('tours.finish.xpAlready', { xp: reward })}
        </p>
      )}
      {xp.kind === 'incomplete' && (
        <p className="mt-2" data-testid="tour-xp">
          {t('tours.finish.xpIncomplete', { xp: reward })}
        </p>
      )}
      {xp.kind === 'failed' && (
        <>
          <p className="mt-2" role="alert">
            {t('tours.finish.xpFailed', { reason: xp.reason })}
          </p>
          <button
            type="button"
            onClick={() => setAttempt((count) => count + 1)}
            className={`${buttonClass.outlineOnDark} mt-3`}
          >
            {t('tours.finish.retry')}
          </button>
        </>
      )}
    </div>
  );
}
