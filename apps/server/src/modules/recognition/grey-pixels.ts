import sharp from 'sharp';

/** One byte per pixel, row after row: what feature detection works on. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * Grey pixels of an image (bytes or a file), upright per EXIF, transparency on white, scaled to fit
 * `maxSide`. Rejects an image whose pixels cannot be decoded ('error' includes truncated files).
 */
export async function greyPixels(image: Buffer | string, maxSide: number): Promise<GreyImage> {
  const { data, info } = await sharp(image, { limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: false })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
