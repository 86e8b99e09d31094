import {
  audioGuideUrl,
  imageVariantUrl,
  imageWidths,
  type ImageWidth,
  type MediaKind,
} from '@artvoyage/contract/constants';
import type { Locale } from '@/shared/i18n/locales';
import { imageSizes } from '@/shared/media/image-sizes';

/**
 * What to download in the background once the service worker is active, so that a visitor who only
 * opened the home page can browse the gallery, the artwork pages (image and audio guide), the tours and
 * the guess-the-artwork game offline. The pages' code and texts are precached by the service worker;
 * this adds the media, at the widths this screen's `srcset`s will pick.
 */

/**
 * The rendered width in CSS pixels that a `sizes` attribute gives at a viewport width. It reads the
 * forms the app writes: `(min-width: Npx)` conditions and `Npx`, `Nvw` or `calc(Nvw - Npx)` sizes.
 */
export function slotWidth(sizes: string, viewportWidth: number): number {
  for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
    const match =
      /^(?:\(min-width:\s*(\d+)px\)\s+)?(?:(\d+(?:\.\d+)?)(vw|px)|calc\((\d+(?:\.\d+)?)vw\s+-\s+(\d+(?:\.\d+)?)px\))$/.exec(
        entry,
      );
    if (!match) continue;
    const [, minWidth, value, unit, calcVw, calcPx = '0'] = match;
    if (minWidth !== undefined && viewportWidth < Number(minWidth)) continue;
    if (calcVw !== undefined) return (Number(calcVw) * viewportWidth) / 100 - Number(calcPx);
    return unit === 'vw' ? (Number(value) * viewportWidth) / 100 : Number(value);
  }
  return viewportWidth;
}

/**
 * The `w` candidate a browser takes for a slot: the narrowest whose density reaches the device pixel
 * ratio, or the widest. (Browsers may also take a neighbour they already have; the service worker then
 * serves the nearest cached width offline.)
 */
export function pickWidth(
  slot: number,
  devicePixelRatio: number,
  widths: readonly ImageWidth[] = imageWidths,
): ImageWidth {
  const sorted = [...widths].sort((a, b) => a - b);
  const needed = slot * devicePixelRatio;
  return sorted.find((width) => width >= needed) ?? (sorted[sorted.length - 1] as ImageWidth);
}

export interface Screen {
  viewportWidth: number;
  devicePixelRatio: number;
  /** What the pages' `<picture>`s give this browser: AVIF where it decodes it. */
  imageFormat: 'avif' | 'webp';
}

export interface PrewarmContent {
  artworkIds: readonly string[];
  /** Each tour card shows its first artwork. */
  tourLeadIds: readonly string[];
  /** The guess-the-artwork game's crops. */
  cropIds: readonly string[];
  /** The audio guides are fetched in the visitor's language (another one is cached when played). */
  guideLocale: Locale;
}

export interface PrewarmPlan {
  images: string[];
  audio: string[];
}

function variant(kind: MediaKind, id: string, sizes: string, screen: Screen): string {
  const width = pickWidth(slotWidth(sizes, screen.viewportWidth), screen.devicePixelRatio);
  return imageVariantUrl(kind, id, width, screen.imageFormat);
}

/** The URLs to fetch for this screen: deduplicated, the gallery's and artwork pages' first. */
export function prewarmPlan(content: PrewarmContent, screen: Screen): PrewarmPlan {
  const images = new Set<string>();
  for (const id of content.artworkIds) images.add(variant('cards', id, imageSizes.artworkCard, screen));
  for (const id of content.artworkIds) images.add(variant('artworks', id, imageSizes.artworkPage, screen));
  for (const id of content.tourLeadIds) images.add(variant('artworks', id, imageSizes.tourCard, screen));
  for (const id of content.cropIds) images.add(variant('crops', id, imageSizes.guessGame, screen));
  return {
    images: [...images],
    audio: content.artworkIds.map((id) => audioGuideUrl(id, content.guideLocale)),
  };
}
