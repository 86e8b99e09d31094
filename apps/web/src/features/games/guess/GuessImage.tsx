import type { MediaKind } from '@artvoyage/contract/constants';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSizes } from '@/shared/media/image-sizes';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';

/**
 * A crop or a full artwork from the media service, filling its frame. If the image fails to load, a
 * neutral placeholder takes its place, never a broken image. Give it a `key` per image
 * so a new image gets a new chance to load.
 */
export function GuessImage({ kind, id, alt }: { kind: MediaKind; id: string; alt: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className="flex h-full w-full flex-col items-center justify-center gap-2 bg-stone-200 text-stone-600"
        data-placeholder
      >
        <ImageOff aria-hidden className="h-10 w-10" />
        <span className="text-sm font-medium">{t('games.guess.imageUnavailable')}</span>
      </div>
    );
  }
  return (
    <ResponsiveImage
      kind={kind}
      id={id}
      alt={alt}
      sizes={imageSizes.guessGame}
      className="h-full w-full object-contain"
      onError={() => setFailed(true)}
    />
  );
}
