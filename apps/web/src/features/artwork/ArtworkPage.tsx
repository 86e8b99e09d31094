import { paths } from '@artvoyage/contract/paths';
import { findArtwork, neighbours } from '@artvoyage/content';
import { useQueryClient } from '@tanstack/react-query';
import { MapPin, Plane } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLocalizedArtwork } from '@/shared/artworks/useArtworks';
import { useAuth } from '@/shared/auth/auth-context';
import { trackArtworkView } from '@/shared/gamification/track';
import { locationName } from '@/shared/itineraries/location-name';
import { buttonClass } from '@/shared/ui/buttons';
import { NotFoundMessage } from '@/shared/ui/NotFoundMessage';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { afterNarration } from '@/shared/tours/tour-mode';
import { PlayOnSwitch, TourBar, TourStopsNav } from '@/shared/tours/TourBar';
import { readPlayOnNow } from '@/shared/tours/tour-store';
import { useTourMode } from '@/shared/tours/useTourMode';
import { ArtworkBreadcrumb, ArtworkDetails, ArtworkNeighbours, ArtworkStory } from './ArtworkSections';
import { AudioGuide } from './AudioGuide';
import { localizedCredit } from './image-credit';
import { ZoomableImage } from './ZoomableImage';

// The dialog (and the itinerary store) load only when a visitor plans a trip.
const ItineraryDialog = lazy(async () => ({
  default: (await import('@/shared/itineraries/ItineraryDialog')).ItineraryDialog,
}));

export default function ArtworkPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  // The English item drives the logic (the itinerary generator, tracking); the page shows its texts in
  // the active language.
  const source = findArtwork(id);
  const artwork = useLocalizedArtwork(source);
  const englishAround = neighbours(id);
  const previous = useLocalizedArtwork(englishAround?.previous);
  const next = useLocalizedArtwork(englishAround?.next);
  const around = previous && next ? { previous, next } : undefined;
  usePageTitle(artwork?.title ?? t('artwork.notFoundTitle'));

  const [planning, setPlanning] = useState(false);
  const planButton = useRef<HTMLButtonElement>(null);
  // The dialog unmounts as it closes, so Radix has no trigger to give the focus back to: we do.
  const onPlanningChange = (open: boolean) => {
    setPlanning(open);
    if (!open) requestAnimationFrame(() => planButton.current?.focus());
  };
  // The artwork whose image has loaded (or failed): its audio guide may then ask for its metadata.
  const [imageSettledFor, setImageSettledFor] = useState<string | null>(null);
  const [planningFor, setPlanningFor] = useState(id);
  if (planningFor !== id) {
    setPlanningFor(id);
    setPlanning(false);
  }

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [id]);

  // A signed-in user earns XP for each artwork seen (and for a tour once all its artworks are seen).
  const userId = useAuth().user?.id ?? null;
  const queryClient = useQueryClient();
  const artworkId = artwork?.id;
  useEffect(() => {
    if (userId && artworkId) trackArtworkView(userId, artworkId, queryClient);
  }, [userId, artworkId, queryClient]);

  // Walked as a stop of a tour (`?tour=`): the tour's bar, its order, and its guide playing on.
  const tourMode = useTourMode(source?.id);
  const navigate = useNavigate();
  const arrivedWith = useLocation().state as { tourAutoplay?: boolean } | null;
  const autoplay = tourMode !== null && arrivedWith?.tourAutoplay === true;
  const onNarrationEnded = () => {
    if (!tourMode || !source) return;
    // Read at the moment the guide ends: the visitor may have changed their mind while listening.
    const then = afterNarration(tourMode.tour, tourMode.slug, source.id, readPlayOnNow());
    if (then) void navigate(then.path, { state: { tourAutoplay: then.autoplay } });
  };

  if (!source || !artwork || !around) {
    return (
      <NotFoundMessage
        title={t('artwork.notFoundTitle')}
        text={t('artwork.notFoundText')}
        linkTo={paths.gallery.href()}
        linkLabel={t('artwork.returnToGallery')}
      />
    );
  }

  const credit = localizedCredit(artwork.imageCredit, { english: source.artist, shown: artwork.artist }, t);
  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      <ArtworkBreadcrumb title={artwork.title} />

      {tourMode && <TourBar mode={tourMode} artworkId={artwork.id} />}

      <div className="mt-6 grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ZoomableImage artwork={artwork} onSettled={() => setImageSettledFor(artwork.id)} />
          <p className="mt-2 text-xs text-stone-600">
            {t('artwork.imageCredit', credit)} (
            <a
              className="underline"
              href={`https://commons.wikimedia.org/wiki/File:${encodeURIComponent(artwork.imageCredit.commonsFile)}`}
              rel="noreferrer"
              target="_blank"
            >
              {t('artwork.imageSource')}
            </a>
            )
          </p>
        </div>

        <div className="space-y-6 lg:col-span-2">
          <header>
            <h1 className="text-4xl font-bold">{artwork.title}</h1>
            <p className="mt-2 text-lg text-stone-700">
              {artwork.artist}, {artwork.year}
            </p>
            <p className="mt-2 flex items-center gap-1 text-sm text-stone-600">
              <MapPin aria-hidden className="h-4 w-4" />
              {t('artwork.destination', { place: locationName(t, artwork.location_tag) })}
            </p>
          </header>

          <AudioGuide
            key={artwork.id}
            artworkId={artwork.id}
            englishTranscript={artwork.narration}
            mayLoad={imageSettledFor === artwork.id}
            autoPlay={autoplay}
            onEnded={tourMode ? onNarrationEnded : undefined}
            extra={tourMode ? <PlayOnSwitch /> : undefined}
          />

          <ArtworkDetails artwork={artwork} />

          <button
            ref={planButton}
            type="button"
            className={`${buttonClass.accent} w-full`}
            onClick={() => setPlanning(true)}
          >
            <Plane aria-hidden className="h-4 w-4" />
            {t('artwork.planTrip')}
          </button>
          {planning && (
            <Suspense fallback={null}>
              <ItineraryDialog artwork={source} open onOpenChange={onPlanningChange} />
            </Suspense>
          )}
        </div>
      </div>

      <ArtworkStory artwork={artwork} />

      {tourMode ? (
        <TourStopsNav mode={tourMode} />
      ) : (
        <ArtworkNeighbours previous={around.previous} next={around.next} />
      )}
    </article>
  );
}
