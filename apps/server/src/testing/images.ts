import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { photoUploadResponseSchema } from '@artvoyage/contract';
import { postJson } from './auth-helpers';
import { sharedMediaDir } from './test-server';

/** One of the real photographs in the shared media folder. */
export const readSharedPhoto = (name = 'landmarks/eiffel-tower.jpg') => readFile(join(sharedMediaDir, name));

/** A solid colour image; PNGs of any size compress to almost nothing, which makes decompression bombs. */
export const solidImage = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .toFormat(format, format === 'png' ? { compressionLevel: 9 } : {})
    .toBuffer();

/** The EXIF block of an image, parsed; undefined when it has none. */
export async function readExif(image: Buffer): Promise<ReturnType<typeof exifReader> | undefined> {
  const { exif } = await sharp(image).metadata();
  return exif ? exifReader(exif) : undefined;
}

/**
 * A JPEG as a phone takes it: landscape pixels with EXIF orientation 6 (shown portrait), a camera
 * make and the GPS position of the Louvre.
 */
export async function phonePhotoWithGps(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#b5651d' },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'ArtVoyage Test Camera', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 40/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 20/1 8/1',
      },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few dozen bytes whose header declares `width`×`height` pixels (8-bit grey). */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))), // one row; the rest is missing
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a small photo through the photo-upload function as the token's user; answers its public URL. */
export async function uploadTestPhoto(baseUrl: string, token: string): Promise<string> {
  const photo = await solidImage(64, 48, 'jpeg');
  const response = await postJson(
    `${baseUrl}/functions/v1/photo-upload`,
    { imageData: `data:image/jpeg;base64,${photo.toString('base64')}`, fileName: 'test.jpg' },
    token,
  );
  if (response.status !== 200) throw new Error(`upload failed: ${JSON.stringify(response.body)}`);
  return photoUploadResponseSchema.parse(response.body).publicUrl;
}
