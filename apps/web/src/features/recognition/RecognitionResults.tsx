import type { Recognition } from '@artvoyage/contract';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LandmarkCard } from './LandmarkCard';
import { PossibleMatches } from './PossibleMatches';
import { additionalRecommendations, statusLabel } from './recognition-logic';
import { RewardNote } from './RewardNote';
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
