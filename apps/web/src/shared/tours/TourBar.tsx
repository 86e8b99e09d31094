import { paths } from '@artvoyage/contract/paths';
import { findArtwork } from '@artvoyage/content';
import { ChevronLeft, ChevronRight, Flag, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedArtwork } from '@/shared/artworks/useArtworks';
import { tourFinishPath, tourStopPath } from './tour-mode';
import { buttonClass } from '@/shared/ui/buttons';
import { setPlayOn, usePlayOn } from './tour-store';
import type { TourMode } from './useTourMode';

const compact = 'px-3 py-2';

/**
 * The bar at the top of an artwork page walked as a tour stop: the tour's name, "Stop 2 of 3" with a
 * step track, and the tour's own Previous / Next (Finish tour on the last stop).
 */
export function TourBar({ mode, artworkId }: { mode: TourMode; artworkId: string }) {
  const { t } = useTranslation();
  const { tour, slug, step } = mode;
  return (
    <section
      aria-label={t('tourMode.label', { name: tour.name })}
      className="mt-4 rounded-xl border border-accent/40 bg-amber-50 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <Link to={paths.tour.href(slug)} className="block truncate font-bold text-ink hover:underline">
            {tour.name}
          </Link>
          <p className="text-sm text-stone-700" data-testid="tour-progress">
            {t('tourMode.progress', { number: step.number, total: step.total })}
          </p>
        </div>
        <Link
          to={paths.artwork.href(artworkId)}
          className="inline-flex items-center gap-1 text-sm text-stone-700 hover:underline"
        >
          <X aria-hidden className="h-4 w-4" />
          {t('tourMode.leave')}
        </Link>
      </div>
      <ol aria-hidden className="mt-2 flex gap-1">
        {tour.artworkIds.map((id, index) => (
          <li
            key={id}
            className={`h-1.5 flex-1 rounded-full ${index < step.number ? 'bg-accent-dark' : 'bg-stone-300'}`}
          />
        ))}
      </ol>
      <StopLinks mode={mode} className="mt-3" />
    </section>
  );
}

/** The tour's Previous and Next (or Finish tour) links; used in the bar and at the foot of the page. */
export function StopLinks({ mode, className = '' }: { mode: TourMode; className?: string }) {
  const { t } = useTranslation();
  const { slug, step } = mode;
  const previous = useLocalizedArtwork(step.previous ? findArtwork(step.previous) : undefined);
  const next = useLocalizedArtwork(step.next ? findArtwork(step.next) : undefined);
  return (
    <div className={`flex items-center justify-between gap-3 ${className}`}>
      {previous ? (
        <Link
          to={tourStopPath(slug, previous.id)}
          className={`${buttonClass.outline} ${compact}`}
          aria-label={t('tourMode.previousStopNamed', { title: previous.title })}
        >
          <ChevronLeft aria-hidden className="h-4 w-4" />
          {t('tourMode.previousStop')}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          to={tourStopPath(slug, next.id)}
          className={`${buttonClass.primary} ${compact}`}
          aria-label={t('tourMode.nextStopNamed', { title: next.title })}
        >
          {t('tourMode.nextStop')}
          <ChevronRight aria-hidden className="h-4 w-4" />
        </Link>
      ) : (
        <Link to={tourFinishPath(slug)} className={`${buttonClass.accent} ${compact}`}>
          <Flag aria-hidden className="h-4 w-4" />
          {t('tourMode.finish')}
        </Link>
      )}
    </div>
  );
}

/** At the foot of a tour stop, in place of the gallery's Previous / Next. */
export function TourStopsNav({ mode }: { mode: TourMode }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('tourMode.stopsNav')} className="mt-12 border-t border-stone-200 pt-6">
      <StopLinks mode={mode} />
    </nav>
  );
}

/** "Play on": remembered on this device, for every tour. */
export function PlayOnSwitch() {
  const { t } = useTranslation();
  const on = usePlayOn();
  return (
    <label className="mt-3 flex cursor-pointer items-start gap-2 text-sm text-stone-700">
      <input
        type="checkbox"
        checked={on}
        onChange={(event) => setPlayOn(event.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 accent-accent-dark"
      />
      <span>{t('tourMode.playOn')}</span>
    </label>
  );
}
