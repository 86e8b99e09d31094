import { itineraryProgress } from '@artvoyage/content';
import type { Itinerary } from '@artvoyage/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtworkCardImage } from '@/shared/artworks/ArtworkCardImage';
import { useArtworks } from '@/shared/artworks/useArtworks';
import { ProgressBar } from '@/shared/itineraries/ProgressBar';
import { buttonClass } from '@/shared/ui/buttons';
import { loadDetailsDialog } from './dialogs';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { TripDates } from './TripDates';
import { loadOnIntent } from '@/shared/ui/load-on-intent';

/** A round button with only an icon (its name is its aria-label), 40 px: easy to hit on a phone. */
const iconButtonClass =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-ink/30 bg-white text-ink transition hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** One saved itinerary in the list: its artwork, name, dates and progress; Open, Edit details and Delete. */
export function ItineraryCard({
  itinerary,
  onOpen,
  onEdit,
  onDelete,
  focusAfterDelete,
}: {
  itinerary: Itinerary;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
  focusAfterDelete: () => void;
}) {
  const { t } = useTranslation();
  const artworks = useArtworks();
  const [confirming, setConfirming] = useState(false);
  const deleted = useRef(false);
  const artwork = artworks.find((entry) => entry.id === itinerary.linkedArtworkId);
  const progress = itineraryProgress(itinerary);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      {artwork && <ArtworkCardImage artwork={artwork} frame="wide" />}
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold break-words">{itinerary.name}</h2>
        <TripDates itinerary={itinerary} />
        <p className="mt-1 text-sm text-stone-600">
          {t('itineraries.dayCount', { count: itinerary.days.length })}
        </p>
        <div className="mt-4">
          <ProgressBar percent={progress.percent} label={t('itineraries.progress')} />
        </div>
        <div className="mt-2 flex flex-wrap justify-between gap-x-3 text-sm text-stone-700">
          <span>
            {t('itineraries.activitiesCount', { completed: progress.completed, total: progress.total })}
          </span>
          <span>{t('itineraries.progressPercent', { percent: progress.percent })}</span>
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
          <button type="button" className={buttonClass.primary} onClick={onOpen}>
            {t('itineraries.openItinerary')}
          </button>
          <div className="ml-auto flex gap-2">
            <button
              type="button"
              className={iconButtonClass}
              aria-label={t('itineraries.editDetailsOf', { name: itinerary.name })}
              title={t('itineraries.editDetails')}
              {...loadOnIntent(loadDetailsDialog)}
              onClick={onEdit}
            >
              <Pencil aria-hidden className="h-4 w-4" />
            </button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={
                <button
                  type="button"
                  className={`${iconButtonClass} text-red-700`}
                  aria-label={t('itineraries.deleteItineraryOf', { name: itinerary.name })}
                  title={t('itineraries.deleteItinerary')}
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </button>
              }
              title={t('itineraries.deleteItineraryConfirm')}
              text={t('itineraries.deleteItineraryConfirmText', { name: itinerary.name })}
              confirmLabel={t('itineraries.deleteItinerary')}
              cancelLabel={t('itineraries.cancel')}
              onConfirm={() => {
                deleted.current = true;
                setConfirming(false);
                onDelete();
              }}
              onCloseAutoFocus={(event) => {
                if (!deleted.current) return;
                event.preventDefault();
                focusAfterDelete();
              }}
            />
          </div>
        </div>
      </div>
    </article>
  );
}
