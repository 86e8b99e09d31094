import { paths } from '@artvoyage/contract/paths';
import { findTourBySlug } from '@artvoyage/content';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocalizedTour } from '@/shared/artworks/useTours';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { TourDetails } from './TourDetails';
import { TourNotFound } from './TourNotFound';

/** /guided-tours/{classical,renaissance,french,sculpture}: one tour, linked from the home page. */
export default function TourPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const tour = useLocalizedTour(findTourBySlug(slug));
  usePageTitle(tour ? t('tours.panelTitle', { name: tour.name }) : t('tours.notFoundTitle'));

  if (!tour) {
    return <TourNotFound />;
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <Link to={paths.guidedTours.href()} className="text-sm text-accent-dark hover:underline">
        ← {t('tours.allTours')}
      </Link>
      <div className="mt-4">
        <TourDetails tour={tour} headingLevel={1} />
      </div>
    </section>
  );
}
