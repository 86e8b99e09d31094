import { audioGuideUrl, type ArtworkId } from '@artvoyage/contract/constants';
import { Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { locales, useContentPackIn } from '@/shared/i18n';
import { isLocale, type Locale } from '@/shared/i18n/locales';
import { useLocale } from '@/shared/i18n/useLocale';
import { AudioPlayer } from './AudioPlayer';
import { useGuideLanguage } from './guide-language';
import { guideKey } from './listening-position';

interface Props {
  artworkId: ArtworkId;
  /** The English narration (the artwork's own); other languages come from the narrations pack. */
  englishTranscript: string;
  /** See `AudioPlayer`: the metadata waits for the page's image. */
  mayLoad: boolean;
  /** Tour mode: start at once, and what to do when the narration ends. */
  autoPlay?: boolean;
  onEnded?: () => void;
  /** Shown beside the player (tour mode's "play on" switch). */
  extra?: React.ReactNode;
}

/**
 * The artwork's audio guide: the player and its transcript, in the UI language unless the visitor picks
 * another one on the player (which leaves the UI language as it is). That choice holds for the next
 * artworks of the visit; picking the UI's own language goes back to following it. Mount it with
 * `key={artworkId}`.
 */
export function AudioGuide({ artworkId, englishTranscript, mayLoad, autoPlay, onEnded, extra }: Props) {
  const { t } = useTranslation();
  const uiLocale = useLocale();
  const [chosen, choose] = useGuideLanguage();
  const uiLanguage: Locale = isLocale(uiLocale) ? uiLocale : 'en';
  const language: Locale = chosen ?? uiLanguage;
  const translated = useContentPackIn('narrations', language)?.narrations[artworkId];
  // English while a translation is on its way (it is normally fetched with the page).
  const transcript = language === 'en' ? englishTranscript : (translated ?? englishTranscript);
  const transcriptLanguage = language === 'en' || translated ? language : 'en';
  const src = audioGuideUrl(artworkId, language);

  return (
    <section
      aria-labelledby="audio-guide-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="audio-guide-title" className="flex items-center gap-2 text-lg font-bold">
          <Headphones aria-hidden className="h-5 w-5 text-accent-dark" />
          {t('audio.title')}
        </h2>
        <GuideLanguageSwitch
          value={language}
          onChange={(locale) => choose(locale === uiLanguage ? null : locale)}
        />
      </div>
      <AudioPlayer
        key={src}
        src={src}
        positionKey={guideKey(artworkId, language)}
        mayLoad={mayLoad}
        autoPlay={autoPlay}
        onEnded={onEnded}
      />
      {extra}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-accent-dark">{t('audio.transcript')}</summary>
        <p lang={transcriptLanguage} className="mt-2 leading-relaxed whitespace-pre-line text-stone-700">
          {transcript}
        </p>
      </details>
    </section>
  );
}

/** EN / FR / RU: a labelled group of toggle buttons, each named by its language in that language. */
function GuideLanguageSwitch({ value, onChange }: { value: Locale; onChange(locale: Locale): void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('audio.language')} className="flex gap-1">
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          // The code it shows, then the language's name: "RU (Русский)".
          aria-label={`${locale.toUpperCase()} (${t(`language.${locale}`)})`}
          aria-pressed={locale === value}
          onClick={() => onChange(locale)}
          className="h-8 min-w-10 rounded-md border border-stone-300 px-2 text-xs font-semibold text-stone-700 hover:bg-stone-100 aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white"
        >
          {locale.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
