import { seededRandom, type RandomSource } from '@artvoyage/content/games';
import sharp, { type Sharp } from 'sharp';
import { loadOpenCv } from '../modules/recognition/opencv';

/*
 * Photos made from the reference images for the recognition tests and the benchmark: what a visitor's
 * phone would take of an artwork on a wall, and pictures of nothing we know.
 */

/** A phone-like photo of a reference: tilted, sheared, cropped, framed by a wall, tinted, blurred, JPEG. */
export async function phonePhoto(path: string, variant: number): Promise<Buffer> {
  const tilted = await sharp(path)
    .resize(1200, 1200, { fit: 'inside' })
    .affine([1, 0.12 * (variant % 2 ? 1 : -1), 0.06, 1], { background: '#8a7a66' })
    .rotate(7 * (variant % 3) - 7, { background: '#8a7a66' })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = tilted.info;
  const crop = 0.08 + 0.04 * (variant % 2);
  return sharp(tilted.data)
    .extract({
      left: Math.round(width * crop),
      top: Math.round(height * 0.05),
      width: Math.round(width * (1 - 2 * crop)),
      height: Math.round(height * 0.85),
    })
    .extend({ top: 60, bottom: 90, left: 70, right: 50, background: '#b9ab94' })
    .modulate({ brightness: 1.1 + 0.05 * variant, saturation: 0.85, hue: 6 })
    .blur(0.8)
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** One way a visitor's photo differs from the reference. Every variant ends as a JPEG of quality 40-70. */
export type Distortion =
  | 'crop'
  | 'wall'
  | 'perspective'
  | 'rotate'
  | 'colour'
  | 'glare'
  | 'blur'
  // The strong changes of the evaluation set (`strongArtworkRecipes`, `strongSceneRecipes`):
  | 'closeup'
  | 'far'
  | 'steep'
  | 'dim'
  | 'crowd';

/**
 * Photos of an artwork in a museum, from mild to hard. Distortions apply in a fixed order (crop, wall,
 * perspective, rotate, colour, glare, blur), so a crop is a close-up of the work itself, not of the wall.
 */
export const artworkRecipes: readonly (readonly Distortion[])[] = [
  ['perspective'],
  ['crop', 'colour'],
  ['rotate', 'blur'],
  ['wall', 'perspective', 'glare'],
  ['crop', 'rotate', 'colour'],
  ['colour', 'glare', 'blur'],
  ['wall', 'rotate', 'colour'],
  ['crop', 'perspective', 'glare', 'blur'],
  ['wall', 'perspective', 'rotate', 'colour', 'glare', 'blur'],
  ['crop', 'perspective', 'rotate', 'colour', 'glare', 'blur'],
];

/** Photos of a place: the same distortions without the frame on a wall. */
export const sceneRecipes: readonly (readonly Distortion[])[] = [
  ['perspective', 'colour'],
  ['crop', 'rotate', 'blur'],
  ['perspective', 'colour', 'glare'],
  ['crop', 'perspective', 'rotate', 'colour', 'blur'],
];

/**
 * Photos far from the reference, for the evaluation set: a detail only, the subject small and far
 * away, a steep angle, dim light with sensor noise, and other visitors in front. Each recipe combines
 * two or three of them with the milder changes.
 */
export const strongArtworkRecipes: readonly (readonly Distortion[])[] = [
  ['closeup', 'colour'],
  ['wall', 'steep', 'colour'],
  ['wall', 'far', 'crowd', 'blur'],
  ['steep', 'dim'],
  ['wall', 'crowd', 'glare', 'colour'],
  ['closeup', 'steep', 'dim'],
];

export const strongSceneRecipes: readonly (readonly Distortion[])[] = [
  ['closeup', 'colour'],
  ['far', 'steep'],
  ['crowd', 'colour', 'blur'],
  ['steep', 'dim'],
  ['far', 'crowd', 'glare'],
  ['closeup', 'steep', 'dim'],
];

export interface VariantPhoto {
  /** JPEG bytes. */
  image: Buffer;
  recipe: readonly Distortion[];
  /** The distortions with the values drawn, e.g. "crop 64%, rotate -12°, jpeg q52". */
  description: string;
}

/** A stable 32-bit seed from names and numbers (FNV-1a), so each subject's variants differ yet repeat. */
export function seedOf(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('/')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Decoded RGB pixels between steps, so no step pays for an encode. */
interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

const walls = ['#8a7a66', '#b9ab94', '#6d5a4b', '#c9c2b4', '#5b6b73', '#7a2e2e', '#e3ddd0'];
const frames = ['#8b6b2e', '#2b2118', '#b8963e', '#1c1c1c', '#5a3d22'];

const between = (random: RandomSource, low: number, high: number) => low + (high - low) * random();
const pickOf = <T>(random: RandomSource, items: readonly T[]) =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;
const rgbOf = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

function decode(pipeline: Sharp): Promise<Pixels> {
  return pipeline
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
}

const load = (pixels: Pixels) =>
  sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 3 } });

