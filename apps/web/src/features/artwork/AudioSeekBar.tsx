import * as Slider from '@radix-ui/react-slider';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@/shared/i18n/format';
import { seekTargetForKey } from './seek-keys';

interface AudioSeekBarProps {
  audioRef: RefObject<HTMLAudioElement | null>;
  ready: boolean;
  current: number;
  duration: number;
  /** The audio was moved to this time (the player shows it at once). */
  onSeek: (time: number) => void;
}

/** The audio guide's position slider. */
export function AudioSeekBar({ audioRef, ready, current, duration, onSeek }: AudioSeekBarProps) {
  const { t } = useTranslation();
  return (
    <Slider.Root
      className="relative flex h-5 flex-1 touch-none items-center select-none data-[disabled]:opacity-50"
      min={0}
      max={duration || 1}
      step={0.01}
      value={[current]}
      disabled={!ready}
      // The fine step is for dragging; a key press moves by seconds a listener can hear.
      onKeyDown={(event) => {
        const audio = audioRef.current;
        if (!audio) return;
        const target = seekTargetForKey(event.key, audio.currentTime, duration);
        if (target === null) return;
        event.preventDefault();
        audio.currentTime = target;
        onSeek(target);
      }}
      onValueChange={([value]) => {
        const audio = audioRef.current;
        if (audio && value !== undefined) {
          audio.currentTime = value;
          onSeek(value);
        }
      }}
    >
      <Slider.Track className="relative h-1.5 grow rounded-full bg-stone-200">
        <Slider.Range className="absolute h-full rounded-full bg-accent-dark" />
      </Slider.Track>
      <Slider.Thumb
        aria-label={t('audio.seek')}
        // Radix marks a disabled slider only for styling; screen readers learn it from this.
        aria-disabled={!ready}
        aria-valuetext={`${formatClock(current)} / ${formatClock(duration)}`}
        className="block h-4 w-4 rounded-full border-2 border-accent-dark bg-white shadow focus-visible:outline-3 focus-visible:outline-accent"
      />
    </Slider.Root>
  );
}
