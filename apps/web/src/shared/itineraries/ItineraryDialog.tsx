import { generateItinerarySafely } from '@artvoyage/content';
import type { Artwork, Itinerary } from '@artvoyage/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedArtwork } from '@/shared/artworks/useArtworks';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';
import { buttonClass } from '@/shared/ui/buttons';
import { dialogContentClass, dialogOverlayClass } from '@/shared/ui/dialog';
import { Spinner } from '@/shared/ui/Spinner';
import { locationName } from './location-name';
import { showToast } from '@/shared/ui/toast-store';
import { editingFor } from './editing-for';
import { ItineraryView } from './ItineraryView';
import { useItineraries } from './useItineraries';
import { useContentPack } from '@/shared/i18n';

/** Simulated generation time: one second. */
export const GENERATION_DELAY_MS = 1000;

type Shown =
  { kind: 'generating' } | { kind: 'preview'; itinerary: Itinerary } | { kind: 'saved'; id: string };

/**
 * The itinerary dialog (see docs/product/itineraries.md): the artwork's first saved itinerary ("Itinerary
 * saved"), or one generated after the simulated delay ("New itinerary"). `fresh` skips the saved
 * one and generates straight away (My Itineraries' create tile).
 */
export function ItineraryDialog({
  artwork,
  open,
  onOpenChange,
  fresh = false,
}: {
  /** The English item; the dialog shows it, and writes a new itinerary, in the active language. */
  artwork: Artwork;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fresh?: boolean;
}) {
  const { t } = useTranslation();
  const shownArtwork = useLocalizedArtwork(artwork);
  const { state, mutate } = useItineraries();
  // Generated in the visitor's language, and kept in it once saved.
  const texts = useContentPack('itineraries');
  const [shown, setShown] = useState<Shown | null>(null);
  const [generation, setGeneration] = useState(0);
  // The plan on screen when the visitor asked for another: the next one picks other activities.
  const previous = useRef<Itinerary | undefined>(undefined);

  // On opening: the first saved itinerary for the artwork, else generate.
  useEffect(() => {
    if (!open) {
      setShown(null);
      return;
    }
    if (state.status !== 'ready') return;
    setShown((current) => {
      if (current) return current;
      const saved = fresh ? undefined : state.itineraries.find((it) => it.linkedArtworkId === artwork.id);
      return saved ? { kind: 'saved', id: saved.id } : { kind: 'generating' };
    });
  }, [open, state, artwork.id, fresh]);

  const generating = shown?.kind === 'generating';
  useEffect(() => {
    if (!generating) return;
    const timer = window.setTimeout(() => {
      const itinerary = generateItinerarySafely(shownArtwork, { texts, previous: previous.current });
      setShown({ kind: 'preview', itinerary });
    }, GENERATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [generating, generation, shownArtwork, texts]);

  const regenerate = () => {
    previous.current = itinerary;
    setShown({ kind: 'generating' });
    setGeneration((value) => value + 1);
  };

  const save = (itinerary: Itinerary) => {
    const created = mutate((store) => store.create(itinerary));
    if (created) {
      setShown({ kind: 'saved', id: created.id });
      showToast({
        title: t('itineraries.savedTitle'),
        description: t('itineraries.savedText', { name: created.name }),
      });
    }
  };

  const savedItinerary =
    shown?.kind === 'saved' && state.status === 'ready'
      ? state.itineraries.find((itinerary) => itinerary.id === shown.id)
      : undefined;
  const itinerary = shown?.kind === 'preview' ? shown.itinerary : savedItinerary;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={`${dialogContentClass} max-w-3xl`}>
          <Dialog.Title className="text-2xl font-bold">
            {t('itineraries.dialogTitle', { title: shownArtwork.title })}
          </Dialog.Title>
          <div className="mt-4 flex gap-4">
            <ResponsiveImage
              id={artwork.id}
              alt={shownArtwork.imageAlt}
              sizes="96px"
              fallbackWidth={320}
              className="h-24 w-24 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0">
              <h3 className="text-lg font-semibold">{shownArtwork.title}</h3>
              <p className="text-sm text-stone-700">
                {shownArtwork.artist}, {shownArtwork.year}
              </p>
              <Dialog.Description className="mt-1 flex items-center gap-1 text-sm text-stone-700">
                <MapPin aria-hidden className="h-4 w-4 text-accent-dark" />
                {t('itineraries.destination', { location: locationName(t, artwork.location_tag) })}
              </Dialog.Description>
            </div>
          </div>

          <div className="mt-6" aria-live="polite">
            {!itinerary ? (
              <Spinner label={t('itineraries.creating')} />
            ) : (
              <section aria-labelledby="itinerary-name">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id="itinerary-name" className="text-xl font-bold">
                    {itinerary.name}
                  </h3>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      shown?.kind === 'saved' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
                    }`}
                  >
                    {shown?.kind === 'saved' ? t('itineraries.savedBadge') : t('itineraries.newBadge')}
                  </span>
                </div>
                <div className="mt-4">
                  <ItineraryView
                    key={itinerary.id}
                    itinerary={itinerary}
                    editing={shown?.kind === 'saved' ? editingFor(itinerary.id, mutate) : undefined}
                  />
                </div>
              </section>
            )}
          </div>

          <div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
            {shown?.kind === 'preview' && (
              <>
                <button type="button" className={buttonClass.outline} onClick={regenerate}>
                  {t('itineraries.regenerate')}
                </button>
                <button type="button" className={buttonClass.accent} onClick={() => save(shown.itinerary)}>
                  {t('itineraries.save')}
                </button>
              </>
            )}
            {shown?.kind === 'saved' && (
              <button type="button" className={buttonClass.outline} onClick={regenerate}>
                {t('itineraries.newItinerary')}
              </button>
            )}
            <Dialog.Close className={buttonClass.primary}>{t('itineraries.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
