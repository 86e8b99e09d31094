import { imageSrcSet, imageVariantUrl, imageWidths, type MediaKind } from '@artvoyage/contract/constants';
import type { ImgHTMLAttributes } from 'react';

type Width = (typeof imageWidths)[number];

/** srcset over the media service's WebP widths, so the browser picks the smallest that is sharp. */
export function variantSrcSet(kind: MediaKind, id: string, widths: readonly Width[] = imageWidths): string {
  return imageSrcSet(kind, id, widths);
}

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  kind?: MediaKind;
  id: string;
  alt: string;
  /** CSS sizes attribute describing the rendered width. */
  sizes: string;
  fallbackWidth?: Width;
}

export function ResponsiveImage({ kind = 'artworks', id, alt, sizes, fallbackWidth = 800, ...rest }: Props) {
  return (
    <img
      src={imageVariantUrl(kind, id, fallbackWidth)}
      srcSet={variantSrcSet(kind, id)}
      sizes={sizes}
      alt={alt}
      decoding="async"
      {...rest}
    />
  );
}
