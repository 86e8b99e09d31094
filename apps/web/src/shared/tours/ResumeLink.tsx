import type { Tour } from '@artvoyage/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resumePoint, tourSlugOf, tourStopPath } from './tour-mode';
import { buttonClass } from '@/shared/ui/buttons';
import { useTourModeState } from './tour-store';

/** On a tour's card in the list: "Resume tour (stop 2 of 3)" for a tour left part-way, else nothing. */
export function ResumeLink({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const resume = resumePoint(useTourModeState(), tour);
  if (!resume) return null;
  return (
    <Link
      to={tourStopPath(tourSlugOf(tour.id), resume.artworkId)}
      className={`${buttonClass.ghost} mt-2 px-3 text-accent-darker underline`}
    >
      {t('tours.resumeTour', { number: resume.number, total: resume.total })}
    </Link>
  );
}
