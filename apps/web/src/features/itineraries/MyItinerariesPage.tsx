import { findArtwork, itineraryProgress } from '@artvoyage/content';
import type { Artwork, Itinerary } from '@artvoyage/contract';
import { ArrowLeft, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArtworks } from '@/shared/artworks/useArtworks';
import { editingFor, ItineraryDialog } from '@/shared/itineraries/ItineraryDialog';
import { ItineraryView, ProgressBar } from '@/shared/itineraries/ItineraryView';
import { SyncStatusLine } from '@/shared/itineraries/SyncStatusLine';
import { useItineraries } from '@/shared/itineraries/useItineraries';
import { buttonClass } from '@/shared/ui/buttons';
import { inputClass } from '@/shared/ui/form';
import { Spinner } from '@/shared/ui/Spinner';
import { usePageTitle } from '@/shared/ui/usePageTitle';

/** /my-itineraries (spec section 2): loading, error, list (or empty), detail. */
export default function MyItinerariesPage() {
  const { t } = useTranslation();
  usePageTitle(t('itineraries.myTitle'));
  const { state, mutate } = useItineraries();
  const artworks = useArtworks();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState<Artwork | null>(null);

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
          <h2 id="itinerary-detail-title" className="text-2xl font-bold">
            {opened.name}
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {artworks.find((artwork) => artwork.id === opened.linkedArtworkId)?.title ??
              opened.linkedArtworkId}{' '}
            · {t('itineraries.dayCount', { count: opened.days.length })}
          </p>
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
            <ItineraryCard itinerary={itinerary} onOpen={() => setOpenId(itinerary.id)} />
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
      <h1 className="text-4xl font-bold">{t('itineraries.myTitle')}</h1>
      <p className="mt-2 text-stone-700">{t('itineraries.myIntro')}</p>
      <SyncStatusLine />
      <div className="mt-8">{body}</div>
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

function ItineraryCard({ itinerary, onOpen }: { itinerary: Itinerary; onOpen: () => void }) {
  const { t } = useTranslation();
  const progress = itineraryProgress(itinerary);
  return (
    <article className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold">{itinerary.name}</h2>
      <p className="mt-1 text-sm text-stone-600">
        {t('itineraries.dayCount', { count: itinerary.days.length })}
      </p>
      <div className="mt-4">
        <ProgressBar percent={progress.percent} label={t('itineraries.progress')} />
      </div>
      <div className="mt-2 flex justify-between text-sm text-stone-700">
        <span>
          {t('itineraries.activitiesCount', { completed: progress.completed, total: progress.total })}
        </span>
        <span>{t('itineraries.progressPercent', { percent: progress.percent })}</span>
      </div>
      <button type="button" className={`${buttonClass.primary} mt-4 self-start`} onClick={onOpen}>
        {t('itineraries.openItinerary')}
      </button>
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
            {artwork.title} ({t(`locationTags.${artwork.location_tag}`)})
          </option>
        ))}
      </select>
      <button type="submit" className={`${buttonClass.accent} justify-self-start`}>
        {buttonLabel}
      </button>
    </form>
  );
}
