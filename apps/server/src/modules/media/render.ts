import sharp, { type Sharp } from 'sharp';
import {
  coverRegion,
  cropPixels,
  placeholderSvg,
  renderSettings,
  type CropRegion,
  type ImageFormat,
} from './variant';

/** What to cut from an original: a fixed region, or a frame placed on the upright image. */
export type Cut = { region: CropRegion } | { frame: { aspect: number; focusX: number; focusY: number } };

function encode(pipeline: Sharp, format: ImageFormat): Promise<Buffer> {
  switch (format) {
    case 'webp':
      return pipeline.webp(renderSettings.webp).toBuffer();
    case 'avif':
      // AVIF at the default effort takes seconds per image; 0-2 keeps it interactive.
      return pipeline.avif(renderSettings.avif).toBuffer();
    case 'jpeg':
      return pipeline.jpeg(renderSettings.jpeg).toBuffer();
  }
}

/**
 * Renders one variant of an original: turned upright per EXIF, cut to the crop region or frame if there
 * is one, scaled down (never up) to the width with its aspect ratio kept, metadata stripped (sharp's
 * default), encoded in the format.
 */
export async function renderVariant(
  original: string | Buffer,
  width: number,
  format: ImageFormat,
  cut?: Cut,
): Promise<Buffer> {
  const options = { limitInputPixels: renderSettings.limitInputPixels, failOn: 'error' } as const;
  let upright: Sharp = sharp(original, options).rotate();
  if (cut) {
    // Extracting after the EXIF turn needs the turned image's size, so it is made in two steps.
    const { data, info } = await upright.raw().toBuffer({ resolveWithObject: true });
    const region = 'region' in cut ? cut.region : coverRegion(info, cut.frame);
    upright = sharp(data, { raw: info, limitInputPixels: renderSettings.limitInputPixels }).extract(
      cropPixels(region, info),
    );
  }
  return encode(upright.resize({ width, withoutEnlargement: true }), format);
}

/** Renders the "image not available" card at the width asked (4:3). */
export function renderPlaceholder(width: number, format: ImageFormat): Promise<Buffer> {
  const svg = Buffer.from(placeholderSvg(width));
  return encode(sharp(svg, { limitInputPixels: renderSettings.limitInputPixels }), format);
}
