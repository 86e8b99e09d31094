import sharp, { type Sharp } from 'sharp';
import { placeholderSvg, renderSettings, type ImageFormat } from './variant';

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
 * Renders one variant of an original: turned upright per EXIF, scaled down (never up) to the
 * width with its aspect ratio kept, metadata stripped (sharp's default), encoded in the format.
 */
export function renderVariant(
  original: string | Buffer,
  width: number,
  format: ImageFormat,
): Promise<Buffer> {
  const pipeline = sharp(original, {
    limitInputPixels: renderSettings.limitInputPixels,
    failOn: 'error',
  })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return encode(pipeline, format);
}

/** Renders the "image not available" card at the width asked (4:3). */
export function renderPlaceholder(title: string, width: number, format: ImageFormat): Promise<Buffer> {
  const svg = Buffer.from(placeholderSvg(title, width));
  return encode(sharp(svg, { limitInputPixels: renderSettings.limitInputPixels }), format);
}
