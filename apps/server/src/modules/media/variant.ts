import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  imageFormats,
  imageRevision,
  imageVariantParamsSchema,
  imageWidths,
  mediaKindSchema,
  type ImageVariantParams,
} from '@artvoyage/contract';

export type ImageFormat = ImageVariantParams['format'];

export const contentTypeByFormat: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
};

/** Splits `{width}.{format}` (e.g. `800.webp`); undefined when it does not have that shape. */
export function parseVariant(variant: string): { width: number; format: string } | undefined {
  const match = /^(\d{1,5})\.([a-z0-9]{1,10})$/.exec(variant);
  if (!match) return undefined;
  return { width: Number(match[1]), format: match[2] ?? '' };
}

/**
 * Route parameters of `/api/v1/media/:kind/:id/:variant`: the variant is split into width and
 * format, then everything is checked by the contract's `imageVariantParamsSchema`.
 */
export const mediaRouteParamsSchema = z
  .object({
    kind: mediaKindSchema.describe('Which collection the image belongs to'),
    id: imageVariantParamsSchema.shape.id.describe('Id of the artwork or landmark, e.g. mona-lisa'),
    variant: z
      .string()
      .max(20)
      .describe(
        `{width}.{format}: width one of ${imageWidths.join(', ')}; format one of ${imageFormats.join(', ')}. Example: 800.webp`,
      ),
  })
  .transform((params, context): ImageVariantParams => {
    const parsed = parseVariant(params.variant);
    if (!parsed) {
      context.addIssue({
        code: 'custom',
        path: ['variant'],
        message: 'The variant must look like {width}.{format}, e.g. 800.webp',
      });
      return z.NEVER;
    }
    const checked = imageVariantParamsSchema.safeParse({ ...params, ...parsed });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      return z.NEVER;
    }
    return checked.data;
  });

/**
 * Everything that shapes a rendered variant besides the original itself. It is part of the cache
 * key, so changing a setting here renders every variant again instead of serving stale files.
 */
export const renderSettings = {
  revision: imageRevision,
  // Quality 60 with sharp (YUV 4:2:0 chosen per block) keeps the paintings' craquelure and brushwork
  // (compared side by side with 78) at a quarter to a third fewer bytes than quality 78 at effort 4: the
  // Mona Lisa's 640 px variant went from 165 KB to 120 KB, the Raft of the Medusa's from 50 KB to 34 KB. Effort 5 is as fast as 4 here and a little smaller; 6 is
  // three times slower for 2% less.
  webp: { quality: 60, effort: 5, smartSubsample: true },
  // Quality 44 looks the same as 50 side by side on the paintings (their craquelure is noise to the
  // encoder either way) at a third fewer bytes: the Mona Lisa at 800 px went from 126 KB to 79 KB, and
  // it is the largest paint of the home, gallery and artwork pages on a phone. Effort 2: 4 takes ten
  // times as long for no smaller file here.
  avif: { quality: 44, effort: 2 },
  jpeg: { quality: 80, mozjpeg: true },
  /** Refuse decompression bombs: 50 megapixels is far above any original we keep (1600 px). */
  limitInputPixels: 50_000_000,
} as const;

/** A part of an image, in fractions (0-1) of its width and height. */
export interface CropRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The largest region of an image with the frame's aspect ratio (width / height), placed along the
 * side it cuts at the focus (0-1): what CSS `object-fit: cover` with that `object-position` shows.
 */
export function coverRegion(
  size: { width: number; height: number },
  frame: { aspect: number; focusX: number; focusY: number },
): CropRegion {
  const imageAspect = size.width / size.height;
  if (imageAspect > frame.aspect) {
    const width = frame.aspect / imageAspect;
    return { x: (1 - width) * frame.focusX, y: 0, width, height: 1 };
  }
  const height = imageAspect / frame.aspect;
  return { x: 0, y: (1 - height) * frame.focusY, width: 1, height };
}

/** Pixel rectangle of a fractional crop, kept inside the image and at least one pixel. */
export function cropPixels(
  crop: CropRegion,
  size: { width: number; height: number },
): { left: number; top: number; width: number; height: number } {
  const left = Math.min(size.width - 1, Math.max(0, Math.round(crop.x * size.width)));
  const top = Math.min(size.height - 1, Math.max(0, Math.round(crop.y * size.height)));
  return {
    left,
    top,
    width: Math.max(1, Math.min(size.width - left, Math.round(crop.width * size.width))),
    height: Math.max(1, Math.min(size.height - top, Math.round(crop.height * size.height))),
  };
}

/** What identifies one version of an original on disk; replacing the file changes it. */
export interface OriginalStamp {
  mtimeMs: number;
  size: number;
}

/**
 * Relative path of a rendered variant in the cache. The name carries a hash of the original's
 * modification time and size and of the render settings (`renderSettings` unless given), so a replaced
 * original, or new encoder settings, render anew instead of serving the files rendered before.
 */
export function variantCachePath(
  params: ImageVariantParams,
  original: OriginalStamp,
  crop?: CropRegion,
  settings: object = renderSettings,
): string {
  const region = crop ? `:${crop.x},${crop.y},${crop.width},${crop.height}` : '';
  const stamp = createHash('sha256')
    .update(`${Math.trunc(original.mtimeMs)}:${original.size}:${JSON.stringify(settings)}${region}`)
    .digest('hex')
    .slice(0, 16);
  return `${params.kind}/${params.id}/${params.width}-${stamp}.${params.format}`;
}

/** Placeholder cards are 4:3. */
export function placeholderHeight(width: number): number {
  return Math.round((width * 3) / 4);
}

/**
 * The card served while an original is missing: a calm neutral background and a framed picture
 * crossed out. It holds no words, so one card serves every language and every id: the page around it
 * names the artwork in the visitor's language, as the image's alt text does for a screen reader.
 * Drawn on an 800x600 canvas and scaled to the width asked.
 */
export function placeholderSvg(width: number): string {
  const height = placeholderHeight(width);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 600">`,
    '<rect width="800" height="600" fill="#efebe4"/>',
    '<rect x="28" y="28" width="744" height="544" rx="10" fill="none" stroke="#d8d0c2" stroke-width="3"/>',
    '<g transform="translate(292 222)" fill="none" stroke="#a59c8c" stroke-linejoin="round" stroke-linecap="round">',
    '<rect x="0" y="0" width="216" height="168" rx="12" stroke-width="10"/>',
    '<rect x="24" y="24" width="168" height="120" rx="4" stroke-width="6"/>',
    '<circle cx="75" cy="63" r="15" stroke-width="7"/>',
    '<path d="M33 135 L90 90 L123 114 L150 96 L183 135" stroke-width="7"/>',
    // The stroke across says "not here" without a word of any language.
    '<path d="M-22 190 L238 -22" stroke="#efebe4" stroke-width="26"/>',
    '<path d="M-22 190 L238 -22" stroke-width="10"/>',
    '</g>',
    '</svg>',
  ].join('');
}
