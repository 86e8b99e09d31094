import { findArtwork, itineraryProgress } from '@artvoyage/content';
import type { Artwork, Itinerary } from '@artvoyage/contract';
import { tripEndDate } from '@artvoyage/contract/constants';
import { ArrowLeft, CalendarDays, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArtworks } from '@/shared/artworks/useArtworks';
import { errorText } from '@/shared/i18n';
import { formatTripDates } from '@/shared/i18n/format';
import { useLocale } from '@/shared/i18n/useLocale';
import { editingFor, ItineraryDialog } from '@/shared/itineraries/ItineraryDialog';
import { ItineraryDetailsDialog } from '@/shared/itineraries/ItineraryDetailsDialog';
import type { ItineraryDetails } from '@/shared/itineraries/itinerary-store';
import { locationName } from '@/shared/itineraries/location-name';
import { itineraryManager, sendToAccount } from '@/shared/itineraries/manage-itinerary';
import { ItineraryView, ProgressBar } from '@/shared/itineraries/ItineraryView';
import { SyncStatusLine } from '@/shared/itineraries/SyncStatusLine';
import { useSyncStatus } from '@/shared/itineraries/sync-status';
import {
  getItineraryStore,
  notifyItinerariesChanged,
  useItineraries,
} from '@/shared/itineraries/useItineraries';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';
import { imageSizes } from '@/shared/media/image-sizes';
import { buttonClass } from '@/shared/ui/buttons';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { inputClass } from '@/shared/ui/form';
import { Spinner } from '@/shared/ui/Spinner';
import { showToast } from '@/shared/ui/toast-store';
import { usePageTitle } from '@/shared/ui/usePageTitle';

/** A round button with only an icon (its name is its aria-label), 40 px: easy to hit on a phone. */
const iconButtonClass =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-ink/30 bg-white text-ink transition hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** Name and dates, and deleting with Undo, for the list's cards and the open itinerary. */
interface CardActions {
  saveDetails: (itinerary: Itinerary, details: ItineraryDetails) => void;
  remove: (itinerary: Itinerary) => void;
}

