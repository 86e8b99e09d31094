import * as Tabs from '@radix-ui/react-tabs';
import { artworks, filterArtworks } from '@artvoyage/content';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ArtworkCard } from '@/shared/artworks/ArtworkCard';
import { TabList } from '@/shared/ui/TabList';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { galleryFilters, parseGalleryFilter } from './gallery-filter';

export default function GalleryPage() {
  const { t } = useTranslation();
  usePageTitle(t('gallery.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseGalleryFilter(searchParams.get('filter'));
  const shown = filterArtworks(artworks, filter);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-4xl font-bold">{t('gallery.title')}</h1>
      <p className="mt-2 text-stone-700">{t('gallery.subtitle')}</p>

      <Tabs.Root
        value={filter}
        onValueChange={(value) => {
          const next = parseGalleryFilter(value);
          setSearchParams(next === 'all' ? {} : { filter: next }, { replace: true });
        }}
        className="mt-8"
      >
        <TabList
          label={t('gallery.filters')}
          tabs={galleryFilters.map((value) => ({ value, text: t(`gallery.${value}`) }))}
          className="inline-flex max-w-full gap-1 overflow-x-auto rounded-full bg-stone-200/70 p-1"
          triggerClassName="shrink-0 rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap sm:px-4 text-stone-700 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow"
        />
        {galleryFilters.map((value) => (
          <Tabs.Content key={value} value={value} className="mt-6 focus-visible:outline-none">
            {value === filter && (
              <>
                <p className="sr-only" aria-live="polite">
                  {t('gallery.count', { count: shown.length })}
                </p>
                {shown.length === 0 ? (
                  <p className="py-16 text-center text-stone-600">{t('gallery.empty')}</p>
                ) : (
                  <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                    {shown.map((artwork, index) => (
                      <li key={artwork.id} className="flex">
                        <ArtworkCard artwork={artwork} priority={index === 0} />
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
