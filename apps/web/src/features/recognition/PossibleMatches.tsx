import type { RecognitionCandidate } from '@artvoyage/contract';
import { HelpCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';
import { buttonClass } from '@/shared/ui/buttons';
import type { Confirmation } from './useRecognition';

/** "Is it one of these?": the possible matches with their pictures, each confirmable, or none of them. */
export function PossibleMatches({
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