/** /my-itineraries: loading, error, list (or empty), detail. */
export default function MyItinerariesPage() {
  const { t } = useTranslation();
  usePageTitle(t('itineraries.myTitle'));
  const { state, mutate } = useItineraries();
  const artworks = useArtworks();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState<Artwork | null>(null);
  const [editing, setEditing] = useState<Itinerary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Account sync runs (its status is not idle) exactly while someone is signed in.
  const signedIn = useSyncStatus().state !== 'idle';

  const actions = useMemo((): CardActions => {
    const failed = (error: unknown) =>
      showToast({
        title: t('itineraries.errorTitle'),
        description: errorText(error, String(error)),
        variant: 'destructive',
      });
    const manager = itineraryManager(
      getItineraryStore,
      signedIn ? sendToAccount : null,
      notifyItinerariesChanged,
      failed,
    );
    return {
      saveDetails: (itinerary, details) => {
        try {
          const updated = manager.setDetails(itinerary.id, details);
          if (updated) showToast({ title: t('itineraries.detailsSavedTitle'), description: updated.name });
        } catch (error) {
          failed(error);
        }
      },
      remove: (itinerary) => {
        const name = itinerary.name;
        let taken;
        try {
          taken = manager.remove(itinerary.id);
        } catch (error) {
          failed(error);
          return;
        }
        if (!taken) return;
        const deleted = taken;
        showToast({
          title: t('itineraries.deletedTitle'),
          description: t('itineraries.deletedText', { name }),
          action: {
            label: t('itineraries.undo'),
            altText: t('itineraries.undoDelete', { name }),
            run: () => {
              try {
                manager.restore(deleted);
                showToast({
                  title: t('itineraries.restoredTitle'),
                  description: t('itineraries.restoredText', { name }),
                });
              } catch (error) {
                failed(error);
              }
            },
          },
        });
      },
    };
  }, [signedIn, t]);

  const opened =
    state.status === 'ready' && openId ? state.itineraries.find((it) => it.id === openId) : undefined;

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = <Spinner label={t('itineraries.loading')} />;
  } else if (state.status === 'error') {
    body = (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
        {t('itineraries.loadError', { message: state.message })}
      </p>
    );
  } else if (opened) {
    body = (
      <section aria-labelledby="itinerary-detail-title" className="space-y-4">
        <button type="button" className={buttonClass.ghost} onClick={() => setOpenId(null)}>
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
              onClick={() => setEditing(opened)}
            >
              <Pencil aria-hidden className="h-4 w-4" />
              {t('itineraries.editDetails')}
            </button>
          </div>
          <p className="mt-1 text-sm text-stone-600">
            {artworks.find((artwork) => artwork.id === opened.linkedArtworkId)?.title ??
              opened.linkedArtworkId}{' '}
            · {t('itineraries.dayCount', { count: opened.days.length })}
          </p>
          <TripDates itinerary={opened} />
          <div className="mt-4">
            <ItineraryView itinerary={opened} editing={editingFor(opened.id, mutate)} />
          </div>
        </div>
      </section>
    );
  } else if (state.itineraries.length === 0) {
    body = (
      <div className="rounded-xl border border-dashed border-stone-300 p-8 text-center">
        <p className="text-lg font-semibold">{t('itineraries.empty')}</p>
        <CreateChooser buttonLabel={t('itineraries.createItinerary')} onCreate={setCreating} />
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {state.itineraries.map((itinerary) => (
          <li key={itinerary.id}>
            <ItineraryCard
              itinerary={itinerary}
              onOpen={() => setOpenId(itinerary.id)}
              onEdit={() => setEditing(itinerary)}
              onDelete={() => actions.remove(itinerary)}
              // The card and its buttons are gone: the page's heading takes the focus, not the document.
              focusAfterDelete={() => heading.current?.focus()}
            />
          </li>
        ))}
        <li className="flex flex-col rounded-xl border border-dashed border-stone-300 p-5">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <Plus aria-hidden className="h-5 w-5" />
            {t('itineraries.createNew')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('itineraries.createNewText')}</p>
          <CreateChooser buttonLabel={t('itineraries.generate')} onCreate={setCreating} />
        </li>
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 ref={heading} tabIndex={-1} className="text-4xl font-bold focus:outline-none">
        {t('itineraries.myTitle')}
      </h1>
      <p className="mt-2 text-stone-700">{t('itineraries.myIntro')}</p>
      <SyncStatusLine />
      <div className="mt-8">{body}</div>
      {editing && (
        <ItineraryDetailsDialog
          key={editing.id}
          itinerary={editing}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onSave={(details) => {
            setEditing(null);
            if (Object.keys(details).length > 0) actions.saveDetails(editing, details);
          }}
        />
      )}
      {creating && (
        <ItineraryDialog
          key={creating.id}
          artwork={creating}
          fresh
          open
          onOpenChange={(open) => {
            if (!open) setCreating(null);
          }}
        />
      )}
    </div>
  );
}

/** The trip's dates, when it has some, in the visitor's language. */
function TripDates({ itinerary }: { itinerary: Itinerary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!itinerary.startDate) return null;
  const end = tripEndDate(itinerary.startDate, itinerary.days.length);
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-stone-700">
      <CalendarDays aria-hidden className="h-4 w-4 shrink-0 text-accent-dark" />
      <span className="sr-only">{t('itineraries.tripDates')}</span>
      <time dateTime={`${itinerary.startDate}/${end}`}>
        {formatTripDates(itinerary.startDate, end, locale)}
      </time>
    </p>
  );
}

function ItineraryCard({
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
      {artwork && (
        <div className="aspect-[16/9] overflow-hidden bg-stone-100">
          {/* The gallery's card image (4:3, cut by the server), framed a little wider here. */}
          <ResponsiveImage
            kind="cards"
            id={artwork.id}
            alt={artwork.imageAlt}
            sizes={imageSizes.artworkCard}
            width={800}
            height={600}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        </div>
      )}
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

function CreateChooser({
  buttonLabel,
  onCreate,
}: {
  buttonLabel: string;
  onCreate: (artwork: Artwork) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const artworks = useArtworks();
  const [artworkId, setArtworkId] = useState(artworks[0]?.id ?? '');
  return (
    <form
      className="mt-4 grid gap-2 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        const artwork = findArtwork(artworkId);
        if (artwork) onCreate(artwork);
      }}
    >
      <label htmlFor={`${id}-artwork`} className="text-sm font-medium">
        {t('itineraries.chooseArtwork')}
      </label>
      <select
        id={`${id}-artwork`}
        className={inputClass}
        value={artworkId}
        onChange={(event) => setArtworkId(event.target.value)}
      >
        {artworks.map((artwork) => (
          <option key={artwork.id} value={artwork.id}>
            {artwork.title} ({locationName(t, artwork.location_tag)})
          </option>
        ))}
      </select>
      <button type="submit" className={`${buttonClass.accent} justify-self-start`}>
        {buttonLabel}
      </button>
    </form>
  );
}
