import sharp, { type SharpOptions } from 'sharp';
import { maxUploadPixels } from '@artvoyage/contract';
import { uploadErrors } from './errors';
import type { UploadImageType } from './image-data';
import { Limiter } from '../limiter';

/** What every stored upload looks like; changing it affects new uploads only. */
export const uploadRender = {
  maxEdge: 2048,
  webp: { quality: 82, effort: 4 },
} as const;

const sharpFormat: Record<UploadImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

// A 40-megapixel decode holds about 160 MB; two at a time keeps a burst of uploads within memory.
const decodes = new Limiter(2);

export interface NormalisedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Reads the header alone and checks it: the format must be what the bytes said and the dimensions
 * within the limit, before a single pixel is decoded (decompression bombs). Sharp's own pixel limit
 * would refuse too, but without saying how large the photo is.
 */
export async function inspectImage(
  bytes: Buffer,
  type: UploadImageType,
): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw uploadErrors.unreadable();
    });
  const { width, height } = metadata;
  if (metadata.format !== sharpFormat[type] || !width || !height) throw uploadErrors.unreadable();
  if (width * height > maxUploadPixels) throw uploadErrors.tooManyPixels(width, height);
  return { width, height };
}

/**
 * Re-encodes an upload as WebP: turned upright per EXIF, scaled to fit 2048×2048 (never up). Sharp
 * writes no metadata unless asked (withMetadata/keepExif), so EXIF and its GPS position are dropped.
 */
export async function normaliseUpload(bytes: Buffer, type: UploadImageType): Promise<NormalisedImage> {
  await inspectImage(bytes, type);

  // 'error' also fails on truncated files, which libvips would otherwise finish in grey.
  const input: SharpOptions = { limitInputPixels: maxUploadPixels, failOn: 'error' };
  const { data, info } = await decodes
    .run(() =>
      sharp(bytes, input)
        .rotate()
        .resize({
          width: uploadRender.maxEdge,
          height: uploadRender.maxEdge,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp(uploadRender.webp)
        .toBuffer({ resolveWithObject: true }),
    )
    .catch(() => {
      // Whatever libvips could not decode is the file's fault, not the server's.
      throw uploadErrors.unreadable();
    });
  return { bytes: data, width: info.width, height: info.height };
}
