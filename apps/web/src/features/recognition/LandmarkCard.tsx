import { findArtwork } from '@artvoyage/content';
import type { DetectedLandmark } from '@artvoyage/contract';
import { ArrowRight, CheckCircle2, Clock, DoorOpen, Map as MapIcon, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedArtwork } from '@/shared/artworks/useArtworks';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';
import { buttonClass } from '@/shared/ui/buttons';
import { AddToItinerary } from './AddToItinerary';
import { accuracyTone, type AccuracyTone, confidencePercent, subjectLink } from './recognition-logic';

const accuracyBadgeClass: Record<AccuracyTone, string> = {
  high: 'bg-green-100 text-green-900',
  medium: 'bg-amber-100 text-amber-900',
  neutral: 'bg-stone-200 text-stone-800',
};

/**
 * One detected landmark or artwork: its name, accuracy (or "confirmed"), place, description, room and
 * hours, context and tips, and for a recognised one the links to its page and to an itinerary.
 */
export function LandmarkCard({
  landmark,
  recognised,
  confirmed,
}: {
  landmark: DetectedLandmark;
  recognised: boolean;
  confirmed: boolean;
}) {
  const { t } = useTranslation();
  const percent = confidencePercent(landmark.confidence);
  const link = recognised ? subjectLink(landmark) : null;
  const artwork = useLocalizedArtwork(link?.kind === 'artwork' ? findArtwork(link.artworkId) : undefined);
  const room = landmark.room ?? artwork?.location;
  const nameId = useId();

  return (
    <article
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
      aria-labelledby={nameId}
    >
      <div className="flex gap-4 p-4 sm:p-5">
        {artwork && (
          <ResponsiveImage
            id={artwork.id}
            alt={artwork.imageAlt}
            sizes="96px"
            fallbackWidth={320}
            className="h-20 w-20 shrink-0 rounded-lg object-cover sm:h-24 sm:w-24"
          />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
            <h3 id={nameId} className="min-w-0 text-xl font-bold break-words">
              {landmark.name}
            </h3>
            {confirmed ? (
              <span className="flex shrink-0 items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
                <CheckCircle2 aria-hidden className="h-4 w-4" />
                {t('recognition.candidates.confirmed')}
              </span>
            ) : (
              <span
                className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${accuracyBadgeClass[accuracyTone(recognised, percent)]}`}
              >
                {t('recognition.results.accuracy', { percent })}
              </span>
            )}
          </div>
          <p className="mt-1 flex items-center gap-1 text-sm text-stone-700">
            <MapPin aria-hidden className="h-4 w-4 shrink-0 text-accent-dark" />
            {landmark.location}
          </p>
          {recognised && !confirmed && (
            <div aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-stone-200">
              <div className="h-full rounded-full bg-accent-dark" style={{ width: `${percent}%` }} />
            </div>
          )}
        </div>
      </div>

      <div className="space-y-4 border-t border-stone-100 px-4 pt-4 pb-5 sm:px-5">
        {landmark.description && <p className="leading-relaxed text-stone-800">{landmark.description}</p>}

        {(room || landmark.opening_hours) && (
          <dl className="grid gap-x-4 gap-y-2 rounded-xl bg-stone-100 p-3 text-sm sm:grid-cols-[auto_1fr]">
            {room && (
              <>
                <dt className="flex items-center gap-1.5 font-semibold">
                  <DoorOpen aria-hidden className="h-4 w-4" />
                  {t('recognition.results.room')}
                </dt>
                <dd>{room}</dd>
              </>
            )}
            {landmark.opening_hours && (
              <>
                <dt className="flex items-center gap-1.5 font-semibold">
                  <Clock aria-hidden className="h-4 w-4" />
                  {t('recognition.results.openingHours')}
                </dt>
                <dd>{landmark.opening_hours}</dd>
              </>
            )}
          </dl>
        )}

        {landmark.cultural_context && (
          <section>
            <h4 className="font-bold">{t('recognition.results.culturalContext')}</h4>
            <p className="mt-1 leading-relaxed text-stone-800">{landmark.cultural_context}</p>
          </section>
        )}

        {landmark.recommendations.length > 0 && (
          <section>
            <h4 className="font-bold">{t('recognition.results.visitRecommendations')}</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-stone-800">
              {landmark.recommendations.map((recommendation) => (
                <li key={recommendation}>{recommendation}</li>
              ))}
            </ul>
          </section>
        )}

        {link && (
          <div className="flex flex-wrap items-center gap-3">
            {link.kind === 'artwork' ? (
              <Link to={link.to} className={buttonClass.primary} aria-describedby={nameId}>
                {t('recognition.results.viewArtwork')}
                <ArrowRight aria-hidden className="h-4 w-4" />
              </Link>
            ) : (
              <Link to={link.to} className={buttonClass.primary} aria-describedby={nameId}>
                <MapIcon aria-hidden className="h-4 w-4" />
                {t('recognition.results.showOnMap')}
              </Link>
            )}
            {artwork && room && <AddToItinerary artwork={artwork} room={room} />}
          </div>
        )}
      </div>
    </article>
  );
}
