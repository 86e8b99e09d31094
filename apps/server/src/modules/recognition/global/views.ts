// From a photo's bytes to what the network sees (224×224 RGB), and the augmented views of a reference
// photo that teach the ranker what a visitor's photo of it may look like: another framing, a tilt,
// other light, blur, compression. Everything through sharp, on pixels decoded once.
import { seededRandom, type RandomSource } from '@artvoyage/content/games';
import sharp from 'sharp';
import { inputSide } from './model';

/** Decoded RGB pixels, 3 bytes per pixel, row by row. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The longest side photos are decoded at: more than the network's 224 px, so crops keep detail. */
export const decodeSide = 640;

/** An uploaded photo (JPEG, PNG, WebP…) as RGB pixels, upright by its EXIF orientation, at most 640 px. */
export async function rgbOfPhoto(bytes: Buffer | string): Promise<RgbImage> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(decodeSide, decodeSide, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

const raw = (image: RgbImage) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });

/**
 * The whole photo squeezed to the network's square: a wide view of a monument keeps all of it, at the
 * cost of a distorted aspect, which the training views share.
 */
export async function networkInput(image: RgbImage): Promise<Uint8Array> {
  const data = await raw(image).resize(inputSide, inputSide, { fit: 'fill' }).raw().toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

/** The central part of the photo (a share of each side), squeezed to the network's square. */
export async function centreInput(image: RgbImage, share = 0.7): Promise<Uint8Array> {
  const width = Math.max(1, Math.round(image.width * share));
  const height = Math.max(1, Math.round(image.height * share));
  const data = await raw(image)
    .extract({
      left: Math.floor((image.width - width) / 2),
      top: Math.floor((image.height - height) / 2),
      width,
      height,
    })
    .resize(inputSide, inputSide, { fit: 'fill' })
    .raw()
    .toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

const between = (random: RandomSource, low: number, high: number) => low + (high - low) * random();

/** A stable 32-bit seed from a name (FNV-1a), so each reference's views repeat from start to start. */
export function seedOfName(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * One augmented view, as network input: a tilt and shear (a photo from the side), a crop of 35-100 %
 * of the area anywhere in the photo, other brightness, saturation and hue, sometimes blur, and JPEG.
 */
async function augmentedView(image: RgbImage, random: RandomSource): Promise<Uint8Array> {
  const shear = between(random, -0.25, 0.25);
  const squeeze = between(random, 0.75, 1.25);
  const angle = between(random, -12, 12);
  const fill = {
    r: Math.round(random() * 255),
    g: Math.round(random() * 255),
    b: Math.round(random() * 255),
  };
  const tilted = await raw(image)
    .affine([squeeze, shear, 0, 1], { background: fill })
    .rotate(angle, { background: fill })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = tilted.info;
  const area = between(random, 0.35, 1);
  const aspect = between(random, 0.75, 1.33);
  const cropWidth = Math.max(16, Math.min(width, Math.round(width * Math.sqrt(area * aspect))));
  const cropHeight = Math.max(16, Math.min(height, Math.round(height * Math.sqrt(area / aspect))));
  let pipeline = sharp(tilted.data, { raw: { width, height, channels: 3 } })
    .extract({
      left: Math.floor(random() * (width - cropWidth + 1)),
      top: Math.floor(random() * (height - cropHeight + 1)),
      width: cropWidth,
      height: cropHeight,
    })
    .resize(inputSide, inputSide, { fit: 'fill' })
    .modulate({
      brightness: between(random, 0.6, 1.4),
      saturation: between(random, 0.5, 1.4),
      hue: Math.round(between(random, -20, 20)),
    });
  if (random() < 0.4) pipeline = pipeline.blur(between(random, 0.6, 2));
  const jpeg = await pipeline.jpeg({ quality: Math.round(between(random, 35, 80)) }).toBuffer();
  const data = await sharp(jpeg).removeAlpha().raw().toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

/** `count` augmented views of a photo, the same ones for the same seed. */
export async function augmentedViews(image: RgbImage, count: number, seed: number): Promise<Uint8Array[]> {
  const random = seededRandom(seed);
  const views: Uint8Array[] = [];
  for (let n = 0; n < count; n += 1) views.push(await augmentedView(image, random));
  return views;
}