/**
 * Grey grain around mid-grey (sharp's own noise generator takes most of a second at 2 MP): random
 * values on a grid `coarseness` times smaller, scaled up, so it reads like plaster or paper.
 */
async function grain(
  width: number,
  height: number,
  coarseness: number,
  spread: number,
  random: RandomSource,
) {
  const small = {
    width: Math.ceil(width / coarseness),
    height: Math.ceil(height / coarseness),
    channels: 3 as const,
  };
  const values = Buffer.alloc(small.width * small.height * 3);
  for (let i = 0; i < values.length; i += 3) {
    const value = Math.round(128 + (random() - 0.5) * 2 * spread);
    values[i] = value;
    values[i + 1] = value;
    values[i + 2] = value;
  }
  return sharp(values, { raw: small }).resize(width, height, { fit: 'fill' }).raw().toBuffer();
}

/**
 * Keeps about `area` of the photo in a window of random place whose shape is the photo's stretched by
 * a random factor in `stretch`; neither side keeps more than `maxShare` of the photo's.
 */
async function keepWindow(
  pixels: Pixels,
  random: RandomSource,
  area: number,
  stretch: [low: number, high: number],
  maxShare: number,
) {
  const widthShare = Math.min(maxShare, Math.sqrt(area) * between(random, ...stretch));
  const heightShare = Math.min(maxShare, area / widthShare);
  const width = Math.round(pixels.width * widthShare);
  const height = Math.round(pixels.height * heightShare);
  const left = Math.floor(random() * (pixels.width - width));
  const top = Math.floor(random() * (pixels.height - height));
  return {
    pixels: await decode(load(pixels).extract({ left, top, width, height })),
    /** The share of the photo's pixels kept, as cut. */
    kept: (width * height) / (pixels.width * pixels.height),
    /** The share of the photo's area asked for, before rounding to pixels. */
    asked: widthShare * heightShare,
  };
}

/** A close-up: keeps 55-85% of the area, in a window of random shape and place. */
async function crop(pixels: Pixels, random: RandomSource) {
  const window = await keepWindow(pixels, random, between(random, 0.55, 0.85), [0.9, 1.1], 0.95);
  return { pixels: window.pixels, note: `crop ${Math.round(window.kept * 100)}%` };
}

