import { findArtwork } from '@artvoyage/content';
import type { DetectedLandmark, Recognition } from '@artvoyage/contract';
import { ArrowRight, Clock, DoorOpen, Lightbulb, Map as MapIcon, MapPin, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';
import { buttonClass } from '@/shared/ui/buttons';
import { AddToItinerary } from './AddToItinerary';
import { additionalRecommendations, confidencePercent, statusLabel, subjectLink } from './recognition-logic';
import type { RecognitionReward } from './useRecognitionReward';

/** The spec's results: each landmark, processing time, status and Additional Recommendations. */
export function RecognitionResults({
  recognition,
  reward,
  headingRef,
}: {
  recognition: Recognition;
  reward: RecognitionReward;
  /** Focused when the results arrive. */
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const label = statusLabel(recognition.status);
  const status = label.kind === 'known' ? t(`recognition.status.${label.status}`) : label.text;
  const extra = additionalRecommendations(recognition);
  const recognised = recognition.status === 'completed';

  return (
    <section aria-labelledby="recognition-results" className="space-y-4" data-testid="recognition-results">
      <h2
        id="recognition-results"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-2xl font-bold focus:outline-none focus-visible:outline-3 focus-visible:outline-accent"
      >
        {t('recognition.results.heading')}
      </h2>

      <ol className="space-y-4">
        {recognition.detected_landmarks.map((landmark, index) => (
          <li key={`${index}-${landmark.name}`}>
            <LandmarkCard landmark={landmark} recognised={recognised} />
          </li>
        ))}
      </ol>

      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-700">
        <p>{t('recognition.results.processingTime', { ms: recognition.processing_time })}</p>
        <p data-testid="recognition-status">{t('recognition.results.status', { status })}</p>
      </div>

      <RewardNote reward={reward} />

      {extra.length > 0 && (
        <section
          aria-labelledby="recognition-additional"
          className="rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950 sm:p-5"
        >
          <h3 id="recognition-additional" className="flex items-center gap-2 text-lg font-bold">
            <Lightbulb aria-hidden className="h-5 w-5" />
            {t('recognition.results.additional')}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {extra.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

function LandmarkCard({ landmark, recognised }: { landmark: DetectedLandmark; recognised: boolean }) {
  const { t } = useTranslation();
  const percent = confidencePercent(landmark.confidence);
  const link = recognised ? subjectLink(landmark) : null;
  const artwork = link?.kind === 'artwork' ? findArtwork(link.artworkId) : undefined;
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
            <span
              className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${
                !recognised
                  ? 'bg-stone-200 text-stone-800'
                  : percent >= 70
                    ? 'bg-green-100 text-green-900'
                    : percent >= 40
                      ? 'bg-amber-100 text-amber-900'
                      : 'bg-stone-200 text-stone-800'
              }`}
            >
              {t('recognition.results.accuracy', { percent })}
            </span>
          </div>
          <p className="mt-1 flex items-center gap-1 text-sm text-stone-700">
            <MapPin aria-hidden className="h-4 w-4 shrink-0 text-accent-dark" />
            {landmark.location}
          </p>
          {recognised && (
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

/** The XP the recognition earned, or what a visitor could earn. */
function RewardNote({ reward }: { reward: RecognitionReward }) {
  const { t } = useTranslation();
  let text: string | null = null;
  if (reward.status === 'earned') text = t('recognition.xp.earned', { xp: reward.xp });
  else if (reward.status === 'visitor') text = t('recognition.xp.signIn', { xp: reward.xp });
  else if (reward.status === 'failed') text = t('recognition.xp.failed', { message: reward.message });
  return (
    <p
      role="status"
      className="flex min-h-0 items-center gap-2 text-sm font-medium text-accent-darker empty:hidden"
    >
      {text && <Sparkles aria-hidden className="h-4 w-4" />}
      {text}
    </p>
  );
}
