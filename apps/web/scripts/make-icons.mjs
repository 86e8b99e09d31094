// Renders the PWA icons from the favicon (public/favicon.svg) with sharp: 192 and 512 px "any" icons,
// a 512 px maskable one (the mark inside the 80% safe zone on a full-bleed background) and a 180 px
// Apple touch icon. The PNGs are committed; run `node apps/web/scripts/make-icons.mjs` after changing
// the favicon.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const favicon = await readFile(new URL('favicon.svg', publicDir), 'utf8');
const ink = '#1c2541';

/** The favicon's drawing without its rounded background square. */
const mark = favicon.replace(/<rect[^>]*\/>/, '');

function render(svg, size) {
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The mark scaled by `scale` around the centre of a full, square background. */
function fullBleed(scale) {
  const offset = (64 * (1 - scale)) / 2;
  const inner = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${ink}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
}

const outputs = [
  ['icon-192.png', favicon, 192],
  ['icon-512.png', favicon, 512],
  // Maskable: platforms crop to a circle or squircle, so the mark stays inside the central 80%.
  ['icon-maskable-512.png', fullBleed(0.7), 512],
  // iOS rounds the corners itself and shows transparency as black: a full square.
  ['apple-touch-icon.png', fullBleed(0.86), 180],
];
for (const [name, svg, size] of outputs) {
  await writeFile(new URL(name, publicDir), await render(svg, size));
  console.log(`wrote public/${name} (${size}×${size})`);
}