/** The work in a frame on a lit, textured wall, filling 45-75% of the photo's width. */
async function wall(pixels: Pixels, random: RandomSource) {
  const share = between(random, 0.45, 0.75);
  // The photo stays about 1000 px: the work shrinks as the wall around it grows.
  const work = await decode(
    load(pixels).resize(Math.round(pixels.width * share), Math.round(pixels.height * share)),
  );
  const border = Math.round(Math.max(work.width, work.height) * between(random, 0.025, 0.06));
  const framed = await decode(
    load(work).extend({
      top: border,
      bottom: border,
      left: border,
      right: border,
      background: pickOf(random, frames),
    }),
  );
  const width = Math.round(framed.width / share);
  const height = Math.round(framed.height / between(random, share, 0.9));
  const colour = pickOf(random, walls);
  const light = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="l" cx="${between(random, 0.3, 0.7)}" cy="0.2" r="0.9">
      <stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/>
    </radialGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`;
  const texture = await grain(width, height, 4, 40, random);
  const left = Math.floor(random() * (width - framed.width));
  const top = Math.floor(random() * (height - framed.height));
  const canvas = sharp({ create: { width, height, channels: 3, background: colour } }).composite([
    { input: texture, raw: { width, height, channels: 3 }, blend: 'soft-light' },
    { input: Buffer.from(light) },
    { input: framed.data, raw: { width: framed.width, height: framed.height, channels: 3 }, left, top },
  ]);
  return { pixels: await decode(canvas), note: `wall ${colour} ${Math.round(share * 100)}%` };
}

/** A photo taken off-axis: each corner moves by up to 6-16% of the longer side, then a new bounding box. */
async function perspective(pixels: Pixels, random: RandomSource) {
  return warp(pixels, random, between(random, 0.06, 0.16), 'perspective');
}

/** Moves each corner by up to `strength` of the longer side, filling the new bounding box with a wall colour. */
async function warp(pixels: Pixels, random: RandomSource, strength: number, name: string) {
  const cv = await loadOpenCv();
  const { width, height } = pixels;
  const reach = strength * Math.max(width, height);
  const source = [0, 0, width, 0, width, height, 0, height];
  const target = source.map((value) => value + between(random, -reach, reach));
  const minX = Math.min(target[0] as number, target[2] as number, target[4] as number, target[6] as number);
  const minY = Math.min(target[1] as number, target[3] as number, target[5] as number, target[7] as number);
  const shifted = target.map((value, i) => value - (i % 2 ? minY : minX));
  const outWidth = Math.round(Math.max(...shifted.filter((_, i) => i % 2 === 0)));
  const outHeight = Math.round(Math.max(...shifted.filter((_, i) => i % 2 === 1)));
  const fill = rgbOf(pickOf(random, walls));
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, source);
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, shifted);
  const input = new cv.Mat(height, width, cv.CV_8UC3);
  const output = new cv.Mat();
  let transform: ReturnType<typeof cv.getPerspectiveTransform> | undefined;
  try {
    input.data.set(pixels.data);
    transform = cv.getPerspectiveTransform(from, to);
    cv.warpPerspective(
      input,
      output,
      transform,
      new cv.Size(outWidth, outHeight),
      cv.INTER_LINEAR,
      cv.BORDER_CONSTANT,
      new cv.Scalar(...fill, 255),
    );
    return {
      pixels: { data: Buffer.from(output.data as Uint8Array), width: outWidth, height: outHeight },
      note: `${name} ${Math.round(strength * 100)}%`,
    };
  } finally {
    for (const mat of [from, to, input, output, transform]) mat?.delete();
  }
}

/** A tilted phone: 5-20° either way, the corners filled with a wall colour. */
async function rotate(pixels: Pixels, random: RandomSource) {
  const angle = between(random, 5, 20) * (random() < 0.5 ? -1 : 1);
  return {
    pixels: await decode(load(pixels).rotate(angle, { background: pickOf(random, walls) })),
    note: `rotate ${Math.round(angle)}°`,
  };
}

/** Another white balance and exposure: brightness, saturation, hue and a per-channel tint. */
async function colour(pixels: Pixels, random: RandomSource) {
  const brightness = between(random, 0.7, 1.3);
  const saturation = between(random, 0.6, 1.4);
  const hue = Math.round(between(random, -25, 25));
  const tint = [0, 1, 2].map(() => between(random, 0.85, 1.15));
  return {
    pixels: await decode(load(pixels).modulate({ brightness, saturation, hue }).linear(tint, [0, 0, 0])),
    note: `colour b${brightness.toFixed(2)} s${saturation.toFixed(2)} h${hue} tint ${tint.map((t) => t.toFixed(2)).join('/')}`,
  };
}

/** A reflection of a lamp: a bright soft ellipse, 12-30% of the width across. */
async function glare(pixels: Pixels, random: RandomSource) {
  const { width, height } = pixels;
  const rx = width * between(random, 0.12, 0.3);
  const ry = rx * between(random, 0.5, 1);
  // Near the middle, where the work usually is, not on the wall around it.
  const cx = width * between(random, 0.3, 0.7);
  const cy = height * between(random, 0.3, 0.7);
  const angle = Math.round(between(random, 0, 180));
  const spot = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.95"/>
      <stop offset="0.45" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient></defs>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#g)" transform="rotate(${angle} ${cx} ${cy})"/></svg>`;
  return {
    pixels: await decode(load(pixels).composite([{ input: Buffer.from(spot) }])),
    note: `glare ${Math.round((rx / width) * 200)}%`,
  };
}

