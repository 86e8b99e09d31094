import { findArtwork } from '@artvoyage/content';
import type { DetectedLandmark, Recognition, RecognitionCandidate } from '@artvoyage/contract';
import {
  ArrowRight,
  CheckCircle2,
  Clock,
  DoorOpen,
  HelpCircle,
  Lightbulb,
  Map as MapIcon,
  MapPin,
  Sparkles,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedArtwork } from '@/shared/artworks/useArtworks';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';
import { gamificationFailureText } from '@/shared/i18n';
import { buttonClass } from '@/shared/ui/buttons';
import { AddToItinerary } from './AddToItinerary';
import { additionalRecommendations, confidencePercent, statusLabel, subjectLink } from './recognition-logic';
import type { Confirmation } from './useRecognition';
import type { RecognitionReward } from './useRecognitionReward';

/**
 * The results: each landmark, processing time, status and Additional Recommendations; before
 * them, when nothing is certain, the possible matches for the visitor to confirm.
 */
export function RecognitionResults({
  recognition,
  reward,
  headingRef,
  confirmed = false,
  confirmation = { state: 'idle' },
  onConfirm,
}: {
  recognition: Recognition;
  reward: RecognitionReward;
  /** Focused when the results arrive. */
  headingRef?: React.Ref<HTMLHeadingElement>;
  /** The result is the possible match the visitor confirmed. */
  confirmed?: boolean;
  confirmation?: Confirmation;
  onConfirm?: (candidateId: string) => void;
}) {
  const { t } = useTranslation();
  // A recognised landmark is described in English by the server; shown in the visitor's language.
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

      {!recognised && recognition.candidates && recognition.candidates.length > 0 && onConfirm && (
        <PossibleMatches
          candidates={recognition.candidates}
          confirmation={confirmation}
          onConfirm={onConfirm}
        />
      )}

      <ol className="space-y-4">
        {recognition.detected_landmarks.map((landmark, index) => (
          <li key={`${index}-${landmark.name}`}>
            <LandmarkCard landmark={landmark} recognised={recognised} confirmed={confirmed} />
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

/** "Is it one of these?": the possible matches with their pictures, each confirmable, or none of them. */
function PossibleMatches({
  candidates,
  confirmation,
  onConfirm,
}: {
  candidates: readonly RecognitionCandidate[];
  confirmation: Confirmation;
  onConfirm: (candidateId: string) => void;
}) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const headingId = useId();
  const saving = confirmation.state === 'saving';

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-stone-900 sm:p-5"
      data-testid="recognition-candidates"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <HelpCircle aria-hidden className="h-5 w-5 text-amber-800" />
        {t('recognition.candidates.heading')}
      </h3>
      {dismissed ? (
        <p className="mt-2">{t('recognition.candidates.dismissed')}</p>
      ) : (
        <>
          <p className="mt-1 text-stone-800">{t('recognition.candidates.intro')}</p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-3">
            {candidates.map((candidate) => (
              <li key={candidate.id}>
                <article
                  aria-label={candidate.name}
                  className="flex h-full gap-3 rounded-xl border border-stone-200 bg-white p-3 sm:flex-col"
                >
                  {candidate.image_id && (
                    <ResponsiveImage
                      kind={candidate.kind === 'artwork' ? 'artworks' : 'landmarks'}
                      id={candidate.image_id}
                      alt=""
                      sizes="(min-width: 640px) 200px, 96px"
                      fallbackWidth={320}
                      className="h-24 w-24 shrink-0 rounded-lg object-cover sm:h-32 sm:w-full"
                    />
                  )}
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div>
                      <h4 className="font-bold break-words">{candidate.name}</h4>
                      <p className="text-sm text-stone-700">{candidate.result.location}</p>
                      <p className="text-xs text-stone-600">{t('recognition.candidates.possible')}</p>
                    </div>
                    <button
                      type="button"
                      className={`${buttonClass.primary} mt-auto`}
                      disabled={saving}
                      onClick={() => onConfirm(candidate.id)}
                    >
                      {t('recognition.candidates.confirm', { name: candidate.name })}
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={`${buttonClass.outline} mt-3`}
            disabled={saving}
            onClick={() => setDismissed(true)}
          >
            {t('recognition.candidates.none')}
          </button>
        </>
      )}
      <p role="status" className="mt-2 text-sm empty:hidden">
        {confirmation.state === 'saving'
          ? t('recognition.candidates.confirming')
          : confirmation.state === 'failed'
            ? t('recognition.candidates.failed', {
                message: confirmation.message ?? t('recognition.error.generic'),
              })
            : ''}
      </p>
    </section>
  );
}

function LandmarkCard({
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

/** The XP the recognition earned, or what a visitor could earn. */
function RewardNote({ reward }: { reward: RecognitionReward }) {
  const { t } = useTranslation();
  let text: string | null = null;
  if (reward.status === 'earned') text = t('recognition.xp.earned', { xp: reward.xp });
  else if (reward.status === 'visitor') text = t('recognition.xp.signIn', { xp: reward.xp });
  else if (reward.status === 'failed')
    text = t('recognition.xp.failed', { message: gamificationFailureText(reward.message) });
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
