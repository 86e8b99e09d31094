import type { Tour } from '@artvoyage/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resumePoint, tourSlugOf, tourStopPath, withTourRestarted } from './tour-mode';
import { buttonClass } from '@/shared/ui/buttons';
import { updateTourMode, useTourModeState } from './tour-store';

/**
 * Start Tour, or, for a tour left part-way, "Resume tour (stop 2 of 3)" with Start over beside it.
 * Both open the stop in tour mode (`?tour=`), so Previous and Next follow the tour.
 */
export function TourStartLinks({ tour, className = '' }: { tour: Tour; className?: string }) {
  const { t } = useTranslation();
  const resume = resumePoint(useTourModeState(), tour);
  const slug = tourSlugOf(tour.id);
  const first = tour.artworkIds[0];
  if (!first) return null;
  const restart = () => updateTourMode((state) => withTourRestarted(state, tour));
  if (!resume) {
    return (
      <Link
        to={tourStopPath(slug, first)}
        onClick={restart}
        className={`${buttonClass.primary} ${className}`}
      >
        {t('tours.startTour')}
      </Link>
    );
  }
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <Link to={tourStopPath(slug, resume.artworkId)} className={buttonClass.primary}>
        {t('tours.resumeTour', { number: resume.number, total: resume.total })}
      </Link>
      <Link to={tourStopPath(slug, first)} onClick={restart} className={buttonClass.outline}>
        {t('tours.startOver')}
      </Link>
    </div>
  );
}