/** Camera shake or focus: Gaussian blur of sigma 0.8-2.2 at about 1000 px. */
async function blur(pixels: Pixels, random: RandomSource) {
  const sigma = between(random, 0.8, 2.2);
  return { pixels: await decode(load(pixels).blur(sigma)), note: `blur ${sigma.toFixed(1)}` };
}

/** A detail: keeps 25-45% of the area, so most of the subject is out of the photo. */
async function closeup(pixels: Pixels, random: RandomSource) {
  const window = await keepWindow(pixels, random, between(random, 0.25, 0.45), [0.8, 1.25], 0.9);
  return { pixels: window.pixels, note: `closeup ${Math.round(window.asked * 100)}%` };
}

/** Seen from afar: the subject fills 30-50% of the width, amid grey-green textured surroundings. */
async function far(pixels: Pixels, random: RandomSource) {
  const share = between(random, 0.3, 0.5);
  const small = await decode(
    load(pixels).resize(Math.round(pixels.width * share), Math.round(pixels.height * share)),
  );
  const width = Math.round(small.width / share);
  const height = Math.round(small.height / between(random, share, 0.8));
  const ground = pickOf(random, ['#7d8a6a', '#9a9080', '#6f7f8f', '#a7a7a0']);
  const texture = await grain(width, height, 6, 70, random);
  const left = Math.floor(random() * (width - small.width));
  const top = Math.floor(random() * (height - small.height));
  const canvas = sharp({ create: { width, height, channels: 3, background: ground } }).composite([
    { input: texture, raw: { width, height, channels: 3 }, blend: 'soft-light' },
    { input: small.data, raw: { width: small.width, height: small.height, channels: 3 }, left, top },
  ]);
  return { pixels: await decode(canvas), note: `far ${Math.round(share * 100)}%` };
}

/** A steep angle: corners move by 18-28% of the longer side. */
async function steep(pixels: Pixels, random: RandomSource) {
  return warp(pixels, random, between(random, 0.18, 0.28), 'steep');
}

/** Dim light: a third to a half of the brightness, less colour, and sensor noise. */
async function dim(pixels: Pixels, random: RandomSource) {
  const brightness = between(random, 0.35, 0.55);
  const { width, height } = pixels;
  const noise = await grain(width, height, 1, 45, random);
  const darker = await decode(load(pixels).modulate({ brightness, saturation: between(random, 0.5, 0.8) }));
  return {
    pixels: await decode(
      load(darker).composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }]),
    ),
    note: `dim b${brightness.toFixed(2)}`,
  };
}

