import { imageSrcSet, imageVariantUrl, imageWidths, type MediaKind } from '@artvoyage/contract/constants';
import type { ImgHTMLAttributes } from 'react';

type Width = (typeof imageWidths)[number];

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  kind?: MediaKind;
  id: string;
  alt: string;
  /** CSS sizes attribute describing the rendered width. */
  sizes: string;
  fallbackWidth?: Width;
}

/**
 * An image of the media service at the width the slot needs: AVIF where the browser decodes it (a third
 * smaller than WebP for the paintings, which matters most for the first image on a phone), WebP
 * otherwise. `display: contents` keeps `<picture>` out of the layout, so the `<img>` sizes as before.
 */
export function ResponsiveImage({ kind = 'artworks', id, alt, sizes, fallbackWidth = 800, ...rest }: Props) {
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={imageSrcSet(kind, id, imageWidths, 'avif')} sizes={sizes} />
      <img
        src={imageVariantUrl(kind, id, fallbackWidth)}
        srcSet={imageSrcSet(kind, id)}
        sizes={sizes}
        alt={alt}
        decoding="async"
        {...rest}
      />
    </picture>
  );
}
