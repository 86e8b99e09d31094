import type { TourId } from '@artvoyage/contract';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTours } from '@/shared/artworks/useTours';
import { imageSizes } from '@/shared/media/image-sizes';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';
import { buttonClass } from '@/shared/ui/buttons';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { TourDetails } from './TourDetails';
import { ResumeLink } from '@/shared/tours/ResumeLink';

export default function GuidedToursPage() {
  const { t } = useTranslation();
  usePageTitle(t('tours.title'));
  const tours = useTours();
  const [selectedId, setSelectedId] = useState<TourId | null>(null);
  const selected = tours.find((tour) => tour.id === selectedId);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-4xl font-bold">{t('tours.title')}</h1>
      <p className="mt-2 text-stone-700">{t('tours.subtitle')}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {tours.map((tour, index) => {
          const isSelected = tour.id === selectedId;
          return (
            <li
              key={tour.id}
              className={`flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm ${
                isSelected ? 'border-accent-dark ring-2 ring-accent' : 'border-stone-200'
              }`}
            >
              <div className="aspect-[4/3] overflow-hidden bg-stone-100">
                <ResponsiveImage
                  id={tour.artworkIds[0] ?? ''}
                  alt=""
                  sizes={imageSizes.tourCard}
                  width={800}
                  height={600}
                  // The first card's image is a phone's largest paint: fetched at once.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className="h-full w-full object-cover"
                />
              </div>
              <div className="flex flex-1 flex-col p-4">
                <h2 className="text-xl font-bold">{tour.name}</h2>
                <p className="mt-2 flex-1 text-sm text-stone-700">{tour.description}</p>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => setSelectedId(tour.id)}
                  className={`${isSelected ? buttonClass.primary : buttonClass.outline} mt-4`}
                >
                  {isSelected && <Check aria-hidden className="h-4 w-4" />}
                  {isSelected ? t('tours.selected') : t('tours.select')}
                </button>
                <ResumeLink tour={tour} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-10" aria-live="polite">
        {selected ? (
          <TourDetails tour={selected} />
        ) : (
          <p className="text-center text-stone-600">{t('tours.chooseHint')}</p>
        )}
      </div>
    </section>
  );
}
