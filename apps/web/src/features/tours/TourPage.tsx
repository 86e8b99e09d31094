import { findTourBySlug } from '@artvoyage/content';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '@/shared/ui/buttons';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { TourDetails } from './TourDetails';

/** /guided-tours/{classical,renaissance,french,sculpture}: one tour, linked from the home page. */
export default function TourPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const tour = findTourBySlug(slug);
  usePageTitle(tour ? t('tours.panelTitle', { name: tour.name }) : t('tours.notFoundTitle'));

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/guided-tours" className="text-sm text-accent-dark hover:underline">
        ← {t('tours.allTours')}
      </Link>
      <div className="mt-4">
        {tour ? (
          <TourDetails tour={tour} headingLevel={1} />
        ) : (
          <div className="py-16 text-center">
            <h1 className="text-3xl font-bold">{t('tours.notFoundTitle')}</h1>
            <p className="mt-3 text-stone-700">{t('tours.notFoundText')}</p>
            <Link to="/guided-tours" className={`${buttonClass.primary} mt-6`}>
              {t('tours.allTours')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
