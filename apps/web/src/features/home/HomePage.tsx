import { paths } from '@artvoyage/contract/paths';
import { artworks } from '@artvoyage/content';
import { tourSlugs } from '@artvoyage/contract/constants';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArtworkCard } from '@/shared/artworks/ArtworkCard';
import { useLocalizedArtwork } from '@/shared/artworks/useArtworks';
import { useTours } from '@/shared/artworks/useTours';
import { imageSizes } from '@/shared/media/image-sizes';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';
import { buttonClass } from '@/shared/ui/buttons';
import { HeadedSection } from '@/shared/ui/HeadedSection';
import { usePageTitle } from '@/shared/ui/usePageTitle';

const featured = artworks.slice(0, 3);
const hero = artworks[0];

export default function HomePage() {
  const { t } = useTranslation();
  const tours = useTours();
  const heroAlt = useLocalizedArtwork(hero)?.imageAlt ?? '';
  usePageTitle('');
  return (
    <>
      <section className="relative overflow-hidden bg-ink text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
          <div>
            <h1 className="text-4xl leading-tight font-bold md:text-6xl">{t('home.heroTitle')}</h1>
            <p className="mt-6 max-w-xl text-lg text-stone-200">{t('home.heroText')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={paths.gallery.href()} className={buttonClass.accent}>
                {t('home.exploreGallery')}
              </Link>
              <Link to={paths.guidedTours.href()} className={buttonClass.outlineOnDark}>
                {t('home.startTour')}
              </Link>
            </div>
          </div>
          <div className="mx-auto aspect-[3/4] w-full max-w-sm overflow-hidden rounded-2xl shadow-2xl ring-4 ring-accent/60">
            <ResponsiveImage
              id="mona-lisa"
              alt={heroAlt}
              sizes={imageSizes.homeHero}
              width={600}
              height={800}
              fetchPriority="high"
              className="h-full w-full object-cover"
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-title" className="text-3xl font-bold">
              {t('home.featuredTitle')}
            </h2>
            <p className="mt-1 text-stone-700">{t('home.featuredText')}</p>
          </div>
          <Link
            to={paths.gallery.href()}
            className="inline-flex items-center gap-1 font-semibold text-accent-dark hover:underline"
          >
            {t('home.viewAll')} <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </div>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((artwork) => (
            <li key={artwork.id} className="flex">
              <ArtworkCard artwork={artwork} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tours-title" className="bg-stone-100">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="tours-title" className="text-3xl font-bold">
            {t('home.toursTitle')}
          </h2>
          <p className="mt-1 text-stone-700">{t('home.toursText')}</p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {tours.map((tour) => (
              <li
                key={tour.id}
                className="relative flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:shadow-md"
              >
                <h3 className="text-xl font-bold">
                  <Link to={paths.tour.href(tourSlugs[tour.id])} className="after:absolute after:inset-0">
                    {tour.name}
                  </Link>
                </h3>
                <p className="mt-1 text-sm font-medium text-accent-dark">
                  {t('home.tourArtworks', { count: tour.artworkIds.length })}
                </p>
                <p className="mt-2 flex-1 text-sm text-stone-700">{tour.description}</p>
                <span aria-hidden className="mt-4 inline-flex items-center gap-1 text-sm font-semibold">
                  {t('home.exploreTour')} <ArrowRight className="h-4 w-4" />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <HeadedSection
        id="about-title"
        title={t('home.aboutTitle')}
        className="mx-auto max-w-3xl px-4 py-14 text-center"
        headingClassName="text-3xl font-bold"
      >
        <p className="mt-4 text-lg text-stone-700">{t('home.aboutText')}</p>
        <Link to={paths.about.href()} className={`${buttonClass.outline} mt-6`}>
          {t('home.learnMore')}
        </Link>
      </HeadedSection>
    </>
  );
}
