import { AlertTriangle, Camera, Landmark } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isOfflineBuild } from '@/shared/api/http';
import { StatusNote } from '@/shared/ui/StatusNote';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { RecognitionResults } from './RecognitionResults';
import { confidencePercent } from './recognition-logic';
import { UploadPanel } from './UploadPanel';
import { useLocalizedRecognition } from './useLocalizedRecognition';
import { useRecognition } from './useRecognition';
import { useRecognitionReward } from './useRecognitionReward';

/** /ai-recognition: photo recognition (see docs/product/ai.md). */
export default function RecognitionPage() {
  const { t } = useTranslation();
  usePageTitle(t('recognition.title'));
  const { state, preview, choose, remove, analyze, confirm, confirmation } = useRecognition();
  const { phase } = state;
  const reward = useRecognitionReward(phase);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const errorBox = useRef<HTMLDivElement>(null);

  // When the analysis ends, focus goes to what it produced (the button that started it was disabled).
  const finished = phase.kind === 'result' ? phase.id : phase.kind === 'error' ? 'error' : null;
  // On a phone the results start below the photo, so they are brought up under the header.
  useEffect(() => {
    const target = finished === 'error' ? errorBox.current : finished ? resultsHeading.current : null;
    if (!target) return;
    target.focus({ preventScroll: true });
    if (target.getBoundingClientRect().top > window.innerHeight * 0.4) {
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      target.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    }
  }, [finished]);

  const recognition = useLocalizedRecognition(phase.kind === 'result' ? phase.recognition : undefined);
  const best = recognition?.detected_landmarks[0];
  const announcement =
    phase.kind === 'analyzing'
      ? t('recognition.upload.analyzing')
      : best
        ? t('recognition.results.announce', { name: best.name, percent: confidencePercent(best.confidence) })
        : '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('recognition.title')}</h1>
        <p className="mt-2 text-stone-700 sm:text-lg">{t('recognition.subtitle')}</p>
      </header>

      {isOfflineBuild && (
        <div className="mt-6 max-w-3xl">
          <StatusNote tone="info">{t('recognition.offline.culturalContext')}</StatusNote>
        </div>
      )}

      <div className="mt-6 grid gap-6 sm:mt-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-8">
        <div className="lg:sticky lg:top-24">
          <UploadPanel
            image={state.image}
            preview={preview}
            analyzing={phase.kind === 'analyzing'}
            onChoose={choose}
            onRemove={remove}
            onAnalyze={analyze}
          />
        </div>

        <div className="min-w-0">
          {phase.kind === 'result' && recognition ? (
            <RecognitionResults
              recognition={recognition}
              reward={reward}
              headingRef={resultsHeading}
              confirmed={phase.confirmed ?? false}
              confirmation={confirmation}
              onConfirm={confirm}
            />
          ) : phase.kind === 'error' ? (
            <div
              ref={errorBox}
              role="alert"
              tabIndex={-1}
              className="flex scroll-mt-24 gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900 focus:outline-none focus-visible:outline-3 focus-visible:outline-accent sm:p-5"
            >
              <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
              <div>
                <p className="font-semibold">{t('recognition.error.title')}</p>
                <p className="mt-1">{phase.message ?? t('recognition.error.generic')}</p>
              </div>
            </div>
          ) : (
            <Tips />
          )}
        </div>
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** Before a result: what the recogniser knows and how to take a photo it can read. */
function Tips() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="recognition-tips"
      className="rounded-2xl border border-stone-200 bg-white/70 p-4 sm:p-6"
    >
      <h2 id="recognition-tips" className="flex items-center gap-2 text-xl font-bold">
        <Landmark aria-hidden className="h-5 w-5 text-accent-dark" />
        {t('recognition.tips.heading')}
      </h2>
      <p className="mt-2 text-stone-800">{t('recognition.tips.text')}</p>
      <h3 className="mt-5 flex items-center gap-2 text-lg font-bold">
        <Camera aria-hidden className="h-5 w-5 text-accent-dark" />
        {t('recognition.tips.steadyHeading')}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
        <li>{t('recognition.tips.whole')}</li>
        <li>{t('recognition.tips.light')}</li>
        <li>{t('recognition.tips.straight')}</li>
      </ul>
    </section>
  );
}
