import type { Tour } from '@artvoyage/contract';
import { tourArtworks, tourDurationMinutes } from '@artvoyage/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedArtworks } from '@/shared/artworks/useArtworks';
import { TourStartLinks } from '@/shared/tours/TourStartLinks';
import { tourSlugOf, tourStopPath } from '@/shared/tours/tour-mode';

/**
 * The selected tour: its name, description, the duration sentence, the numbered artworks, and Start Tour
 * (or Resume tour for one left part-way).
 */
export function TourDetails({ tour, headingLevel = 2 }: { tour: Tour; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const stops = useLocalizedArtworks(tourArtworks(tour));
  const { min, max } = tourDurationMinutes(stops.length);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby={`tour-${tour.id}-title`}
      className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <Heading id={`tour-${tour.id}-title`} className="text-2xl font-bold">
        {t('tours.panelTitle', { name: tour.name })}
      </Heading>
      <p className="mt-2 text-stone-700">{tour.description}</p>
      <p className="mt-3 font-medium">{t('tours.duration', { count: stops.length, min, max })}</p>
      <ol className="mt-4 space-y-2">
        {stops.map((artwork, index) => (
          <li key={artwork.id} className="flex items-baseline gap-3">
            <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-white">
              {index + 1}
            </span>
            <span>
              <Link
                to={tourStopPath(tourSlugOf(tour.id), artwork.id)}
                className="font-semibold hover:underline"
              >
                {artwork.title}
              </Link>
              <span className="text-stone-600"> — {artwork.artist}</span>
            </span>
          </li>
        ))}
      </ol>
      <TourStartLinks tour={tour} className="mt-6" />
    </section>
  );
}
