import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/useLocale';
import { formatClock, formatSpokenDuration } from '@/shared/i18n/format';
import { whenIdle } from '@/shared/ui/when-idle';
import { readListeningPosition, resumePosition, saveListeningPosition } from './listening-position';
import { AudioSeekBar } from './AudioSeekBar';

interface Props {
  src: string;
  /** Where the listening position is kept: one per artwork and language. */
  positionKey: string;
  /**
   * False while the page's artwork image is still loading: the audio's metadata request (which can pull
   * the whole file) then waits, so it does not compete with the image on a slow connection.
   */
  mayLoad: boolean;
  /** Start playing as soon as the audio can (tour mode's "play on" opened this stop). */
  autoPlay?: boolean;
  /** The narration played to its end. */
  onEnded?: () => void;
}

/** The latest the metadata waits for the image, for a visitor who wants to listen at once. */
const metadataWaitMs = 4000;

const storage = typeof window === 'undefined' ? undefined : window.localStorage;

/**
 * The audio guide's player. Mount it with `key={src}` so a new source starts from a clean state.
 * Controls stay disabled until the audio's metadata is loaded (asked for once the page's image is in,
 * see `mayLoad`); it stops at the end.
 */
export function AudioPlayer({ src, positionKey, mayLoad, autoPlay = false, onEnded }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const lastSaved = useRef(0);
  const [preload, setPreload] = useState<'none' | 'metadata'>('none');

  useEffect(() => {
    // The visitor asked for the guide to play on: it must not wait for the image.
    if (autoPlay) {
      setPreload('metadata');
      return;
    }
    if (mayLoad) return whenIdle(() => setPreload('metadata'), 1000);
    const timer = window.setTimeout(() => setPreload('metadata'), metadataWaitMs);
    return () => window.clearTimeout(timer);
  }, [mayLoad, autoPlay]);

  // Remember the position when the visitor leaves the page mid-track.
  useEffect(() => {
    const audio = audioRef.current;
    const save = () => {
      if (audio && !audio.ended && audio.currentTime > 0) {
        saveListeningPosition(storage, positionKey, audio.currentTime);
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [positionKey]);

  const onLoadedMetadata = () => {
    const audio = audioRef.current;
    if (!audio) return;
    setDuration(audio.duration);
    const resumeAt = resumePosition(readListeningPosition(storage, positionKey), audio.duration);
    if (resumeAt !== null) {
      audio.currentTime = resumeAt;
      setCurrent(resumeAt);
      setResumedAt(resumeAt);
    }
    setReady(true);
    if (autoPlay) {
      // A browser may still refuse to play without a gesture on this page: the Play button stays.
      audio.play().catch(() => setPlaying(false));
    }
  };

  const onTimeUpdate = () => {
    const audio = audioRef.current;
    if (!audio) return;
    setCurrent(audio.currentTime);
    if (Math.abs(audio.currentTime - lastSaved.current) >= 5) {
      lastSaved.current = audio.currentTime;
      saveListeningPosition(storage, positionKey, audio.currentTime);
    }
  };

  const toggle = async () => {
    const audio = audioRef.current;
    if (!audio || !ready) return;
    if (audio.paused) {
      try {
        await audio.play();
      } catch {
        setPlaying(false);
      }
    } else {
      audio.pause();
    }
  };

  return (
    <div>
      <audio
        ref={audioRef}
        src={src}
        preload={preload}
        onLoadedMetadata={onLoadedMetadata}
        onTimeUpdate={onTimeUpdate}
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          const audio = audioRef.current;
          if (audio && !audio.ended) saveListeningPosition(storage, positionKey, audio.currentTime);
        }}
        onEnded={() => {
          setPlaying(false);
          saveListeningPosition(storage, positionKey, null);
          onEnded?.();
        }}
        onError={() => setFailed(true)}
      />
      <div className="mt-3 flex items-center gap-3">
        <button
          type="button"
          onClick={() => void toggle()}
          disabled={!ready}
          aria-label={playing ? t('audio.pause') : t('audio.play')}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-ink text-white hover:bg-ink-light disabled:cursor-not-allowed disabled:opacity-50"
        >
          {playing ? <Pause aria-hidden className="h-5 w-5" /> : <Play aria-hidden className="h-5 w-5" />}
        </button>
        <AudioSeekBar
          audioRef={audioRef}
          ready={ready}
          current={current}
          duration={duration}
          onSeek={setCurrent}
        />
        <span className="shrink-0 text-sm text-stone-700 tabular-nums" aria-hidden>
          <span data-testid="audio-elapsed">{formatClock(current)}</span> /{' '}
          <span data-testid="audio-total">{formatClock(duration)}</span>
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        {ready && t('audio.length', { duration: formatSpokenDuration(duration, locale) })}
      </p>
      {/* One line is kept for the player's note, said or not: when "Loading…" went away once the guide
          was ready, everything below moved up a line (28 px) late in the page's load. */}
      <div className="mt-2 min-h-5 text-sm" data-testid="audio-note">
        {failed ? (
          <p role="alert" className="text-red-700">
            {t('audio.unavailable')}
          </p>
        ) : !ready ? (
          <p className="text-stone-600">{t('audio.loading')}</p>
        ) : (
          resumedAt !== null && (
            <p className="text-stone-600">{t('audio.resumed', { time: formatClock(resumedAt) })}</p>
          )
        )}
      </div>
    </div>
  );
}
