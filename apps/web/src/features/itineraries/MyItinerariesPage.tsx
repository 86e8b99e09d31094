import type { Artwork, Itinerary } from '@artvoyage/contract';
import { Plus } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SyncStatusLine } from '@/shared/itineraries/SyncStatusLine';
import { useItineraries } from '@/shared/itineraries/useItineraries';
import { Spinner } from '@/shared/ui/Spinner';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { CreateChooser } from './CreateChooser';
import { ItineraryDetailsDialog, ItineraryDialog } from './dialogs';
import { ItineraryCard } from './ItineraryCard';
import { OpenedItinerary } from './OpenedItinerary';
import { useItineraryActions } from './useItineraryActions';

/** /my-itineraries: loading, error, list (or empty), detail. */
export default function MyItinerariesPage() {
  const { t } = useTranslation();
  usePageTitle(t('itineraries.myTitle'));
  const { state, mutate } = useItineraries();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState<Artwork | null>(null);
  const [editing, setEditing] = useState<Itinerary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const actions = useItineraryActions();

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
      <OpenedItinerary
        itinerary={opened}
        mutate={mutate}
        onBack={() => setOpenId(null)}
        onEdit={() => setEditing(opened)}
      />
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
    // At least a screen tall, so the footer starts below the fold: the itineraries arrive after the page
    // and the list grows downwards without pushing a visible footer (a layout shift of 0.28-0.32 before).
    <div className="mx-auto min-h-screen max-w-7xl px-4 py-8">
      <h1 ref={heading} tabIndex={-1} className="text-4xl font-bold focus:outline-none">
        {t('itineraries.myTitle')}
      </h1>
      <p className="mt-2 text-stone-700">{t('itineraries.myIntro')}</p>
      <SyncStatusLine />
      <div className="mt-8">{body}</div>
      <Suspense fallback={null}>
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
      </Suspense>
    </div>
  );
}
