import type { Artwork } from '@artvoyage/contract';
import { paths } from '@artvoyage/contract/paths';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/buttons';

/* The artwork page's plain sections, which only show the artwork's texts. */

/** Home / Gallery / this artwork. */
export function ArtworkBreadcrumb({ title }: { title: string }) {
  const { t } = useTranslation();
  const crumbs = [
    { to: paths.home.href(), label: t('nav.home') },
    { to: paths.gallery.href(), label: t('nav.gallery') },
  ];
  return (
    <nav aria-label={t('artwork.breadcrumb')} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map(({ to, label }) => (
          <Fragment key={to}>
            <li>
              <Link to={to} className="hover:underline">
                {label}
              </Link>
            </li>
            <li aria-hidden>/</li>
          </Fragment>
        ))}
        <li aria-current="page" className="font-medium text-ink">
          {title}
        </li>
      </ol>
    </nav>
  );
}

/** Medium, dimensions and where the artwork is. */
export function ArtworkDetails({ artwork }: { artwork: Artwork }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="details-title" className="rounded-xl bg-stone-100 p-4">
      <h2 id="details-title" className="text-lg font-bold">
        {t('artwork.details')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-semibold">{t('artwork.medium')}</dt>
        <dd>{artwork.medium}</dd>
        <dt className="font-semibold">{t('artwork.dimensions')}</dt>
        <dd>{artwork.dimensions}</dd>
        <dt className="font-semibold">{t('artwork.location')}</dt>
        <dd>{artwork.location}</dd>
      </dl>
    </section>
  );
}

/** The historical context, the visitor's experience and the interesting facts. */
export function ArtworkStory({ artwork }: { artwork: Artwork }) {
  const { t } = useTranslation();
  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-3">
      <section aria-labelledby="context-title" className="lg:col-span-2">
        <h2 id="context-title" className="text-2xl font-bold">
          {t('artwork.historicalContext')}
        </h2>
        <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-800">{artwork.historicalContext}</p>

        <h2 className="mt-8 text-2xl font-bold">{t('artwork.visitorExperience')}</h2>
        <p className="mt-3 leading-relaxed text-stone-800">{artwork.visitorExperience}</p>
      </section>
      <section aria-labelledby="facts-title">
        <h2 id="facts-title" className="text-2xl font-bold">
          {t('artwork.interestingFacts')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-800">
          {artwork.interestingFacts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type Neighbour = Pick<Artwork, 'id' | 'title'>;

/** The previous and next artworks of the gallery (outside a tour, whose own stops replace them). */
export function ArtworkNeighbours({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('artwork.previous') + ' / ' + t('artwork.next')}
      className="mt-12 flex justify-between gap-4 border-t border-stone-200 pt-6"
    >
      <Link
        to={paths.artwork.href(previous.id)}
        className={buttonClass.outline}
        aria-label={t('artwork.previousArtwork', { title: previous.title })}
      >
        <ChevronLeft aria-hidden className="h-4 w-4" />
        {/* What shows is the link's name, or its first word on a phone: a voice-control user can say it. */}
        <span className="sm:hidden">{t('artwork.previous')}</span>
        <span className="hidden sm:inline">{t('artwork.previousArtwork', { title: previous.title })}</span>
      </Link>
      <Link
        to={paths.artwork.href(next.id)}
        className={buttonClass.outline}
        aria-label={t('artwork.nextArtwork', { title: next.title })}
      >
        <span className="sm:hidden">{t('artwork.next')}</span>
        <span className="hidden sm:inline">{t('artwork.nextArtwork', { title: next.title })}</span>
        <ChevronRight aria-hidden className="h-4 w-4" />
      </Link>
    </nav>
  );
}
