import { paths } from '@artvoyage/contract/paths';
import { tourSlugs } from '@artvoyage/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useArtworks } from '@/shared/artworks/useArtworks';
import { useTours } from '@/shared/artworks/useTours';
import { buttonClass } from '@/shared/ui/buttons';
import { usePageTitle } from '@/shared/ui/usePageTitle';

const sections = [
  ['missionTitle', 'mission'],
  ['experienceTitle', 'experience'],
  ['educationTitle', 'education'],
] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('about.title'));
  const tours = useTours();
  const artworks = useArtworks();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-4xl font-bold">{t('about.title')}</h1>
      {sections.map(([title, text]) => (
        <section key={title} className="mt-8">
          <h2 className="text-2xl font-bold">{t(`about.${title}`)}</h2>
          <p className="mt-2 leading-relaxed text-stone-800">{t(`about.${text}`)}</p>
        </section>
      ))}

      <section className="mt-8">
        <h2 className="text-2xl font-bold">{t('about.toursTitle')}</h2>
        <p className="mt-2 text-stone-800">{t('about.tours')}</p>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {tours.map((tour) => (
            <li key={tour.id}>
              <Link
                to={paths.tour.href(tourSlugs[tour.id])}
                className="font-semibold text-accent-dark underline underline-offset-2"
              >
                {tour.name}
              </Link>{' '}
              — {tour.description}
            </li>
          ))}
        </ul>
        <Link to={paths.guidedTours.href()} className={`${buttonClass.outline} mt-4`}>
          {t('about.seeTours')}
        </Link>
      </section>

      <section className="mt-8">
        <h2 className="text-2xl font-bold">{t('about.artworksTitle')}</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {artworks.map((artwork) => (
            <li key={artwork.id}>
              <Link
                to={paths.artwork.href(artwork.id)}
                className="text-accent-dark underline underline-offset-2"
              >
                {artwork.title}
              </Link>{' '}
              <span className="text-stone-600">— {artwork.artist}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-5">
        <h2 className="text-xl font-bold">{t('about.disclaimerTitle')}</h2>
        <p className="mt-2 text-stone-800">{t('about.disclaimer')}</p>
      </section>
    </article>
  );
}
