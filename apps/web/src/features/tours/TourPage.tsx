import { findTourBySlug } from '@artvoyage/content';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocalizedTour } from '@/shared/artworks/useTours';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { TourDetails } from './TourDetails';
import { TourNotFound } from './TourNotFound';
import { TourScreen } from './TourScreen';

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
    <TourScreen>
      <div className="mt-4">
        <TourDetails tour={tour} headingLevel={1} />
      </div>
    </TourScreen>
  );
}
