import type { Artwork } from '@artvoyage/contract';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSizes } from '@/shared/media/image-sizes';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';

/** Click (or press) the image to toggle between the whole artwork and a magnified, scrollable view. */
export function ZoomableImage({ artwork, onSettled }: { artwork: Artwork; onSettled?: () => void }) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  return (
    <div className="relative">
      <div
        className={`overflow-auto rounded-xl bg-stone-900/95 ${zoomed ? 'h-[70vh]' : 'flex h-[55vh] items-center justify-center sm:h-[70vh]'}`}
        data-zoomed={zoomed}
      >
        <button
          type="button"
          onClick={() => setZoomed((value) => !value)}
          aria-pressed={zoomed}
          aria-label={zoomed ? t('artwork.zoomOut') : t('artwork.zoomIn')}
          className={`block ${zoomed ? 'w-[200%] max-w-none cursor-zoom-out' : 'h-full w-full cursor-zoom-in'}`}
        >
          <ResponsiveImage
            id={artwork.id}
            alt={artwork.imageAlt}
            sizes={zoomed ? imageSizes.artworkPageZoomed : imageSizes.artworkPage}
            fallbackWidth={1200}
            fetchPriority="high"
            onLoad={onSettled}
            onError={onSettled}
            className={zoomed ? 'h-auto w-full' : 'h-full w-full object-contain'}
          />
        </button>
      </div>
      <span
        aria-hidden
        className="pointer-events-none absolute right-3 bottom-3 flex items-center gap-1 rounded-full bg-black/60 px-3 py-1 text-xs text-white"
      >
        {zoomed ? <ZoomOut className="h-4 w-4" /> : <ZoomIn className="h-4 w-4" />}
      </span>
    </div>
  );
}
