import sharp from 'sharp';

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
