// Writes background-descriptors.bin from the "train" half of the GCompris photos that show none of our
// subjects. Run after changing the descriptor (its version is in the file; a stale file is ignored):
//   npx tsx apps/server/src/modules/recognition/global/make-background.ts [folder of extracted photos]
import { fileURLToPath } from 'node:url';
import { writeBackground, backgroundFile } from './background';
import { descriptorVersion, Embedder } from './embedder';
import { gcomprisPhotos } from './gcompris-photos';
import { augmentedViews, rgbOfPhoto, seedOfName } from './views';

/** Augmented views per background photo, besides the photo itself. */
const viewsPerPhoto = 1;

const folder = process.argv[2] ?? '/tmp/gc/out';
const photos = (await gcomprisPhotos(folder)).filter((photo) => photo.half === 'train');
if (photos.length === 0) throw new Error(`no GCompris photos in ${folder}`);
const embedder = await Embedder.load();
const rows: Float32Array[] = [];
for (const photo of photos) {
  const image = await rgbOfPhoto(photo.path).catch(() => undefined);
  if (!image || image.width < 64 || image.height < 64) continue;
  rows.push(await embedder.ofPhoto(image));
  for (const view of await augmentedViews(image, viewsPerPhoto, seedOfName(photo.path)))
    rows.push(await embedder.ofInput(view));
}
await writeBackground(
  fileURLToPath(backgroundFile),
  { version: descriptorVersion, source: 'gcompris-qt-data, train half' },
  rows,
);
process.stdout.write(
  `${rows.length} background descriptors from ${photos.length} photos in ${fileURLToPath(backgroundFile)}\n`,
);