/** Other visitors in front: two to four dark head-and-shoulder shapes rising from the bottom edge. */
async function crowd(pixels: Pixels, random: RandomSource) {
  const { width, height } = pixels;
  const people = 2 + Math.floor(random() * 3);
  const shapes: string[] = [];
  for (let i = 0; i < people; i += 1) {
    const x = width * between(random, 0.05, 0.95);
    const shoulders = width * between(random, 0.12, 0.22);
    const top = height * between(random, 0.55, 0.8);
    const head = shoulders * 0.3;
    const fill = pickOf(random, ['#1d1d22', '#2e2a26', '#3b3340', '#23303a']);
    shapes.push(
      `<circle cx="${x}" cy="${top}" r="${head}" fill="${fill}"/>`,
      `<rect x="${x - shoulders / 2}" y="${top + head * 0.8}" width="${shoulders}" height="${height}" rx="${head}" fill="${fill}"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`;
  return {
    pixels: await decode(load(pixels).composite([{ input: Buffer.from(svg) }])),
    note: `crowd of ${people}`,
  };
}

const steps: Record<
  Distortion,
  (pixels: Pixels, random: RandomSource) => Promise<{ pixels: Pixels; note: string }>
> = { crop, wall, perspective, rotate, colour, glare, blur, closeup, far, steep, dim, crowd };
const order: readonly Distortion[] = [
  'closeup',
  'crop',
  'far',
  'wall',
  'crowd',
  'perspective',
  'steep',
  'rotate',
  'colour',
  'dim',
  'glare',
  'blur',
];

/**
 * A deterministic phone-like photo of `source`: the same source, recipe and seed always give the same
 * bytes. Works at about 1000 px, like a phone photo after the app scales it down.
 */
export async function variantPhoto(
  source: Buffer | string,
  recipe: readonly Distortion[],
  seed: number,
): Promise<VariantPhoto> {
  const random = seededRandom(seed);
  let pixels = await decode(sharp(source).rotate().resize(1000, 1000, { fit: 'inside' }));
  const notes: string[] = [];
  for (const distortion of order) {
    if (!recipe.includes(distortion)) continue;
    const step = await steps[distortion](pixels, random);
    pixels = step.pixels;
    notes.push(step.note);
  }
  const quality = Math.round(between(random, 40, 70));
  notes.push(`jpeg q${quality}`);
  return { image: await load(pixels).jpeg({ quality }).toBuffer(), recipe, description: notes.join(', ') };
}

/** Busy pictures with plenty of corners but no subject of ours. */
export async function unrelatedPictures(): Promise<Buffer[]> {
  const shapes = Array.from(
    { length: 60 },
    (_, i) =>
      `<rect x="${(i * 37) % 560}" y="${(i * 53) % 380}" width="${20 + (i % 5) * 9}" height="${15 + (i % 7) * 6}" fill="hsl(${i * 29},70%,${30 + (i % 4) * 15}%)" transform="rotate(${i * 11} ${(i * 37) % 560} ${(i * 53) % 380})"/>`,
  ).join('');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420"><rect width="640" height="420" fill="#eee"/>${shapes}</svg>`,
  );
  const noise = await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg()
    .toBuffer();
  return [await sharp(svg).jpeg().toBuffer(), noise];
}

/**
 * `count` more generated pictures of nothing we know, seeded: scattered shapes and lines over a
 * gradient, some of them blurred or over noise, as JPEG.
 */
export async function busyPictures(count: number, seed: number): Promise<Buffer[]> {
  const random = seededRandom(seed);
  const pictures: Buffer[] = [];
  for (let n = 0; n < count; n += 1) {
    const width = Math.round(between(random, 600, 1000));
    const height = Math.round(between(random, 450, 800));
    const shapes: string[] = [];
    const total = Math.round(between(random, 30, 120));
    for (let i = 0; i < total; i += 1) {
      const x = Math.round(random() * width);
      const y = Math.round(random() * height);
      const size = Math.round(between(random, 8, 90));
      const fill = `hsl(${Math.round(random() * 360)},${Math.round(between(random, 20, 90))}%,${Math.round(between(random, 15, 85))}%)`;
      const shape = random();
      if (shape < 0.4) {
        shapes.push(
          `<rect x="${x}" y="${y}" width="${size}" height="${Math.round(size * between(random, 0.3, 1.5))}" fill="${fill}" transform="rotate(${Math.round(random() * 90)} ${x} ${y})"/>`,
        );
      } else if (shape < 0.7) {
        shapes.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}"/>`);
      } else {
        shapes.push(
          `<line x1="${x}" y1="${y}" x2="${Math.round(random() * width)}" y2="${Math.round(random() * height)}" stroke="${fill}" stroke-width="${Math.round(between(random, 1, 8))}"/>`,
        );
      }
    }
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="b" x1="0" y1="0" x2="${random().toFixed(2)}" y2="1">
        <stop offset="0" stop-color="hsl(${Math.round(random() * 360)},40%,70%)"/>
        <stop offset="1" stop-color="hsl(${Math.round(random() * 360)},40%,30%)"/>
      </linearGradient></defs><rect width="100%" height="100%" fill="url(#b)"/>${shapes.join('')}</svg>`;
    let picture = sharp(Buffer.from(svg));
    if (random() < 0.4) picture = picture.blur(between(random, 0.6, 2));
    if (random() < 0.3) {
      const noise = await grain(width, height, 1, 60, random);
      picture = sharp(await picture.png().toBuffer()).composite([
        { input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' },
      ]);
    }
    pictures.push(await picture.jpeg({ quality: Math.round(between(random, 50, 90)) }).toBuffer());
  }
  return pictures;
}
