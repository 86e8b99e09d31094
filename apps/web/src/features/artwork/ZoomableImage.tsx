import { imageVariantUrl, type ImageWidth } from '@artvoyage/contract/constants';
import type { Artwork } from '@artvoyage/contract';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSizes } from '@/shared/media/image-sizes';
import { ResponsiveImage } from '@/shared/media/ResponsiveImage';

/**
 * The zoomed view asks for the largest rendering the media service makes. It names that one file
 * (no `srcset`), so the loaded image's `naturalWidth` is its real width in pixels, which caps the zoom.
 */
const zoomSourceWidth: ImageWidth = 1600;

/** The large image of one artwork: loading, ready at its width in pixels, or failed. */
type Large =
  { id: string; state: 'loading' | 'failed' } | { id: string; state: 'ready'; width: number } | null;

/**
 * Click (or press) the image to toggle between the whole artwork and a magnified, scrollable view. The
 * whole artwork stays on screen, under a spinner, until the large image has loaded; the magnified view
 * is twice the frame's width, but never wider than the image's own pixels.
 */
export function ZoomableImage({ artwork, onSettled }: { artwork: Artwork; onSettled?: () => void }) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  const [large, setLarge] = useState<Large>(null);
  const ownLarge = large?.id === artwork.id ? large : null;
  const largeWidth = ownLarge?.state === 'ready' ? ownLarge.width : undefined;
  const showZoomed = zoomed && largeWidth !== undefined;
  const loading = zoomed && ownLarge?.state === 'loading';

  const toggle = () => {
    if (!zoomed && (ownLarge === null || ownLarge.state === 'failed'))
      setLarge({ id: artwork.id, state: 'loading' });
    setZoomed(!zoomed);
  };

  return (
    <div className="relative">
      <div
        className={`overflow-auto rounded-xl bg-stone-900/95 ${showZoomed ? 'flex h-[70vh]' : 'flex h-[55vh] items-center justify-center sm:h-[70vh]'}`}
        data-zoomed={zoomed}
        aria-busy={loading}
      >
        <button
          type="button"
          onClick={toggle}
          aria-pressed={zoomed}
          aria-label={zoomed ? t('artwork.zoomOut') : t('artwork.zoomIn')}
          // In the zoomed view, auto margins centre an image narrower than the frame and fall to zero
          // when it overflows, so every part of it can be scrolled to.
          className={`block ${showZoomed ? 'm-auto w-[200%] shrink-0 cursor-zoom-out' : 'h-full w-full cursor-zoom-in'}`}
          // Twice the frame's width, but never more pixels than the image has: stretching would blur it.
          style={showZoomed ? { maxWidth: largeWidth } : undefined}
        >
          {!showZoomed && (
            <ResponsiveImage
              id={artwork.id}
              alt={artwork.imageAlt}
              sizes={imageSizes.artworkPage}
              fallbackWidth={1200}
              fetchPriority="high"
              onLoad={onSettled}
              onError={onSettled}
              className="h-full w-full object-contain"
            />
          )}
          {zoomed && ownLarge !== null && ownLarge.state !== 'failed' && (
            <picture className="contents">
              <source
                type="image/avif"
                srcSet={imageVariantUrl('artworks', artwork.id, zoomSourceWidth, 'avif')}
              />
              <img
                src={imageVariantUrl('artworks', artwork.id, zoomSourceWidth)}
                alt={artwork.imageAlt}
                decoding="async"
                onLoad={(event) =>
                  setLarge({ id: artwork.id, state: 'ready', width: event.currentTarget.naturalWidth })
                }
                onError={() => {
                  // Without the large image there is nothing more to show: back to the whole artwork.
                  setLarge({ id: artwork.id, state: 'failed' });
                  setZoomed(false);
                }}
                // Out of sight (and of screen readers) while it loads; an image loads even when hidden.
                hidden={!showZoomed}
                className="h-auto w-full"
              />
            </picture>
          )}
        </button>
      </div>
      <div role="status" className="pointer-events-none absolute inset-0 flex items-center justify-center">
        {loading && (
          <span className="flex items-center gap-2 rounded-full bg-black/70 px-4 py-2 text-sm text-white">
            <span
              aria-hidden
              className="h-5 w-5 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
            />
            {t('artwork.zoomLoading')}
          </span>
        )}
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
