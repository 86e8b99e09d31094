import type { Itinerary } from '@artvoyage/contract';
import { ArrowLeft, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useArtworks } from '@/shared/artworks/useArtworks';
import { editingFor } from '@/shared/itineraries/editing-for';
import { loadDetailsDialog } from './dialogs';
import { ItineraryView } from '@/shared/itineraries/ItineraryView';
import type { UseItineraries } from '@/shared/itineraries/useItineraries';
import { buttonClass } from '@/shared/ui/buttons';
import { TripDates } from './TripDates';
import { loadOnIntent } from '@/shared/ui/load-on-intent';

/** One itinerary opened from the list: its name, artwork, days and dates, and its days to tick and edit. */
export function OpenedItinerary(props: {
  itinerary: Itinerary;
  mutate: UseItineraries['mutate'];
  onBack: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const artworks = useArtworks();
  const opened = props.itinerary;
  return (
    <section aria-labelledby="itinerary-detail-title" className="space-y-4">
      <button type="button" className={buttonClass.ghost} onClick={props.onBack}>
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {t('itineraries.backToList')}
      </button>
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="itinerary-detail-title" className="min-w-0 text-2xl font-bold break-words">
            {opened.name}
          </h2>
          <button
            type="button"
            className={buttonClass.outline}
            aria-label={t('itineraries.editDetailsOf', { name: opened.name })}
            {...loadOnIntent(loadDetailsDialog)}
            onClick={props.onEdit}
          >
            <Pencil aria-hidden className="h-4 w-4" />
            {t('itineraries.editDetails')}
          </button>
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {artworks.find((artwork) => artwork.id === opened.linkedArtworkId)?.title ?? opened.linkedArtworkId}{' '}
          · {t('itineraries.dayCount', { count: opened.days.length })}
        </p>
        <TripDates itinerary={opened} />
        <div className="mt-4">
          <ItineraryView itinerary={opened} editing={editingFor(opened.id, props.mutate)} />
        </div>
      </div>
    </section>
  );
}
